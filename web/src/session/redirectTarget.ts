/** Where sign-in returns to, kept for the browser session only (spec: key `redirectUrl`). */
const redirectTargetKey = 'redirectUrl';

/** Stands in for this app's origin: only what resolves onto it is one of the app's paths. */
const appOrigin = 'https://guest-app.invalid';

/**
 * The path itself when it is one of this app's (`/account/rewards?tab=1#top`), else null. An
 * address from elsewhere must never become a redirect, in any spelling a browser reads as one:
 * `//host`, `/\host` (a backslash counts as a slash), and either with a tab, newline or other
 * control character inside (the URL parser drops them, so `/\t/host` is `//host`).
 */
export function appPathOf(path: string | null): string | null {
  if (!path?.startsWith('/') || /[\\\p{Cc}]/u.test(path)) return null;
  if (!URL.canParse(path, appOrigin)) return null;
  const url = new URL(path, appOrigin);
  return url.origin === appOrigin ? `${url.pathname}${url.search}${url.hash}` : null;
}

export function storeRedirectTarget(path: string, storage: Storage = sessionStorage): void {
  const target = appPathOf(path);
  if (target) storage.setItem(redirectTargetKey, target);
}

/** The stored target, taken once; checked again, since anything on the page can write storage. */
export function takeRedirectTarget(storage: Storage = sessionStorage): string | null {
  const path = storage.getItem(redirectTargetKey);
  storage.removeItem(redirectTargetKey);
  return appPathOf(path);
}
