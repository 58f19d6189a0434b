import { shownReservationSummaries } from '../../derive/reservation-summaries.ts';
import { shownRewards } from '../../derive/rewards.ts';
import { failureLogFields } from '../../errors/user-error.ts';
import { connectionFromArray } from '../../graphql/connection.ts';
import type { ViewerResolvers } from '../../graphql/resolvers.generated.ts';

export const Viewer: ViewerResolvers = {
  profile: (viewer) => viewer.customer,
  // Spec §8: a statistics failure only sets the error flag; the rest of the account still shows.
  statistics: async ({ customer, loaders }, _, { logger }) => {
    try {
      return { loaded: true, statistics: await loaders.customerStatistics.load(customer.id) };
    } catch (failure) {
      logger.warn(failureLogFields(failure), 'customer statistics failed');
      return { loaded: false, failure };
    }
  },
  rewards: async ({ customer, loaders }) =>
    shownRewards(await loaders.customerRewards.load(customer.id)),
  activeReservations: async ({ customer, loaders }, args) =>
    connectionFromArray(
      shownReservationSummaries(await loaders.activeReservations.load(customer.id)),
      args,
    ),
};
