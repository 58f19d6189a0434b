import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routeHandle.ts';
import type { RouteContext } from '../../routes.tsx';
import { createStayScreenLoader } from '../../stay/stayScreenLoader.ts';
import type { CheckOutRouteQuery } from './__generated__/CheckOutRouteQuery.graphql.ts';
import checkOutRouteQuery from './__generated__/CheckOutRouteQuery$parameters.ts';
import type { CheckOutSuccessRouteQuery } from './__generated__/CheckOutSuccessRouteQuery.graphql.ts';
import checkOutSuccessRouteQuery from './__generated__/CheckOutSuccessRouteQuery$parameters.ts';

/** `/stay/check-out` and `/stay/check-out/success` (route names check-out, check-out-success). */
export function checkOutRoutes({ environment }: RouteContext): RouteObject[] {
  return [
    {
      id: 'check-out',
      path: 'check-out',
      loader: createStayScreenLoader<CheckOutRouteQuery>(environment, checkOutRouteQuery),
      handle: {
        pageTitle: (t) => t('checkOut:checkOut.title'),
        texts: ['checkOut'],
      } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./CheckOutRoute.tsx')).CheckOutRoute }),
    },
    {
      id: 'check-out-success',
      path: 'check-out/success',
      loader: createStayScreenLoader<CheckOutSuccessRouteQuery>(
        environment,
        checkOutSuccessRouteQuery,
      ),
      handle: {
        pageTitle: (t) => t('checkOut:checkOutSuccess.title'),
        texts: ['checkOut'],
      } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./CheckOutSuccessRoute.tsx')).CheckOutSuccessRoute,
      }),
    },
  ];
}
