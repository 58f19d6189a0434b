import { createStayScreenLoader } from '../../app/routeLoaders.ts';
import type { UpgradeRouteQuery } from './__generated__/UpgradeRouteQuery.graphql.ts';
import upgradeRouteQuery from './__generated__/UpgradeRouteQuery.graphql.ts';

export const upgradeLoader = createStayScreenLoader<UpgradeRouteQuery>(upgradeRouteQuery);
