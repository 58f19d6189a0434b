import type { RouteObject } from 'react-router';
import { mainPresentationOnly, requireSignedOut } from '../../app/guards.ts';
import type { RouteContext } from '../../app/routeContext.ts';
import type { RouteHandle } from '../../app/routeHandle.ts';
import { isSignedIn } from '../../session/session.ts';
import { oauthLanding, rememberRedirectTarget } from './loginGuards.ts';

/**
 * The full-screen sign-in routes (spec §2): `/login`, `/signup`, `/oauth`, `/consent`. The
 * white-label app has no accounts: its guests go to check-in from each of them.
 */
export function loginRoutes({ presentation }: RouteContext): RouteObject[] {
  // Sign-in, sign-up and the OAuth landing only redirect, from the session and the address:
  // their loaders stay here and decide at once. Consent asks the API first (`consentLoader.ts`).
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
      lazy: {
        Component: async () => (await import('./SignInRoute.tsx')).LoginRoute,
      },
    },
    {
      path: 'signup',
      loader: signInLoader,
      handle: {
        pageTitle: (t) => t('signIn:signup.title'),
        fullScreen: true,
        texts: ['signIn'],
      } satisfies RouteHandle,
      lazy: {
        Component: async () => (await import('./SignInRoute.tsx')).SignUpRoute,
      },
    },
    {
      path: 'oauth',
      loader: () => mainPresentationOnly(presentation) ?? oauthLanding(isSignedIn()),
      handle: { fullScreen: true } satisfies RouteHandle,
    },
    {
      path: 'consent',
      handle: {
        pageTitle: (t) => t('signIn:consent.title'),
        fullScreen: true,
        texts: ['signIn'],
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./consentLoader.ts')).consentLoader,
        Component: async () => (await import('./ConsentRoute.tsx')).ConsentRoute,
      },
    },
  ];
}
