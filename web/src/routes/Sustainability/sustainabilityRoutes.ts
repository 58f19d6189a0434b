import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../routing/routeHandle.ts';

/** `/stay/sustainability`: the stay's estimated emissions. */
export function sustainabilityRoutes(): RouteObject[] {
  return [
    {
      path: 'sustainability',
      handle: {
        pageTitle: (t) => t('sustainability:sustainability.title'),
        texts: ['sustainability'],
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./sustainabilityLoader.ts')).sustainabilityLoader,
        Component: async () => (await import('./SustainabilityRoute.tsx')).SustainabilityRoute,
      },
    },
  ];
}
