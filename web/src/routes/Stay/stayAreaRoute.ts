import type { RouteObject } from 'react-router';
import { requireSlugOnWhiteLabel } from '../../app/guards.ts';
import type { RouteContext } from '../../app/routeContext.ts';
import type { RouteHandle } from '../../app/routeHandle.ts';
import { staySlugOf } from '../../session/currentStay.ts';

/**
 * `/stay` and everything under it: the stay's screens have the header and the tab bar, and the
 * white-label app sends a stay route without a slug to `/error` before any screen loads.
 */
export function stayAreaRoute(
  { presentation }: RouteContext,
  children: RouteObject[],
): RouteObject {
  return {
    path: 'stay',
    loader: ({ request }) => requireSlugOnWhiteLabel(presentation, staySlugOf(request)),
    handle: { navigation: true } satisfies RouteHandle,
    children,
  };
}
