import { type RouteObject, redirect } from 'react-router';
import { stayPath } from '../../routing/paths.ts';
import { routeContextOf } from '../../routing/routeContext.ts';
import type { RouteHandle } from '../../routing/routeHandle.ts';

/** `/check-in`, the booking lookup: its form posts to the route's action (`checkInAction.ts`). */
export function checkInRoutes(): RouteObject[] {
  return [
    {
      path: 'check-in',
      // From the home screen, a guest with a remembered stay goes straight back to it (spec
      // §2), on the server too (the stay cookie, the start address's marker), so the lookup form
      // is never drawn first. Only a redirect, with no query: it stays here and decides at once.
      loader: (args) => {
        const { device } = routeContextOf(args);
        const currentStay = device.isInstalledApp() ? device.currentStay() : null;
        return currentStay ? redirect(stayPath(currentStay)) : null;
      },
      handle: {
        pageTitle: (t) => t('checkIn:page.title'),
        texts: ['checkIn'],
      } satisfies RouteHandle,
      lazy: {
        action: async () => (await import('./checkInAction.ts')).checkInAction,
        Component: async () => (await import('./CheckInRoute.tsx')).CheckInRoute,
      },
    },
  ];
}

/** `/stay/check-in`, online check-in of the stay (guest details, identity verification). */
export function onlineCheckInRoutes(): RouteObject[] {
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
