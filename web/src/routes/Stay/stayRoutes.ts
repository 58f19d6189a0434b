import type { PreloadedQuery } from 'react-relay';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routeHandle.ts';
import { createRouteQueryLoader } from '../../relay/routeQuery.ts';
import type { RouteContext } from '../../routes.tsx';
import { staySlugOf } from '../../stay/currentStay.ts';
import type { StayRouteQuery } from './__generated__/StayRouteQuery.graphql.ts';
import stayRouteQuery from './__generated__/StayRouteQuery$parameters.ts';

export type StayLoaderData =
  | { kind: 'no-reservation' }
  | { kind: 'stay'; queryRef: PreloadedQuery<StayRouteQuery> };

/** The stay's screens under `/stay`. Each entry: path, loader (query started here), handle, lazy. */
export function stayRoutes({ environment }: RouteContext): RouteObject[] {
  const loadStay = createRouteQueryLoader<StayRouteQuery>(environment, stayRouteQuery);
  return [
    {
      index: true,
      loader: ({ request }): StayLoaderData => {
        const slug = staySlugOf(request);
        // No slug anywhere: the screen explains how to find a booking (not a redirect).
        return slug === null
          ? { kind: 'no-reservation' }
          : { kind: 'stay', queryRef: loadStay({ slug }) };
      },
      handle: {
        pageTitle: (t) => t('stay:page.title'),
        texts: ['stay'],
        tab: { id: 'stay', to: '/stay', order: 10, presentations: ['main', 'white-label'] },
      } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./StayRoute.tsx')).StayRoute }),
    },
  ];
}
