import type { RewardsRouteQuery } from './__generated__/RewardsRouteQuery.graphql.ts';
import rewardsRouteQuery from './__generated__/RewardsRouteQuery.graphql.ts';
import { createAccountScreenLoader } from './accountScreenLoader.ts';

export const rewardsLoader = createAccountScreenLoader<RewardsRouteQuery>(rewardsRouteQuery);
