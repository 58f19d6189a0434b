import type { PreloadedQuery } from 'react-relay';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routeHandle.ts';
import { createRouteQueryLoader } from '../../relay/routeQuery.ts';
import type { RouteContext } from '../../routes.tsx';
import type { ReferralRouteQuery } from './__generated__/ReferralRouteQuery.graphql.ts';
import referralRouteQuery from './__generated__/ReferralRouteQuery$parameters.ts';

export type ReferralLoaderData = { queryRef: PreloadedQuery<ReferralRouteQuery> };

/**
 * `/stay/referral`: the signed-in member's invitation. The code is the account's, never the
 * stay's booker's: an invited guest must not see the owner's account (spec §6).
 */
export function referralRoutes({ environment }: RouteContext): RouteObject[] {
  const load = createRouteQueryLoader<ReferralRouteQuery>(environment, referralRouteQuery);
  return [
    {
      path: 'referral',
      loader: (): ReferralLoaderData => ({ queryRef: load({}) }),
      handle: {
        pageTitle: (t) => t('referral:referral.title'),
        texts: ['referral'],
      } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./ReferralRoute.tsx')).ReferralRoute }),
    },
  ];
}
