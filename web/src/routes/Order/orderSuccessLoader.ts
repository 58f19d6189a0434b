import { createStayScreenLoader } from '../../routing/routeLoaders.ts';
import type { OrderSuccessRouteQuery } from './__generated__/OrderSuccessRouteQuery.graphql.ts';
import orderSuccessRouteQuery from './__generated__/OrderSuccessRouteQuery.graphql.ts';

export const orderSuccessLoader =
  createStayScreenLoader<OrderSuccessRouteQuery>(orderSuccessRouteQuery);
