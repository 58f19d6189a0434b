import type { PreloadedQuery } from 'react-relay';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routeHandle.ts';
import { createRouteQueryLoader } from '../../relay/routeQuery.ts';
import type { RouteContext } from '../../routes.tsx';
import { staySlugOf } from '../../stay/currentStay.ts';
import { exploreGuard } from '../Stay/stayGuards.ts';
import type { ExploreRouteQuery } from './__generated__/ExploreRouteQuery.graphql.ts';
import exploreRouteQuery from './__generated__/ExploreRouteQuery$parameters.ts';

export type ExploreLoaderData = { hasStay: boolean; queryRef: PreloadedQuery<ExploreRouteQuery> };

/** `/stay/explore`, the Explore tab (main presentation only): the stay's city, or where we are. */
export function exploreRoutes({ environment, presentation }: RouteContext): RouteObject[] {
  const load = createRouteQueryLoader<ExploreRouteQuery>(environment, exploreRouteQuery);
  return [
    {
      path: 'explore',
      loader: ({ request }) => {
        const guarded = exploreGuard(presentation);
        if (guarded) return guarded;
        // Explore works without a stay too: it then shows the cities and the way to book.
        const slug = staySlugOf(request);
        return {
          hasStay: slug !== null,
          queryRef: load({ slug: slug ?? '', hasStay: slug !== null }),
        } satisfies ExploreLoaderData;
      },
      handle: {
        pageTitle: (t) => t('content:explore.title'),
        texts: ['content', 'extras'],
        tab: { id: 'explore', to: '/stay/explore', order: 30, presentations: ['main'] },
      } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./ExploreRoute.tsx')).ExploreRoute }),
    },
  ];
}
