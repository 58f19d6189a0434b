import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../routing/routeHandle.ts';

/** `/stay/change-time`: another check-in or check-out time, from the timeslots on sale. */
export function changeTimeRoutes(): RouteObject[] {
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
