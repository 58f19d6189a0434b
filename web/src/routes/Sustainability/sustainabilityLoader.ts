import { createStayScreenLoader } from '../../routing/routeLoaders.ts';
import type { SustainabilityRouteQuery } from './__generated__/SustainabilityRouteQuery.graphql.ts';
import sustainabilityRouteQuery from './__generated__/SustainabilityRouteQuery.graphql.ts';

export const sustainabilityLoader =
  createStayScreenLoader<SustainabilityRouteQuery>(sustainabilityRouteQuery);
