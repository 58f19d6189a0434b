import type { RouteObject } from 'react-router';
import type { RouteContext } from '../../app/routeContext.ts';
import type { RouteHandle } from '../../app/routeHandle.ts';
import { clearCurrentStay } from '../../session/currentStay.ts';

export function errorRoutes(_context: RouteContext): RouteObject[] {
  return [
    {
      path: 'error',
      // Whatever stay led here is broken, so it must not be reopened from storage.
      loader: () => {
        clearCurrentStay();
        return null;
      },
      handle: { pageTitle: (t) => t('notFound.title') } satisfies RouteHandle,
      lazy: {
        Component: async () => (await import('./ErrorRoute.tsx')).ErrorRoute,
      },
    },
  ];
}
