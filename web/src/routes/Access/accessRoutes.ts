import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../routing/routeHandle.ts';

/**
 * `/stay/access`, door access. Not a tab of its own (the spec's tabs are Stay, Extras, Explore,
 * Ask/Help, Account): the stay page's door summary leads here, and the Stay tab stays marked.
 */
export function accessRoutes(): RouteObject[] {
  return [
    {
      path: 'access',
      handle: {
        pageTitle: (t) => t('access:page.title'),
        texts: ['access'],
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./accessLoader.ts')).accessLoader,
        Component: async () => (await import('./AccessRoute.tsx')).AccessRoute,
      },
    },
  ];
}
