import { createStayScreenLoader } from '../../routing/routeLoaders.ts';
import type { ChangeTimeRouteQuery } from './__generated__/ChangeTimeRouteQuery.graphql.ts';
import changeTimeRouteQuery from './__generated__/ChangeTimeRouteQuery.graphql.ts';

export const changeTimeLoader = createStayScreenLoader<ChangeTimeRouteQuery>(changeTimeRouteQuery, {
  // Which times are still free moves with every guest's purchases.
  fetchPolicy: 'store-and-network',
});
