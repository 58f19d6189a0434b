import type { PreloadedQuery } from 'react-relay';
import type { RouteObject } from 'react-router';
import type { OperationType } from 'relay-runtime';
import { mainPresentationOnly, requireSignedIn } from '../../app/guards.ts';
import type { RouteHandle } from '../../app/routeHandle.ts';
import { createRouteQueryLoader } from '../../relay/routeQuery.ts';
import type { RouteContext } from '../../routes.tsx';
import { isSignedIn } from '../../session/session.ts';
import type { AccountRouteQuery } from './__generated__/AccountRouteQuery.graphql.ts';
import accountRouteQuery from './__generated__/AccountRouteQuery$parameters.ts';
import type { ReservationsRouteQuery } from './__generated__/ReservationsRouteQuery.graphql.ts';
import reservationsRouteQuery from './__generated__/ReservationsRouteQuery$parameters.ts';
import type { RewardsRouteQuery } from './__generated__/RewardsRouteQuery.graphql.ts';
import rewardsRouteQuery from './__generated__/RewardsRouteQuery$parameters.ts';

export type AccountScreenData<TQuery extends OperationType> = { queryRef: PreloadedQuery<TQuery> };

/**
 * The signed-in customer's screens (spec §2): `/account` (a tab of the main app), its rewards and
 * the reservations list. A visitor goes to signup; the white-label app has no account area, so
 * its guests go to check-in.
 */
export function accountRoutes({ environment, presentation }: RouteContext): RouteObject[] {
  const guard = () => mainPresentationOnly(presentation) ?? requireSignedIn(isSignedIn());
  const loadAccount = createRouteQueryLoader<AccountRouteQuery>(environment, accountRouteQuery);
  const loadRewards = createRouteQueryLoader<RewardsRouteQuery>(environment, rewardsRouteQuery);
  const loadReservations = createRouteQueryLoader<ReservationsRouteQuery>(
    environment,
    reservationsRouteQuery,
  );
  return [
    {
      path: 'account',
      handle: { navigation: true } satisfies RouteHandle,
      children: [
        {
          index: true,
          loader: () => guard() ?? { queryRef: loadAccount({}) },
          handle: {
            pageTitle: (t) => t('account:home.title'),
            texts: ['account'],
            tab: { id: 'account', to: '/account', order: 50, presentations: ['main'] },
          } satisfies RouteHandle,
          lazy: async () => ({ Component: (await import('./AccountRoute.tsx')).AccountRoute }),
        },
        {
          path: 'rewards',
          loader: () => guard() ?? { queryRef: loadRewards({}) },
          handle: {
            pageTitle: (t) => t('account:rewards.title'),
            texts: ['account'],
          } satisfies RouteHandle,
          lazy: async () => ({ Component: (await import('./RewardsRoute.tsx')).RewardsRoute }),
        },
      ],
    },
    {
      path: 'reservations',
      loader: () => guard() ?? { queryRef: loadReservations({}) },
      handle: {
        pageTitle: (t) => t('account:reservations.title'),
        navigation: true,
        texts: ['account'],
      } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./ReservationsRoute.tsx')).ReservationsRoute,
      }),
    },
  ];
}
