import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../routing/routeHandle.ts';

/**
 * `/stay/plan`: the partners of the stay's property (or, outside production, of the property the
 * debug panel picked). White-label, signed-out and stay-less visitors are sent on by the guard.
 */
export function planRoutes(): RouteObject[] {
  return [
    {
      path: 'plan',
      handle: {
        pageTitle: (t) => t('content:plan.title'),
        texts: ['content', 'extras'],
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./planLoader.ts')).planLoader,
        Component: async () => (await import('./PlanRoute.tsx')).PlanRoute,
      },
    },
  ];
}
