import { isWithinCleaningHours } from '../../derive/cleaning.ts';
import { moneyOf } from '../../derive/money.ts';
import type { CleaningAvailabilityResolvers } from '../../graphql/resolvers.generated.ts';

export const CleaningAvailability: CleaningAvailabilityResolvers = {
  price: (cleaning) => moneyOf(cleaning.price, cleaning.currency),
  timeslots: (cleaning) =>
    cleaning.timeslots.filter((slot) => isWithinCleaningHours(slot, cleaning.timeZone)),
  scheduledCount: (cleaning) => cleaning.scheduled,
  remainingComplimentaryCount: (cleaning) =>
    Math.max(cleaning.cleaningAllowance - cleaning.scheduled, 0),
};
