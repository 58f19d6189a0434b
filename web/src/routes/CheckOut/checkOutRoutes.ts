import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../routing/routeHandle.ts';

/** `/stay/check-out` and `/stay/check-out/success` (route names check-out, check-out-success). */
export function checkOutRoutes(): RouteObject[] {
  return [
    {
      id: 'check-out',
      path: 'check-out',
      handle: {
        pageTitle: (t) => t('checkOut:checkOut.title'),
        texts: ['checkOut'],
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./checkOutLoader.ts')).checkOutLoader,
        Component: async () => (await import('./CheckOutRoute.tsx')).CheckOutRoute,
      },
    },
    {
      id: 'check-out-success',
      path: 'check-out/success',
      handle: {
        pageTitle: (t) => t('checkOut:checkOutSuccess.title'),
        texts: ['checkOut'],
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./checkOutSuccessLoader.ts')).checkOutSuccessLoader,
        Component: async () => (await import('./CheckOutSuccessRoute.tsx')).CheckOutSuccessRoute,
      },
    },
  ];
}
