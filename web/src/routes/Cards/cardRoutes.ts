import type { RouteObject } from 'react-router';
import type { RouteContext } from '../../app/routeContext.ts';
import type { RouteHandle } from '../../app/routeHandle.ts';

/** `/stay/add-card`: the reservation's cards and the form that adds one. */
export function cardRoutes(_context: RouteContext): RouteObject[] {
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
