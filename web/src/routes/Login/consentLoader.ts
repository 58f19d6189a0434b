import type { LoaderFunctionArgs } from 'react-router';
import { mainPresentationOnly, requireSignedIn } from '../../routing/guards.ts';
import { routeContextOf } from '../../routing/routeContext.ts';
import { readConsentState } from './consentQuery.ts';
import { consentGuard } from './loginGuards.ts';

export type ConsentData = { firstName: string };

/** `/consent`: for a signed-in customer of the main app who has not agreed yet. */
export async function consentLoader(args: LoaderFunctionArgs): Promise<ConsentData | Response> {
  const { environment, presentation, device } = routeContextOf(args);
  const redirect = mainPresentationOnly(presentation) ?? requireSignedIn(device);
  if (redirect) return redirect;
  const state = await readConsentState(environment);
  return consentGuard(state) ?? { firstName: state.kind === 'not-given' ? state.firstName : '' };
}
