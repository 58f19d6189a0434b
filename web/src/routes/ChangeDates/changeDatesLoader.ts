import { createStayScreenLoader } from '../../routing/routeLoaders.ts';
import type { ChangeDatesRouteQuery } from './__generated__/ChangeDatesRouteQuery.graphql.ts';
import changeDatesRouteQuery from './__generated__/ChangeDatesRouteQuery.graphql.ts';

export const changeDatesLoader =
  createStayScreenLoader<ChangeDatesRouteQuery>(changeDatesRouteQuery);
