import { redirect } from 'react-router';
import type { GuardResult } from '../../routing/guards.ts';
import { paths } from '../../routing/paths.ts';
import type { Device } from '../../session/device.ts';
import { takeRedirectTarget } from '../../session/redirectTarget.ts';
import type { ConsentState } from './consentQuery.ts';

/**
 * Login and signup keep where to return after sign-in (spec §2, session storage `redirectUrl`):
 * the address's `?redirectUrl=`, when a screen sent the guest here with one. Only paths of this
 * app are kept (see `storeRedirectTarget`).
 */
export function rememberRedirectTarget(request: Request, device: Device): void {
  const target = new URL(request.url).searchParams.get('redirectUrl');
  if (target) device.rememberReturnPath(target);
}

/** `/consent`: no account goes to signup, consent already given goes to the account. */
export function consentGuard(state: ConsentState): GuardResult {
  if (state.kind === 'no-account') return redirect(paths.signUp);
  if (state.kind === 'given') return redirect(paths.account);
  return null;
}

/**
 * `/oauth`, where a sign-in finished elsewhere lands (the gateway has set the session): on to the
 * redirect target or the account; without a session, to login.
 */
export function oauthLanding(device: Pick<Device, 'isSignedIn'>): Response {
  return redirect(device.isSignedIn() ? (takeRedirectTarget() ?? paths.account) : paths.signIn);
}
