import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routeHandle.ts';
import type { RouteContext } from '../../routes.tsx';
import { createStayScreenLoader } from '../../stay/stayScreenLoader.ts';
import type { BreakfastRouteQuery } from './__generated__/BreakfastRouteQuery.graphql.ts';
import breakfastRouteQuery from './__generated__/BreakfastRouteQuery$parameters.ts';

/** The product screens of the shop, each under `/stay/…`. */
export function productRoutes({ environment }: RouteContext): RouteObject[] {
  return [
    {
      path: 'breakfast',
      loader: createStayScreenLoader<BreakfastRouteQuery>(environment, breakfastRouteQuery),
      handle: {
        pageTitle: (t) => t('extras:breakfast.title'),
        texts: ['extras'],
      } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./BreakfastRoute.tsx')).BreakfastRoute }),
    },
  ];
}
