import { createStayScreenLoader } from '../../routing/routeLoaders.ts';
import type { CancelRouteQuery } from './__generated__/CancelRouteQuery.graphql.ts';
import cancelRouteQuery from './__generated__/CancelRouteQuery.graphql.ts';

export const cancelLoader = createStayScreenLoader<CancelRouteQuery>(cancelRouteQuery);
