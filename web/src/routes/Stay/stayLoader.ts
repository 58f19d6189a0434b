import type { PreloadedQuery } from 'react-relay';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { stayPath } from '../../routing/paths.ts';
import { routeContextOf } from '../../routing/routeContext.ts';
import { createRouteQueryLoader, requireReservation } from '../../routing/routeLoaders.ts';
import { staySlugOf } from '../../session/device.ts';
import type { StayRouteQuery } from './__generated__/StayRouteQuery.graphql.ts';
import stayRouteQuery from './__generated__/StayRouteQuery.graphql.ts';

export type StayLoaderData =
  | { kind: 'no-reservation'; signedIn: boolean }
  | { kind: 'stay'; queryRef: PreloadedQuery<StayRouteQuery> };

const load = createRouteQueryLoader<StayRouteQuery>(stayRouteQuery);

export async function stayLoader(args: LoaderFunctionArgs): Promise<StayLoaderData | Response> {
  const { environment, presentation, device } = routeContextOf(args);
  const slug = staySlugOf(args.request, device);
  if (slug !== null) {
    const queryRef = load(environment, { slug });
    await requireReservation(environment, stayRouteQuery, queryRef);
    return { kind: 'stay', queryRef };
  }
  // No slug anywhere. A signed-in guest of the main app sees their current stay (its address
  // then stores it as the current stay); anyone else is told how to find a booking.
  const signedIn = presentation === 'main' && device.isSignedIn();
  if (signedIn) {
    const { currentReservationSlug } = await import('./currentReservation.ts');
    const current = await currentReservationSlug(environment);
    if (current) return redirect(stayPath(current));
  }
  return { kind: 'no-reservation', signedIn };
}
