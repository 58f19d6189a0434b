import type { RouteObject } from 'react-router';
import type { RouteContext } from '../../app/routeContext.ts';
import type { RouteHandle } from '../../app/routeHandle.ts';

/**
 * A longer stay: `/stay/reservation-extension` (1 night, 2 nights or more than 2 nights) and its
 * order step `/stay/order-product/reservation-extension?nights=`, which hands the order over to
 * the order confirmation. (`/stay/order-product` alone redirects to the stay.) Both read the
 * same query.
 */
export function stayDatesRoutes(_context: RouteContext): RouteObject[] {
  return [
    {
      path: 'reservation-extension',
      handle: {
        pageTitle: (t) => t('changes:stayDates.title'),
        texts: ['changes'],
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./stayDatesLoader.ts')).stayDatesLoader,
        Component: async () => (await import('./StayDatesRoute.tsx')).StayDatesRoute,
      },
    },
    {
      path: 'order-product/reservation-extension',
      handle: {
        pageTitle: (t) => t('changes:extensionOrder.title'),
        texts: ['changes'],
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./stayDatesLoader.ts')).stayDatesLoader,
        Component: async () => (await import('./ExtensionOrderRoute.tsx')).ExtensionOrderRoute,
      },
    },
  ];
}
