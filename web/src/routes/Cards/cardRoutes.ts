import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routeHandle.ts';
import type { RouteContext } from '../../routes.tsx';
import { createStayScreenLoader } from '../../stay/stayScreenLoader.ts';
import type { AddCardRouteQuery } from './__generated__/AddCardRouteQuery.graphql.ts';
import addCardRouteQuery from './__generated__/AddCardRouteQuery$parameters.ts';

/** `/stay/add-card`: the reservation's cards and the form that adds one. */
export function cardRoutes({ environment }: RouteContext): RouteObject[] {
  return [
    {
      path: 'add-card',
      loader: createStayScreenLoader<AddCardRouteQuery>(environment, addCardRouteQuery),
      handle: {
        pageTitle: (t) => t('payment:addCard.title'),
        texts: ['payment'],
      } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./AddCardRoute.tsx')).AddCardRoute }),
    },
  ];
}
