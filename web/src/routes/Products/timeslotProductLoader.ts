import { createStayScreenLoader } from '../../app/routeLoaders.ts';
import type { TimeslotProductRouteQuery } from './__generated__/TimeslotProductRouteQuery.graphql.ts';
import timeslotProductRouteQuery from './__generated__/TimeslotProductRouteQuery.graphql.ts';
import type { TimeslotProduct } from './TimeslotProductRoute.tsx';

function timeslotProductLoader(product: TimeslotProduct) {
  return createStayScreenLoader<TimeslotProductRouteQuery, { product: TimeslotProduct }>(
    timeslotProductRouteQuery,
    {
      variables: () => ({ isEarlyCheckIn: product === 'EARLY_CHECK_IN' }),
      screen: () => ({ product }),
    },
  );
}

export const earlyCheckInLoader = timeslotProductLoader('EARLY_CHECK_IN');
export const lateCheckOutLoader = timeslotProductLoader('LATE_CHECK_OUT');
