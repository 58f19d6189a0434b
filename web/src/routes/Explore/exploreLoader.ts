import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { routeContextOf } from '../../app/routeContext.ts';
import { createRouteQueryLoader } from '../../app/routeLoaders.ts';
import { staySlugOf } from '../../session/currentStay.ts';
import { exploreGuard } from '../Stay/stayGuards.ts';
import type { ExploreRouteQuery } from './__generated__/ExploreRouteQuery.graphql.ts';
import exploreRouteQuery from './__generated__/ExploreRouteQuery.graphql.ts';

export type ExploreLoaderData = { hasStay: boolean; queryRef: PreloadedQuery<ExploreRouteQuery> };

const load = createRouteQueryLoader<ExploreRouteQuery>(exploreRouteQuery);

export function exploreLoader(args: LoaderFunctionArgs): ExploreLoaderData | Response {
  const { environment, presentation } = routeContextOf(args);
  const guarded = exploreGuard(presentation);
  if (guarded) return guarded;
  // Explore works without a stay too: it then shows the cities and the way to book.
  const slug = staySlugOf(args.request);
  return {
    hasStay: slug !== null,
    queryRef: load(environment, { slug: slug ?? '', hasStay: slug !== null }),
  };
}
