import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../routing/routeHandle.ts';

/** `/stay/add-card`: the reservation's cards and the form that adds one. */
export function cardRoutes(): RouteObject[] {
  return [
    {
      path: 'add-card',
      handle: {
        pageTitle: (t) => t('payment:addCard.title'),
        texts: ['payment'],
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./addCardLoader.ts')).addCardLoader,
        Component: async () => (await import('./AddCardRoute.tsx')).AddCardRoute,
      },
    },
  ];
}
