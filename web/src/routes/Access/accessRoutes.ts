import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routeHandle.ts';
import type { RouteContext } from '../../routes.tsx';
import { createStayScreenLoader } from '../../stay/stayScreenLoader.ts';
import type { AccessRouteQuery } from './__generated__/AccessRouteQuery.graphql.ts';
import accessRouteQuery from './__generated__/AccessRouteQuery$parameters.ts';

/**
 * `/stay/access`, door access. Not a tab of its own (the spec's tabs are Stay, Extras, Explore,
 * Ask/Help, Account): the stay page's door summary leads here, and the Stay tab stays marked.
 */
export function accessRoutes({ environment }: RouteContext): RouteObject[] {
  return [
    {
      path: 'access',
      loader: createStayScreenLoader<AccessRouteQuery>(environment, accessRouteQuery),
      handle: {
        pageTitle: (t) => t('access:page.title'),
        texts: ['access'],
      } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./AccessRoute.tsx')).AccessRoute }),
    },
  ];
}
