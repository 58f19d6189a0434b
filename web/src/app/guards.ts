import { redirect } from 'react-router';
import { paths } from './paths.ts';
import type { Presentation } from './presentation.ts';

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

/** Screens of the account: a visitor who is not signed in goes to sign up. */
export function requireSignedIn(signedIn: boolean): GuardResult {
  return signedIn ? null : redirect(paths.signUp);
}

/** Login and signup are for visitors: a signed-in guest goes to the account. */
export function requireSignedOut(signedIn: boolean): GuardResult {
  return signedIn ? redirect(paths.account) : null;
}

/** A redirect that keeps the query string, so `?slug=` survives it. */
export function redirectKeepingSearch(request: Request, pathname: string): Response {
  return redirect(`${pathname}${new URL(request.url).search}`);
}
