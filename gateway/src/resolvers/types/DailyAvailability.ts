import { moneyOf } from '../../derive/money.ts';
import { chargeMethodOf } from '../../derive/products.ts';
import type { DailyAvailabilityResolvers } from '../../graphql/resolvers.generated.ts';

export const DailyAvailability: DailyAvailabilityResolvers = {
  price: (daily) => moneyOf(daily.price, daily.currency),
  chargeMethod: (daily) => chargeMethodOf(daily.chargeMethod),
  days: (daily) => daily.days.map((day) => ({ ...day, currency: daily.currency })),
};
