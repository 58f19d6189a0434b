import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routeHandle.ts';
import type { RouteContext } from '../../routes.tsx';
import { createStayScreenLoader } from '../../stay/stayScreenLoader.ts';
import type { CancelRouteQuery } from './__generated__/CancelRouteQuery.graphql.ts';
import cancelRouteQuery from './__generated__/CancelRouteQuery$parameters.ts';
import type { CancelSuccessRouteQuery } from './__generated__/CancelSuccessRouteQuery.graphql.ts';
import cancelSuccessRouteQuery from './__generated__/CancelSuccessRouteQuery$parameters.ts';

/** `/stay/cancel-reservation` and `/stay/cancel-reservation-success`. */
export function cancelRoutes({ environment }: RouteContext): RouteObject[] {
  return [
    {
      path: 'cancel-reservation',
      loader: createStayScreenLoader<CancelRouteQuery>(environment, cancelRouteQuery),
      handle: {
        pageTitle: (t) => t('cancel:cancel.title'),
        texts: ['cancel'],
      } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./CancelRoute.tsx')).CancelRoute }),
    },
    {
      path: 'cancel-reservation-success',
      loader: createStayScreenLoader<CancelSuccessRouteQuery>(environment, cancelSuccessRouteQuery),
      handle: {
        pageTitle: (t) => t('cancel:cancelSuccess.title'),
        texts: ['cancel'],
      } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./CancelSuccessRoute.tsx')).CancelSuccessRoute,
      }),
    },
  ];
}
