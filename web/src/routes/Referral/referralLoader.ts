import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { routeContextOf } from '../../routing/routeContext.ts';
import { createRouteQueryLoader } from '../../routing/routeLoaders.ts';
import type { ReferralRouteQuery } from './__generated__/ReferralRouteQuery.graphql.ts';
import referralRouteQuery from './__generated__/ReferralRouteQuery.graphql.ts';

export type ReferralLoaderData = { queryRef: PreloadedQuery<ReferralRouteQuery> };

const load = createRouteQueryLoader<ReferralRouteQuery>(referralRouteQuery);

export function referralLoader(args: LoaderFunctionArgs): ReferralLoaderData {
  return { queryRef: load(routeContextOf(args).environment, {}) };
}
