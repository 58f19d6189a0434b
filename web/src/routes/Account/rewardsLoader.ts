import type { LoaderFunctionArgs } from 'react-router';
import { mainPresentationOnly, requireSignedIn } from '../../app/guards.ts';
import { createRouteQueryLoader, routeContextOf } from '../../app/routeLoaders.ts';
import { isSignedIn } from '../../session/session.ts';
import type { RewardsRouteQuery } from './__generated__/RewardsRouteQuery.graphql.ts';
import rewardsRouteQuery from './__generated__/RewardsRouteQuery$parameters.ts';
import type { AccountScreenData } from './accountLoader.ts';

const load = createRouteQueryLoader<RewardsRouteQuery>(rewardsRouteQuery);

export function rewardsLoader(
  args: LoaderFunctionArgs,
): AccountScreenData<RewardsRouteQuery> | Response {
  const { environment, presentation } = routeContextOf(args);
  return (
    mainPresentationOnly(presentation) ??
    requireSignedIn(isSignedIn()) ?? { queryRef: load(environment, {}) }
  );
}
