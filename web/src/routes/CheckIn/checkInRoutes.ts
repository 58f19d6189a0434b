import { type RouteObject, redirect } from 'react-router';
import { isStandalone } from '../../app/displayMode.ts';
import type { RouteHandle } from '../../app/routeHandle.ts';
import type { RouteContext } from '../../routes.tsx';
import { readCurrentStay } from '../../stay/currentStay.ts';
import { stayPath } from '../../stay/stayPath.ts';
import { createStayScreenLoader } from '../../stay/stayScreenLoader.ts';
import type { OnlineCheckInRouteQuery } from './__generated__/OnlineCheckInRouteQuery.graphql.ts';
import onlineCheckInRouteQuery from './__generated__/OnlineCheckInRouteQuery$parameters.ts';

export function checkInRoutes(_context: RouteContext): RouteObject[] {
  return [
    {
      path: 'check-in',
      // From the home screen, a guest with a remembered stay goes straight back to it.
      loader: () => {
        const currentStay = readCurrentStay();
        return currentStay && isStandalone() ? redirect(stayPath(currentStay.slug)) : null;
      },
      handle: {
        pageTitle: (t) => t('checkIn:page.title'),
        texts: ['checkIn'],
      } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./CheckInRoute.tsx')).CheckInRoute }),
    },
  ];
}

/** `/stay/check-in`, online check-in of the stay (guest details, identity verification). */
export function onlineCheckInRoutes({ environment }: RouteContext): RouteObject[] {
  return [
    {
      path: 'check-in',
      loader: createStayScreenLoader<OnlineCheckInRouteQuery>(environment, onlineCheckInRouteQuery),
      handle: {
        pageTitle: (t) => t('checkIn:page.title'),
        texts: ['checkIn'],
      } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./OnlineCheckInRoute.tsx')).OnlineCheckInRoute,
      }),
    },
  ];
}
