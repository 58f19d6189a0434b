import { isValidSlug } from '../session/currentStay.ts';
import { type Device, isInstalledAppStart, stayCookie, stayCookieName } from '../session/device.ts';

/** One cookie of a request, or null. */
export function cookieOf(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/** A server render's device, with the cookies its loaders' writes ask the response to set. */
export type ServerDevice = Device & { cookies(): string[] };

/**
 * The guest's device as a server render knows it (`session/device.ts`): the current stay from its
 * cookie, the session from the gateway (its HttpOnly cookie), the installed app from the start
 * address's marker. A stay remembered or forgotten here is answered as the stay cookie; the
 * return path after sign-in lives in the browser's session storage alone, which the browser's
 * own run of the same loader fills when it takes the page over.
 */
export function serverDevice(
  request: Request,
  { sessionExpiresAt, now = Date.now() }: { sessionExpiresAt: string | null; now?: number },
): ServerDevice {
  const url = new URL(request.url);
  const secure = url.protocol === 'https:';
  const fromCookie = cookieOf(request, stayCookieName);
  let currentStay = isValidSlug(fromCookie) ? fromCookie : null;
  let changed = false;
  return {
    currentStay: () => currentStay,
    rememberStay(slug) {
      if (!isValidSlug(slug) || slug === currentStay) return;
      currentStay = slug;
      changed = true;
    },
    forgetStay() {
      if (fromCookie === null && currentStay === null) return;
      currentStay = null;
      changed = true;
    },
    isSignedIn() {
      const expiry = sessionExpiresAt === null ? Number.NaN : Date.parse(sessionExpiresAt);
      return Number.isFinite(expiry) && expiry > now;
    },
    rememberReturnPath() {},
    isInstalledApp: () => isInstalledAppStart(url),
    cookies: () => (changed ? [stayCookie(currentStay, { secure })] : []),
  };
}
