import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../routing/routeHandle.ts';

/**
 * The stay's screens under `/stay`. Each entry: path, handle, and `lazy` with the screen's loader
 * (its module starts the query) and the screen.
 */
export function stayRoutes(): RouteObject[] {
  return [
    {
      index: true,
      handle: {
        pageTitle: (t) => t('stay:page.title'),
        texts: ['stay'],
        tab: { id: 'stay', to: '/stay', order: 10, presentations: ['main', 'white-label'] },
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./stayLoader.ts')).stayLoader,
        Component: async () => (await import('./StayRoute.tsx')).StayRoute,
      },
    },
  ];
}
