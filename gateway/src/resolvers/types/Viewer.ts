import { shownReservationSummaries } from '../../derive/reservation-summaries.ts';
import { rewardsAsCounted, shownRewards } from '../../derive/rewards.ts';
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
  // The same statistics the account shows (one load per request) count the rewards' nights; when
  // they fail, `statistics` says so and the rewards keep the core API's own progress.
  rewards: async ({ customer, loaders }) => {
    const [rewards, statistics] = await Promise.all([
      loaders.customerRewards.load(customer.id),
      loaders.customerStatistics.load(customer.id).catch(() => null),
    ]);
    return shownRewards(rewardsAsCounted(rewards, statistics));
  },
  activeReservations: async ({ customer, loaders }, args) =>
    connectionFromArray(
      shownReservationSummaries(await loaders.activeReservations.load(customer.id)),
      args,
    ),
};
