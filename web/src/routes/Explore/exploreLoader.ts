import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { routeContextOf } from '../../routing/routeContext.ts';
import { createRouteQueryLoader } from '../../routing/routeLoaders.ts';
import { staySlugOf } from '../../session/device.ts';
import { exploreGuard } from '../Stay/stayGuards.ts';
import type { ExploreRouteQuery } from './__generated__/ExploreRouteQuery.graphql.ts';
import exploreRouteQuery from './__generated__/ExploreRouteQuery.graphql.ts';

export type ExploreLoaderData = { hasStay: boolean; queryRef: PreloadedQuery<ExploreRouteQuery> };

const load = createRouteQueryLoader<ExploreRouteQuery>(exploreRouteQuery);

export function exploreLoader(args: LoaderFunctionArgs): ExploreLoaderData | Response {
  const { environment, presentation, device } = routeContextOf(args);
  const guarded = exploreGuard(presentation);
  if (guarded) return guarded;
  // Explore works without a stay too: it then shows the cities and the way to book.
  const slug = staySlugOf(args.request, device);
  return {
    hasStay: slug !== null,
    queryRef: load(environment, { slug: slug ?? '', hasStay: slug !== null }),
  };
}
