import { type RouteObject, redirect } from 'react-router';
import type { RouteContext } from '../../app/routeContext.ts';
import type { RouteHandle } from '../../app/routeHandle.ts';

/**
 * `/test`: in production it goes to the index (spec §2). Elsewhere it is the testers' page of the
 * app's state and shortcuts. A production build has no page at all: the condition is constant
 * when the bundle is built, so the page's chunk is never emitted.
 */
export function testRoutes({ appEnvironment }: RouteContext): RouteObject[] {
  if (import.meta.env.MODE === 'production' || appEnvironment === 'production') {
    return [{ path: 'test', loader: () => redirect('/') }];
  }
  return [
    {
      path: 'test',
      handle: { pageTitle: () => 'Test page' } satisfies RouteHandle,
      lazy: { Component: async () => (await import('./TestRoute.tsx')).TestRoute },
    },
  ];
}
