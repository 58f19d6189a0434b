import { createStayScreenLoader } from '../../app/routeLoaders.ts';
import type { ChangeTimeRouteQuery } from './__generated__/ChangeTimeRouteQuery.graphql.ts';
import changeTimeRouteQuery from './__generated__/ChangeTimeRouteQuery.graphql.ts';

export const changeTimeLoader = createStayScreenLoader<ChangeTimeRouteQuery>(changeTimeRouteQuery);
