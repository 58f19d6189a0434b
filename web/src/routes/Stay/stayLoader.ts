import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { createRouteQueryLoader, routeContextOf } from '../../app/routeLoaders.ts';
import { staySlugOf } from '../../stay/currentStay.ts';
import type { StayRouteQuery } from './__generated__/StayRouteQuery.graphql.ts';
import stayRouteQuery from './__generated__/StayRouteQuery$parameters.ts';

export type StayLoaderData =
  | { kind: 'no-reservation' }
  | { kind: 'stay'; queryRef: PreloadedQuery<StayRouteQuery> };

const load = createRouteQueryLoader<StayRouteQuery>(stayRouteQuery);

export function stayLoader(args: LoaderFunctionArgs): StayLoaderData {
  const slug = staySlugOf(args.request);
  // No slug anywhere: the screen explains how to find a booking (not a redirect).
  return slug === null
    ? { kind: 'no-reservation' }
    : { kind: 'stay', queryRef: load(routeContextOf(args).environment, { slug }) };
}
