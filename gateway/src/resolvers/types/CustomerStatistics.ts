import { userErrorOf } from '../../errors/user-error.ts';
import type { CustomerStatisticsResolvers } from '../../graphql/resolvers.generated.ts';

export const CustomerStatistics: CustomerStatisticsResolvers = {
  nightsStayed: (view) => (view.loaded ? view.statistics.nightsStayed : null),
  propertiesVisited: (view) => (view.loaded ? view.statistics.propertiesVisited : null),
  propertiesTotal: (view) => (view.loaded ? view.statistics.propertiesTotal : null),
  hasError: (view) => !view.loaded,
  error: (view) => (view.loaded ? null : userErrorOf(view.failure)),
};
