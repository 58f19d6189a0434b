import type { PreloadedQuery } from 'react-relay';
import { redirect } from 'react-router';
import { relayEnvironment } from '../../relay/environment.ts';
import { createRouteQueryLoader } from '../../relay/routeQuery.ts';
import { resolveStaySlug } from '../../stay/currentStay.ts';
import stayRouteQuery, { type StayRouteQuery } from './__generated__/StayRouteQuery.graphql.ts';

const loadStayQuery = createRouteQueryLoader<StayRouteQuery>(relayEnvironment, stayRouteQuery);

export type StayLoaderData = { queryRef: PreloadedQuery<StayRouteQuery> };

/**
 * Starts the stay query while the screen's code chunk downloads. Without a slug in the address
 * or in storage there is nothing to show, so the guest is sent to look the booking up.
 */
export function stayLoader({ request }: { request: Request }): StayLoaderData | Response {
  const slug = resolveStaySlug(new URL(request.url).searchParams.get('slug'));
  if (slug === null) return redirect('/check-in');
  return { queryRef: loadStayQuery({ slug }) };
}
