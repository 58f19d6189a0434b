import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routeHandle.ts';
import type { RouteContext } from '../../routes.tsx';
import { createStayScreenLoader } from '../../stay/stayScreenLoader.ts';
import type { StayDatesQuery } from './__generated__/StayDatesQuery.graphql.ts';
import stayDatesQuery from './__generated__/StayDatesQuery$parameters.ts';

/**
 * A longer stay: `/stay/reservation-extension` (1 night, 2 nights or more than 2 nights) and its
 * order step `/stay/order-product/reservation-extension?nights=`, which hands the order over to
 * the order confirmation. (`/stay/order-product` alone redirects to the stay.)
 */
export function stayDatesRoutes({ environment }: RouteContext): RouteObject[] {
  const loader = createStayScreenLoader<StayDatesQuery>(environment, stayDatesQuery);
  return [
    {
      path: 'reservation-extension',
      loader,
      handle: {
        pageTitle: (t) => t('changes:stayDates.title'),
        texts: ['changes'],
      } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./StayDatesRoute.tsx')).StayDatesRoute }),
    },
    {
      path: 'order-product/reservation-extension',
      loader,
      handle: {
        pageTitle: (t) => t('changes:extensionOrder.title'),
        texts: ['changes'],
      } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./ExtensionOrderRoute.tsx')).ExtensionOrderRoute,
      }),
    },
  ];
}
