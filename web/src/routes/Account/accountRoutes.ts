import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../routing/routeHandle.ts';

/**
 * The signed-in customer's screens (spec §2): `/account` (a tab of the main app), its rewards and
 * the reservations list. Each screen's loader sends a visitor to signup and, as the white-label
 * app has no account area, its guests to check-in, before the query starts.
 */
export function accountRoutes(): RouteObject[] {
  return [
    {
      path: 'account',
      handle: { navigation: true } satisfies RouteHandle,
      children: [
        {
          index: true,
          handle: {
            pageTitle: (t) => t('account:home.title'),
            // The stays' bought items are described as the stay page describes them.
            texts: ['account', 'stayDetails'],
            tab: { id: 'account', to: '/account', order: 50, presentations: ['main'] },
          } satisfies RouteHandle,
          lazy: {
            loader: async () => (await import('./accountLoader.ts')).accountLoader,
            Component: async () => (await import('./AccountRoute.tsx')).AccountRoute,
          },
        },
        {
          path: 'rewards',
          handle: {
            pageTitle: (t) => t('account:rewards.title'),
            texts: ['account'],
          } satisfies RouteHandle,
          lazy: {
            loader: async () => (await import('./rewardsLoader.ts')).rewardsLoader,
            Component: async () => (await import('./RewardsRoute.tsx')).RewardsRoute,
          },
        },
      ],
    },
    {
      path: 'reservations',
      handle: {
        pageTitle: (t) => t('account:reservations.title'),
        navigation: true,
        texts: ['account', 'stayDetails'],
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./reservationsLoader.ts')).reservationsLoader,
        Component: async () => (await import('./ReservationsRoute.tsx')).ReservationsRoute,
      },
    },
  ];
}
