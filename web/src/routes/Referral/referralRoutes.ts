import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../routing/routeHandle.ts';

/**
 * `/stay/referral`: the signed-in member's invitation. The code is the account's, never the
 * stay's booker's: an invited guest must not see the owner's account (spec §6).
 */
export function referralRoutes(): RouteObject[] {
  return [
    {
      path: 'referral',
      handle: {
        pageTitle: (t) => t('referral:referral.title'),
        texts: ['referral'],
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./referralLoader.ts')).referralLoader,
        Component: async () => (await import('./ReferralRoute.tsx')).ReferralRoute,
      },
    },
  ];
}
