import type { LoaderFunctionArgs } from 'react-router';
import { mainPresentationOnly, requireSignedIn } from '../../app/guards.ts';
import { createRouteQueryLoader, routeContextOf } from '../../app/routeLoaders.ts';
import { isSignedIn } from '../../session/session.ts';
import type { ReservationsRouteQuery } from './__generated__/ReservationsRouteQuery.graphql.ts';
import reservationsRouteQuery from './__generated__/ReservationsRouteQuery$parameters.ts';
import type { AccountScreenData } from './accountLoader.ts';

const load = createRouteQueryLoader<ReservationsRouteQuery>(reservationsRouteQuery);

export function reservationsLoader(
  args: LoaderFunctionArgs,
): AccountScreenData<ReservationsRouteQuery> | Response {
  const { environment, presentation } = routeContextOf(args);
  return (
    mainPresentationOnly(presentation) ??
    requireSignedIn(isSignedIn()) ?? { queryRef: load(environment, {}) }
  );
}
