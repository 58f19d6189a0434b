import type { RouteObject } from 'react-router';
import { mainPresentationOnly, requireSignedIn, requireSignedOut } from '../../app/guards.ts';
import type { RouteHandle } from '../../app/routeHandle.ts';
import type { RouteContext } from '../../routes.tsx';
import { isSignedIn } from '../../session/session.ts';
import { consentGuard, oauthLanding, rememberRedirectTarget } from './loginGuards.ts';

export type ConsentData = { firstName: string };

/**
 * The full-screen sign-in routes (spec §2): `/login`, `/signup`, `/oauth`, `/consent`. The
 * white-label app has no accounts: its guests go to check-in from each of them.
 */
export function loginRoutes({ environment, presentation }: RouteContext): RouteObject[] {
  const signInLoader = ({ request }: { request: Request }) => {
    const redirect = mainPresentationOnly(presentation) ?? requireSignedOut(isSignedIn());
    if (redirect) return redirect;
    rememberRedirectTarget(request);
    return null;
  };
  return [
    {
      path: 'login',
      loader: signInLoader,
      handle: {
        pageTitle: (t) => t('signIn:login.title'),
        fullScreen: true,
        texts: ['signIn'],
      } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./SignInRoute.tsx')).LoginRoute }),
    },
    {
      path: 'signup',
      loader: signInLoader,
      handle: {
        pageTitle: (t) => t('signIn:signup.title'),
        fullScreen: true,
        texts: ['signIn'],
      } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./SignInRoute.tsx')).SignUpRoute }),
    },
    {
      path: 'oauth',
      loader: () => mainPresentationOnly(presentation) ?? oauthLanding(isSignedIn()),
      handle: { fullScreen: true } satisfies RouteHandle,
    },
    {
      path: 'consent',
      loader: async (): Promise<ConsentData | Response> => {
        const redirect = mainPresentationOnly(presentation) ?? requireSignedIn(isSignedIn());
        if (redirect) return redirect;
        const { readConsentState } = await import('./consentQuery.ts');
        const state = await readConsentState(environment);
        return (
          consentGuard(state) ?? { firstName: state.kind === 'not-given' ? state.firstName : '' }
        );
      },
      handle: {
        pageTitle: (t) => t('signIn:consent.title'),
        fullScreen: true,
        texts: ['signIn'],
      } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./ConsentRoute.tsx')).ConsentRoute }),
    },
  ];
}
