import { createStayScreenLoader } from '../../routing/routeLoaders.ts';
import type { AccessRouteQuery } from './__generated__/AccessRouteQuery.graphql.ts';
import accessRouteQuery from './__generated__/AccessRouteQuery.graphql.ts';

export const accessLoader = createStayScreenLoader<AccessRouteQuery>(accessRouteQuery);
