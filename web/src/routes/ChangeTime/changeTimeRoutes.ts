import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routeHandle.ts';
import type { RouteContext } from '../../routes.tsx';
import { createStayScreenLoader } from '../../stay/stayScreenLoader.ts';
import type { ChangeTimeRouteQuery } from './__generated__/ChangeTimeRouteQuery.graphql.ts';
import changeTimeRouteQuery from './__generated__/ChangeTimeRouteQuery$parameters.ts';

/** `/stay/change-time`: another check-in or check-out time, from the timeslots on sale. */
export function changeTimeRoutes({ environment }: RouteContext): RouteObject[] {
  return [
    {
      path: 'change-time',
      loader: createStayScreenLoader<ChangeTimeRouteQuery>(environment, changeTimeRouteQuery),
      handle: {
        pageTitle: (t) => t('changeTime:changeTime.title'),
        texts: ['changeTime'],
      } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./ChangeTimeRoute.tsx')).ChangeTimeRoute }),
    },
  ];
}
