import { redirect } from 'react-router';
import type { Presentation } from '../host/presentation.ts';
import type { Device } from '../session/device.ts';
import { paths } from './paths.ts';

/**
 * Route guards: small functions a loader calls before it loads anything. Each answers the
 * redirect to take, or null to let the route load: `return guardA(...) ?? guardB(...) ?? load()`.
 */
export type GuardResult = Response | null;

/** White-label stays are opened by link only: without a slug there is nothing to show. */
export function requireSlugOnWhiteLabel(
  presentation: Presentation,
  slug: string | null,
): GuardResult {
  return presentation === 'white-label' && slug === null ? redirect(paths.error) : null;
}

/** Screens the white-label app does not have (sign-in, explore, plan) send its guests to check-in. */
export function mainPresentationOnly(presentation: Presentation): GuardResult {
  return presentation === 'white-label' ? redirect(paths.checkIn) : null;
}

/**
 * Screens of the account: a visitor who is not signed in goes to sign up, and sign-in brings them
 * back to the screen they asked for (spec §2, `redirectUrl`). Stored here rather than sent as
 * `?redirectUrl=`: the address would carry the stay's slug past analytics' slug stripping.
 */
export function requireSignedIn(
  device: Pick<Device, 'isSignedIn' | 'rememberReturnPath'>,
  request?: Request,
): GuardResult {
  if (device.isSignedIn()) return null;
  if (request) device.rememberReturnPath(pathWithSearchOf(request));
  return redirect(paths.signUp);
}

/** The app-relative address of a request: what sign-in returns to. */
export function pathWithSearchOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** Login and signup are for visitors: a signed-in guest goes to the account. */
export function requireSignedOut(signedIn: boolean): GuardResult {
  return signedIn ? redirect(paths.account) : null;
}

/** A redirect that keeps the query string, so `?slug=` survives it. */
export function redirectKeepingSearch(request: Request, pathname: string): Response {
  return redirect(`${pathname}${new URL(request.url).search}`);
}
