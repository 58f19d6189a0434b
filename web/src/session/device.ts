import { clearCurrentStay, isValidSlug, readCurrentStay, storeCurrentStay } from './currentStay.ts';
import { storeRedirectTarget } from './redirectTarget.ts';
import { isSignedIn } from './session.ts';

/**
 * What the guest's device remembers, as the code drawing a page can know it. Loaders get it from
 * the router's context (`RouteContext.device`), never from a global: in the browser it is the
 * device's storage (`browserDevice`); in a server render, the request's cookies
 * (`delivery/serverDevice.ts`), where what only the browser keeps is not known at all.
 */
export type Device = {
  /** The current stay's slug (spec §2): the stay the guest opened last. */
  currentStay(): string | null;
  /** Makes a stay the current one (a valid `?slug=`); the server answers with its cookie. */
  rememberStay(slug: string): void;
  /** Forgets the current stay and what was kept of it (the error page). */
  forgetStay(): void;
  /** Whether a session is known and not expired. */
  isSignedIn(): boolean;
  /**
   * Where sign-in returns to (spec §2, `redirectUrl`, kept for the browser session). The server
   * keeps nothing: the browser runs the same loader when it takes the page over, and keeps it.
   */
  rememberReturnPath(path: string): void;
  /** Whether this page was opened as the installed app (from the home screen). */
  isInstalledApp(): boolean;
};

/**
 * The cookie that tells the server the current stay, so that a page the browser would draw from
 * its storage (the installed app's start, `/stay` without a slug) is drawn by the server too.
 * First-party, the slug alone, written beside `localStorage.currentStay` by the browser and with
 * the stay page by the server.
 */
export const stayCookieName = 'guest_stay';
const oneYearSeconds = 365 * 24 * 60 * 60;

/** The `Set-Cookie`/`document.cookie` text that remembers (or, with null, forgets) the stay. */
export function stayCookie(slug: string | null, { secure }: { secure: boolean }): string {
  const value = slug === null ? '' : encodeURIComponent(slug);
  const lifetime = slug === null ? 0 : oneYearSeconds;
  return `${stayCookieName}=${value}; Path=/; Max-Age=${lifetime}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The address the installed app starts at (`vite.config.ts`, the manifests' `start_url`): its
 * marker is how a server knows a page was opened from the home screen.
 */
export const installedAppStart = { param: 'source', value: 'home-screen' } as const;

export function isInstalledAppStart(url: URL): boolean {
  return url.searchParams.get(installedAppStart.param) === installedAppStart.value;
}

type NavigatorWithStandalone = Navigator & { standalone?: boolean };

function writeStayCookie(slug: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: Safari has no Cookie Store API; the value is the slug alone.
  document.cookie = stayCookie(slug, { secure: window.location.protocol === 'https:' });
}

/** The browser's device: its local and session storage, with the stay mirrored to its cookie. */
export function browserDevice(): Device {
  return {
    currentStay: () => readCurrentStay()?.slug ?? null,
    rememberStay(slug) {
      if (storeCurrentStay(slug)) writeStayCookie(slug);
    },
    forgetStay() {
      clearCurrentStay();
      writeStayCookie(null);
    },
    isSignedIn: () => isSignedIn(),
    rememberReturnPath: (path) => storeRedirectTarget(path),
    isInstalledApp() {
      const iosStandalone = (navigator as NavigatorWithStandalone).standalone === true;
      return (
        iosStandalone ||
        window.matchMedia('(display-mode: standalone)').matches ||
        isInstalledAppStart(new URL(window.location.href))
      );
    },
  };
}

/**
 * The slug a stay route shows: a valid `?slug=` wins and becomes the current stay, otherwise the
 * remembered one, otherwise none.
 */
export function staySlugOf(request: Request, device: Device): string | null {
  const slug = new URL(request.url).searchParams.get('slug');
  if (isValidSlug(slug)) {
    device.rememberStay(slug);
    return slug;
  }
  return device.currentStay();
}

/**
 * Brings the stay cookie in line with the device's storage once per page: a stay remembered
 * before the cookie existed, or a cookie the guest cleared, is told to the server again.
 */
export function mirrorStayCookie(device: Device = browserDevice()): void {
  writeStayCookie(device.currentStay());
}
