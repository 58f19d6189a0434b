import { createStayScreenLoader } from '../../app/routeLoaders.ts';
import type { StayDatesQuery } from './__generated__/StayDatesQuery.graphql.ts';
import stayDatesQuery from './__generated__/StayDatesQuery.graphql.ts';

export const stayDatesLoader = createStayScreenLoader<StayDatesQuery>(stayDatesQuery);
