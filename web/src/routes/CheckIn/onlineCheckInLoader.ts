import { createStayScreenLoader } from '../../routing/routeLoaders.ts';
import type { OnlineCheckInRouteQuery } from './__generated__/OnlineCheckInRouteQuery.graphql.ts';
import onlineCheckInRouteQuery from './__generated__/OnlineCheckInRouteQuery.graphql.ts';

export const onlineCheckInLoader =
  createStayScreenLoader<OnlineCheckInRouteQuery>(onlineCheckInRouteQuery);
