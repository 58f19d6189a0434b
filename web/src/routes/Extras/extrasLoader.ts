import { createStayScreenLoader } from '../../routing/routeLoaders.ts';
import type { ExtrasRouteQuery } from './__generated__/ExtrasRouteQuery.graphql.ts';
import extrasRouteQuery from './__generated__/ExtrasRouteQuery.graphql.ts';

export const extrasLoader = createStayScreenLoader<ExtrasRouteQuery>(extrasRouteQuery, {
  // The upgrade's prices come from its availability, which moves with every guest's purchases.
  fetchPolicy: 'store-and-network',
});
