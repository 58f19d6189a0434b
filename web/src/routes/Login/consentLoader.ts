import type { LoaderFunctionArgs } from 'react-router';
import { mainPresentationOnly, requireSignedIn } from '../../app/guards.ts';
import { routeContextOf } from '../../app/routeContext.ts';
import { isSignedIn } from '../../session/session.ts';
import { readConsentState } from './consentQuery.ts';
import { consentGuard } from './loginGuards.ts';

export type ConsentData = { firstName: string };

/** `/consent`: for a signed-in customer of the main app who has not agreed yet. */
export async function consentLoader(args: LoaderFunctionArgs): Promise<ConsentData | Response> {
  const { environment, presentation } = routeContextOf(args);
  const redirect = mainPresentationOnly(presentation) ?? requireSignedIn(isSignedIn());
  if (redirect) return redirect;
  const state = await readConsentState(environment);
  return consentGuard(state) ?? { firstName: state.kind === 'not-given' ? state.firstName : '' };
}
