/** Where sign-in returns to, kept for the browser session only (spec: key `redirectUrl`). */
const redirectTargetKey = 'redirectUrl';

export function storeRedirectTarget(path: string, storage: Storage = sessionStorage): void {
  // Only paths of this app: an address from elsewhere must never become a redirect.
  if (path.startsWith('/') && !path.startsWith('//')) storage.setItem(redirectTargetKey, path);
}

export function takeRedirectTarget(storage: Storage = sessionStorage): string | null {
  const path = storage.getItem(redirectTargetKey);
  storage.removeItem(redirectTargetKey);
  return path;
}
