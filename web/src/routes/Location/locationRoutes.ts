import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../routing/routeHandle.ts';

/** `/stay/location`: how to find us. */
export function locationRoutes(): RouteObject[] {
  return [
    {
      path: 'location',
      handle: {
        pageTitle: (t) => t('location:location.title'),
        texts: ['location'],
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./locationLoader.ts')).locationLoader,
        Component: async () => (await import('./LocationRoute.tsx')).LocationRoute,
      },
    },
  ];
}
