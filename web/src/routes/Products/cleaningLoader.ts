import { createStayScreenLoader } from '../../routing/routeLoaders.ts';
import type { CleaningRouteQuery } from './__generated__/CleaningRouteQuery.graphql.ts';
import cleaningRouteQuery from './__generated__/CleaningRouteQuery.graphql.ts';

export const cleaningLoader = createStayScreenLoader<CleaningRouteQuery>(cleaningRouteQuery, {
  // Which slots are free, and how many cleanings are booked, move with every booking.
  fetchPolicy: 'store-and-network',
});
