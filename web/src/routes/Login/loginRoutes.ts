import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { mainPresentationOnly, requireSignedOut } from '../../routing/guards.ts';
import { type RouteContext, routeContextOf } from '../../routing/routeContext.ts';
import type { RouteHandle } from '../../routing/routeHandle.ts';
import { oauthLanding, rememberRedirectTarget } from './loginGuards.ts';

/**
 * The full-screen sign-in routes (spec §2): `/login`, `/signup`, `/oauth`, `/consent`. The
 * white-label app has no accounts: its guests go to check-in from each of them.
 */
export function loginRoutes({ presentation }: RouteContext): RouteObject[] {
  // Sign-in, sign-up and the OAuth landing only redirect, from the session and the address:
  // their loaders stay here and decide at once. Consent asks the API first (`consentLoader.ts`).
  const signInLoader = (args: LoaderFunctionArgs) => {
    const { device } = routeContextOf(args);
    const redirect = mainPresentationOnly(presentation) ?? requireSignedOut(device.isSignedIn());
    if (redirect) return redirect;
    rememberRedirectTarget(args.request, device);
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
      loader: (args) =>
        mainPresentationOnly(presentation) ?? oauthLanding(routeContextOf(args).device),
      handle: {
        fullScreen: true,
        drawnByBrowserOnly: "the sign-in's return path in the tab's session storage",
      } satisfies RouteHandle,
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
