import { createStayScreenLoader } from '../../routing/routeLoaders.ts';
import type { TimeslotProductRouteQuery } from './__generated__/TimeslotProductRouteQuery.graphql.ts';
import timeslotProductRouteQuery from './__generated__/TimeslotProductRouteQuery.graphql.ts';
import type { TimeslotProduct } from './TimeslotProductRoute.tsx';

function timeslotProductLoader(product: TimeslotProduct) {
  return createStayScreenLoader<TimeslotProductRouteQuery, { product: TimeslotProduct }>(
    timeslotProductRouteQuery,
    {
      variables: () => ({ isEarlyCheckIn: product === 'EARLY_CHECK_IN' }),
      screen: () => ({ product }),
      // Which times are still free moves with every guest's purchases.
      fetchPolicy: 'store-and-network',
    },
  );
}

export const earlyCheckInLoader = timeslotProductLoader('EARLY_CHECK_IN');
export const lateCheckOutLoader = timeslotProductLoader('LATE_CHECK_OUT');
