import type { RouteObject } from 'react-router';
import type { RouteContext } from '../../app/routeContext.ts';
import type { RouteHandle } from '../../app/routeHandle.ts';

/**
 * `/stay/plan`: the partners of the stay's property (or, outside production, of the property the
 * debug panel picked). White-label, signed-out and stay-less visitors are sent on by the guard.
 */
export function planRoutes(_context: RouteContext): RouteObject[] {
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
