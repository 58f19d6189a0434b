import { createStayScreenLoader } from '../../app/routeLoaders.ts';
import type { CleaningRouteQuery } from './__generated__/CleaningRouteQuery.graphql.ts';
import cleaningRouteQuery from './__generated__/CleaningRouteQuery.graphql.ts';

export const cleaningLoader = createStayScreenLoader<CleaningRouteQuery>(cleaningRouteQuery);
