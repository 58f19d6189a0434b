import type { RouteObject } from 'react-router';
import type { RouteContext } from '../../app/routeContext.ts';
import type { RouteHandle } from '../../app/routeHandle.ts';

/** `/stay/order-confirmation` (places and follows the draft) and `/stay/order-success`. */
export function orderRoutes(_context: RouteContext): RouteObject[] {
  return [
    {
      path: 'order-confirmation',
      handle: {
        pageTitle: (t) => t('payment:confirmation.title'),
        texts: ['payment'],
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
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./orderSuccessLoader.ts')).orderSuccessLoader,
        Component: async () => (await import('./OrderSuccessRoute.tsx')).OrderSuccessRoute,
      },
    },
  ];
}
