import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { routeContextOf } from '../../app/routeContext.ts';
import { createRouteQueryLoader, requireReservation } from '../../app/routeLoaders.ts';
import { staySlugOf } from '../../stay/currentStay.ts';
import type { StayRouteQuery } from './__generated__/StayRouteQuery.graphql.ts';
import stayRouteQuery from './__generated__/StayRouteQuery.graphql.ts';

export type StayLoaderData =
  | { kind: 'no-reservation' }
  | { kind: 'stay'; queryRef: PreloadedQuery<StayRouteQuery> };

const load = createRouteQueryLoader<StayRouteQuery>(stayRouteQuery);

export async function stayLoader(args: LoaderFunctionArgs): Promise<StayLoaderData> {
  const slug = staySlugOf(args.request);
  // No slug anywhere: the screen explains how to find a booking (not a redirect).
  if (slug === null) return { kind: 'no-reservation' };
  const { environment } = routeContextOf(args);
  const queryRef = load(environment, { slug });
  await requireReservation(environment, stayRouteQuery, queryRef);
  return { kind: 'stay', queryRef };
}
