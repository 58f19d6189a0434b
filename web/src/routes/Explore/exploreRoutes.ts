import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../routing/routeHandle.ts';

/** `/stay/explore`, the Explore tab (main presentation only): the stay's city, or where we are. */
export function exploreRoutes(): RouteObject[] {
  return [
    {
      path: 'explore',
      handle: {
        pageTitle: (t) => t('content:explore.title'),
        texts: ['content', 'extras'],
        tab: { id: 'explore', to: '/stay/explore', order: 30, presentations: ['main'] },
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./exploreLoader.ts')).exploreLoader,
        Component: async () => (await import('./ExploreRoute.tsx')).ExploreRoute,
      },
    },
  ];
}
