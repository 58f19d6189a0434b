import { createStayScreenLoader } from '../../routing/routeLoaders.ts';
import type { AskRouteQuery } from './__generated__/AskRouteQuery.graphql.ts';
import askRouteQuery from './__generated__/AskRouteQuery.graphql.ts';

export const askLoader = createStayScreenLoader<AskRouteQuery>(askRouteQuery);
