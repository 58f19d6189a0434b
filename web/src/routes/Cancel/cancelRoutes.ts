import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../routing/routeHandle.ts';

/** `/stay/cancel-reservation` and `/stay/cancel-reservation-success`. */
export function cancelRoutes(): RouteObject[] {
  return [
    {
      path: 'cancel-reservation',
      handle: {
        pageTitle: (t) => t('cancel:cancel.title'),
        texts: ['cancel'],
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./cancelLoader.ts')).cancelLoader,
        Component: async () => (await import('./CancelRoute.tsx')).CancelRoute,
      },
    },
    {
      path: 'cancel-reservation-success',
      handle: {
        pageTitle: (t) => t('cancel:cancelSuccess.title'),
        texts: ['cancel'],
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./cancelSuccessLoader.ts')).cancelSuccessLoader,
        Component: async () => (await import('./CancelSuccessRoute.tsx')).CancelSuccessRoute,
      },
    },
  ];
}
