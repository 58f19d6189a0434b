import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../routing/routeHandle.ts';

/**
 * Other dates: `/stay/change-dates` (both days before arrival, the departure once started).
 * A longer stay: `/stay/reservation-extension` (1 night, 2 nights or more than 2 nights) and its
 * order step `/stay/order-product/reservation-extension?nights=`, which hands the order over to
 * the order confirmation. (`/stay/order-product` alone redirects to the stay.) The two extension
 * screens read the same query (`extensionQuery.ts`).
 */
export function changeDatesRoutes(): RouteObject[] {
  return [
    {
      path: 'reservation-extension',
      handle: {
        pageTitle: (t) => t('changes:extension.title'),
        texts: ['changes'],
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./extensionLoader.ts')).extensionLoader,
        Component: async () => (await import('./ExtensionRoute.tsx')).ExtensionRoute,
      },
    },
    {
      path: 'change-dates',
      handle: {
        pageTitle: (t) => t('changes:changeDates.title'),
        texts: ['changes'],
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./changeDatesLoader.ts')).changeDatesLoader,
        Component: async () => (await import('./ChangeDatesRoute.tsx')).ChangeDatesRoute,
      },
    },
    {
      path: 'order-product/reservation-extension',
      handle: {
        pageTitle: (t) => t('changes:extensionOrder.title'),
        texts: ['changes'],
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./extensionLoader.ts')).extensionLoader,
        Component: async () => (await import('./ExtensionOrderRoute.tsx')).ExtensionOrderRoute,
      },
    },
  ];
}
