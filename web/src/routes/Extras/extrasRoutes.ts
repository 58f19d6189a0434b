import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routeHandle.ts';
import type { RouteContext } from '../../routes.tsx';
import { createStayScreenLoader } from '../../stay/stayScreenLoader.ts';
import type { ExtrasRouteQuery } from './__generated__/ExtrasRouteQuery.graphql.ts';
import extrasRouteQuery from './__generated__/ExtrasRouteQuery$parameters.ts';

/** `/stay/extras`: the shop of the stay, a tab in both presentations. */
export function extrasRoutes({ environment }: RouteContext): RouteObject[] {
  return [
    {
      path: 'extras',
      loader: createStayScreenLoader<ExtrasRouteQuery>(environment, extrasRouteQuery),
      handle: {
        pageTitle: (t) => t('extras:page.title'),
        texts: ['extras'],
        tab: {
          id: 'extras',
          to: '/stay/extras',
          order: 20,
          presentations: ['main', 'white-label'],
        },
      } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./ExtrasRoute.tsx')).ExtrasRoute }),
    },
  ];
}
