import { type RouteObject, redirect } from 'react-router';
import { isStandalone } from '../../app/displayMode.ts';
import { stayPath } from '../../app/paths.ts';
import type { RouteContext } from '../../app/routeContext.ts';
import type { RouteHandle } from '../../app/routeHandle.ts';
import { readCurrentStay } from '../../session/currentStay.ts';

/** `/check-in`, the booking lookup. */
export function checkInRoutes(_context: RouteContext): RouteObject[] {
  return [
    {
      path: 'check-in',
      // From the home screen, a guest with a remembered stay goes straight back to it. Only a
      // redirect from storage, with no query: it stays here and decides at once.
      loader: () => {
        const currentStay = isStandalone() ? readCurrentStay() : null;
        return currentStay ? redirect(stayPath(currentStay.slug)) : null;
      },
      handle: {
        pageTitle: (t) => t('checkIn:page.title'),
        texts: ['checkIn'],
      } satisfies RouteHandle,
      lazy: {
        Component: async () => (await import('./CheckInRoute.tsx')).CheckInRoute,
      },
    },
  ];
}

/** `/stay/check-in`, online check-in of the stay (guest details, identity verification). */
export function onlineCheckInRoutes(_context: RouteContext): RouteObject[] {
  return [
    {
      path: 'check-in',
      handle: {
        pageTitle: (t) => t('checkIn:page.title'),
        texts: ['checkIn'],
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./onlineCheckInLoader.ts')).onlineCheckInLoader,
        Component: async () => (await import('./OnlineCheckInRoute.tsx')).OnlineCheckInRoute,
      },
    },
  ];
}
