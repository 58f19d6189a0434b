import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { OperationType } from 'relay-runtime';
import { mainPresentationOnly, requireSignedIn } from '../../app/guards.ts';
import { createRouteQueryLoader, routeContextOf } from '../../app/routeLoaders.ts';
import { isSignedIn } from '../../session/session.ts';
import type { AccountRouteQuery } from './__generated__/AccountRouteQuery.graphql.ts';
import accountRouteQuery from './__generated__/AccountRouteQuery$parameters.ts';

/** What the account's screens read; each of their loaders guards as this one does. */
export type AccountScreenData<TQuery extends OperationType> = { queryRef: PreloadedQuery<TQuery> };

const load = createRouteQueryLoader<AccountRouteQuery>(accountRouteQuery);

export function accountLoader(
  args: LoaderFunctionArgs,
): AccountScreenData<AccountRouteQuery> | Response {
  const { environment, presentation } = routeContextOf(args);
  return (
    mainPresentationOnly(presentation) ??
    requireSignedIn(isSignedIn()) ?? { queryRef: load(environment, {}) }
  );
}
