import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../routing/routeHandle.ts';
import { stayAreaRouteId } from '../../routing/stayArea.ts';
import { stayAreaLoader } from './stayAreaLoader.ts';

/**
 * `/stay` and everything under it: the stay's screens have the header and the tab bar; the area's
 * loader (`stayAreaLoader.ts`) remembers the stay and sends the white-label app without a slug to
 * `/error` before any screen loads.
 */
export function stayAreaRoute(children: RouteObject[]): RouteObject {
  return {
    id: stayAreaRouteId,
    path: 'stay',
    handle: { navigation: true } satisfies RouteHandle,
    loader: stayAreaLoader,
    // The stay depends on the address's slug alone: read again only for another.
    shouldRevalidate: ({ currentUrl, nextUrl }) =>
      currentUrl.searchParams.get('slug') !== nextUrl.searchParams.get('slug'),
    children,
  };
}
