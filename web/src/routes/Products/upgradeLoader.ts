import { createStayScreenLoader } from '../../app/routeLoaders.ts';
import type { UpgradeRouteQuery } from './__generated__/UpgradeRouteQuery.graphql.ts';
import upgradeRouteQuery from './__generated__/UpgradeRouteQuery$parameters.ts';

export const upgradeLoader = createStayScreenLoader<UpgradeRouteQuery>(upgradeRouteQuery);
