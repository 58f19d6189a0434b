import { createStayScreenLoader } from '../../routing/routeLoaders.ts';
import type { CheckOutSuccessRouteQuery } from './__generated__/CheckOutSuccessRouteQuery.graphql.ts';
import checkOutSuccessRouteQuery from './__generated__/CheckOutSuccessRouteQuery.graphql.ts';

export const checkOutSuccessLoader =
  createStayScreenLoader<CheckOutSuccessRouteQuery>(checkOutSuccessRouteQuery);
