import { toGraphQLEnum } from '../derive/enums.ts';
import { orderedImages } from '../derive/images.ts';
import { reservationStatusOf } from '../derive/reservation.ts';
import { shownReservationSummaries } from '../derive/reservation-summaries.ts';
import {
  isRewardUnlocked,
  keptRewardTypes,
  rewardStatusOf,
  shownRewards,
} from '../derive/rewards.ts';
import { timeZoneOrDefault } from '../derive/time.ts';
import { CatalogueError } from '../errors/catalogue.ts';
import { failureLogFields, userErrorOf } from '../errors/user-error.ts';
import { connectionFromArray } from '../graphql/connection.ts';
import { type Loaders, viewerKey } from '../graphql/loaders.ts';
import type {
  CustomerStatisticsResolvers,
  ReservationSummaryResolvers,
  RewardResolvers,
  RewardType,
  ViewerResolvers,
} from '../graphql/resolvers.generated.ts';
import type { CustomerDto } from '../upstream/dto.ts';

/** The signed-in customer plus the loaders bound to their session (the bearer they carry). */
export type ViewerView = { customer: CustomerDto; loaders: Loaders };

/**
 * Reads the signed-in customer through these loaders. Undefined when the core API does not accept
 * the session (no valid session means no viewer); an empty customer list is 'Customer not found'.
 */
export async function loadViewer(loaders: Loaders): Promise<ViewerView | undefined> {
  let customer: CustomerDto | undefined;
  try {
    customer = await loaders.viewerCustomer.load(viewerKey);
  } catch (error) {
    if (error instanceof CatalogueError && error.classified.code === 'unauthenticated') {
      return undefined;
    }
    throw error;
  }
  if (!customer) throw CatalogueError.of('customer-not-found');
  return { customer, loaders };
}

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

export const CustomerStatistics: CustomerStatisticsResolvers = {
  nightsStayed: (view) => (view.loaded ? view.statistics.nightsStayed : null),
  propertiesVisited: (view) => (view.loaded ? view.statistics.propertiesVisited : null),
  propertiesTotal: (view) => (view.loaded ? view.statistics.propertiesTotal : null),
  hasError: (view) => !view.loaded,
  error: (view) => (view.loaded ? null : userErrorOf(view.failure)),
};

const rewardTypes = keptRewardTypes.map((type) =>
  type.toUpperCase().replaceAll('-', '_'),
) as RewardType[];

export const Reward: RewardResolvers = {
  rewardId: (reward) => reward.id,
  // Only kept types reach here (shownRewards), so the fallback is never used.
  type: (reward) => toGraphQLEnum(reward.type, rewardTypes, 'LOYALTY_VOUCHER'),
  status: (reward) => rewardStatusOf(reward),
  isUnlocked: (reward) => isRewardUnlocked(reward),
  subTitle: (reward) => reward.content?.subTitle ?? '',
  description: (reward) => reward.content?.description ?? '',
  guideline: (reward) => reward.content?.guideline ?? '',
};

export const ReservationSummary: ReservationSummaryResolvers = {
  reservationId: (reservation) => reservation.id,
  status: (reservation) => reservationStatusOf(reservation.status),
  propertyName: (reservation) => reservation.property?.name ?? '',
  city: (reservation) => reservation.property?.city ?? '',
  timeZone: (reservation) => timeZoneOrDefault(reservation.property?.timeZone),
  unitCategoryName: (reservation) => reservation.propertyUnitCategory?.name ?? '',
  unitCategoryImages: (reservation) => orderedImages(reservation.propertyUnitCategory?.images),
};
