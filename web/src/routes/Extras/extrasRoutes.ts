import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../routing/routeHandle.ts';

/** `/stay/extras`: the shop of the stay, a tab in both presentations. */
export function extrasRoutes(): RouteObject[] {
  return [
    {
      path: 'extras',
      handle: {
        pageTitle: (t) => t('extras:page.title'),
        texts: ['extras', 'prices'],
        tab: {
          id: 'extras',
          to: '/stay/extras',
          order: 20,
          presentations: ['main', 'white-label'],
        },
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./extrasLoader.ts')).extrasLoader,
        Component: async () => (await import('./ExtrasRoute.tsx')).ExtrasRoute,
      },
    },
  ];
}
