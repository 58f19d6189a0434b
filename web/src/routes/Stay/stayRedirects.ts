import type { RouteObject } from 'react-router';
import { redirectKeepingSearch } from '../../routing/guards.ts';
import { paths } from '../../routing/paths.ts';

/** The stay's old addresses that redirect (spec §2), keeping `?slug=`. */
export function stayRedirectRoutes(): RouteObject[] {
  return [
    { path: 'services', loader: ({ request }) => redirectKeepingSearch(request, '/stay/extras') },
    { path: 'payment', loader: ({ request }) => redirectKeepingSearch(request, paths.stay) },
    {
      // Its child, /stay/order-product/reservation-extension, is the stay extension's order step.
      path: 'order-product',
      children: [
        { index: true, loader: ({ request }) => redirectKeepingSearch(request, paths.stay) },
      ],
    },
  ];
}
