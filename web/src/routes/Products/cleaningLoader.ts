import { createStayScreenLoader } from '../../app/routeLoaders.ts';
import type { CleaningRouteQuery } from './__generated__/CleaningRouteQuery.graphql.ts';
import cleaningRouteQuery from './__generated__/CleaningRouteQuery$parameters.ts';

type CleaningStep = 'overview' | 'schedule';

function cleaningLoader(step: CleaningStep) {
  return createStayScreenLoader<CleaningRouteQuery, { step: CleaningStep }>(cleaningRouteQuery, {
    screen: () => ({ step }),
  });
}

export const cleaningOverviewLoader = cleaningLoader('overview');
export const cleaningScheduleLoader = cleaningLoader('schedule');
