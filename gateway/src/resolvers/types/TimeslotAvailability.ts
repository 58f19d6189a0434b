import { moneyOf } from '../../derive/money.ts';
import type { TimeslotAvailabilityResolvers } from '../../graphql/resolvers.generated.ts';

export const TimeslotAvailability: TimeslotAvailabilityResolvers = {
  price: (availability) => moneyOf(availability.price, availability.currency),
};
