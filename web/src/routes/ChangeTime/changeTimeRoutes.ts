import type { RouteObject } from 'react-router';
import type { RouteContext } from '../../app/routeContext.ts';
import type { RouteHandle } from '../../app/routeHandle.ts';

/** `/stay/change-time`: another check-in or check-out time, from the timeslots on sale. */
export function changeTimeRoutes(_context: RouteContext): RouteObject[] {
  return [
    {
      path: 'change-time',
      handle: {
        pageTitle: (t) => t('changeTime:changeTime.title'),
        texts: ['changeTime'],
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./changeTimeLoader.ts')).changeTimeLoader,
        Component: async () => (await import('./ChangeTimeRoute.tsx')).ChangeTimeRoute,
      },
    },
  ];
}
