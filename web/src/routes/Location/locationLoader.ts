import { createStayScreenLoader } from '../../routing/routeLoaders.ts';
import type { LocationRouteQuery } from './__generated__/LocationRouteQuery.graphql.ts';
import locationRouteQuery from './__generated__/LocationRouteQuery.graphql.ts';

export const locationLoader = createStayScreenLoader<LocationRouteQuery>(locationRouteQuery);
