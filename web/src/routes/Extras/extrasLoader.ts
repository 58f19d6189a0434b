import { createStayScreenLoader } from '../../app/routeLoaders.ts';
import type { ExtrasRouteQuery } from './__generated__/ExtrasRouteQuery.graphql.ts';
import extrasRouteQuery from './__generated__/ExtrasRouteQuery.graphql.ts';

export const extrasLoader = createStayScreenLoader<ExtrasRouteQuery>(extrasRouteQuery);
