import { type RouteObject, redirect } from 'react-router';
import { isStandalone } from '../../app/displayMode.ts';
import type { RouteHandle } from '../../app/routeHandle.ts';
import type { RouteContext } from '../../routes.tsx';
import { readCurrentStay } from '../../stay/currentStay.ts';
import { stayPath } from '../../stay/stayPath.ts';

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
