import { type RouteObject, redirect } from 'react-router';
import type { RouteContext } from '../../routing/routeContext.ts';

/**
 * `/test`: in production it goes to the index (spec §2). Elsewhere (decided at run time, so also
 * in the production build `npm start` serves on localhost) it is the testers' page of the app's
 * state and shortcuts, a chunk of its own that production's route table does not reference.
 */
export function testRoutes({ appEnvironment }: RouteContext): RouteObject[] {
  if (appEnvironment === 'production') {
    return [{ path: 'test', loader: () => redirect('/') }];
  }
  return [
    {
      path: 'test',
      // The handle too comes with the page's chunk: production's entry carries none of it.
      lazy: {
        handle: async () => (await import('./TestRoute.tsx')).testRouteHandle,
        Component: async () => (await import('./TestRoute.tsx')).TestRoute,
      },
    },
  ];
}
