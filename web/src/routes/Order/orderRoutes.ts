import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../routing/routeHandle.ts';

/** `/stay/order-confirmation` (places and follows the draft) and `/stay/order-success`. */
export function orderRoutes(): RouteObject[] {
  return [
    {
      path: 'order-confirmation',
      handle: {
        pageTitle: (t) => t('payment:confirmation.title'),
        texts: ['payment'],
        drawnByBrowserOnly: "the order draft in the tab's session storage",
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./orderConfirmationLoader.ts')).orderConfirmationLoader,
        Component: async () =>
          (await import('./OrderConfirmationRoute.tsx')).OrderConfirmationRoute,
      },
    },
    {
      path: 'order-success',
      handle: {
        pageTitle: (t) => t('payment:success.title'),
        texts: ['payment'],
        drawnByBrowserOnly: "the order draft in the tab's session storage",
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./orderSuccessLoader.ts')).orderSuccessLoader,
        Component: async () => (await import('./OrderSuccessRoute.tsx')).OrderSuccessRoute,
      },
    },
  ];
}
