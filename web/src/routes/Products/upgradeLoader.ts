import { createStayScreenLoader } from '../../routing/routeLoaders.ts';
import type { UpgradeRouteQuery } from './__generated__/UpgradeRouteQuery.graphql.ts';
import upgradeRouteQuery from './__generated__/UpgradeRouteQuery.graphql.ts';

export const upgradeLoader = createStayScreenLoader<UpgradeRouteQuery>(upgradeRouteQuery, {
  // Which categories are free moves with every guest's purchases.
  fetchPolicy: 'store-and-network',
});
