import { createStayScreenLoader } from '../../routing/routeLoaders.ts';
import type { CancelSuccessRouteQuery } from './__generated__/CancelSuccessRouteQuery.graphql.ts';
import cancelSuccessRouteQuery from './__generated__/CancelSuccessRouteQuery.graphql.ts';

export const cancelSuccessLoader =
  createStayScreenLoader<CancelSuccessRouteQuery>(cancelSuccessRouteQuery);
