import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routeHandle.ts';
import type { RouteContext } from '../../routes.tsx';
import { createStayScreenLoader } from '../../stay/stayScreenLoader.ts';
import type { LocationRouteQuery } from './__generated__/LocationRouteQuery.graphql.ts';
import locationRouteQuery from './__generated__/LocationRouteQuery$parameters.ts';

/** `/stay/location`: how to find us. */
export function locationRoutes({ environment }: RouteContext): RouteObject[] {
  return [
    {
      path: 'location',
      loader: createStayScreenLoader<LocationRouteQuery>(environment, locationRouteQuery),
      handle: {
        pageTitle: (t) => t('location:location.title'),
        texts: ['location'],
      } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./LocationRoute.tsx')).LocationRoute }),
    },
  ];
}
