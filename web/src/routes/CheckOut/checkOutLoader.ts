import { createStayScreenLoader } from '../../routing/routeLoaders.ts';
import type { CheckOutRouteQuery } from './__generated__/CheckOutRouteQuery.graphql.ts';
import checkOutRouteQuery from './__generated__/CheckOutRouteQuery.graphql.ts';

export const checkOutLoader = createStayScreenLoader<CheckOutRouteQuery>(checkOutRouteQuery);
