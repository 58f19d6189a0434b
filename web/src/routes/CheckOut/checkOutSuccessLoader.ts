import { createStayScreenLoader } from '../../app/routeLoaders.ts';
import type { CheckOutSuccessRouteQuery } from './__generated__/CheckOutSuccessRouteQuery.graphql.ts';
import checkOutSuccessRouteQuery from './__generated__/CheckOutSuccessRouteQuery.graphql.ts';

export const checkOutSuccessLoader =
  createStayScreenLoader<CheckOutSuccessRouteQuery>(checkOutSuccessRouteQuery);
