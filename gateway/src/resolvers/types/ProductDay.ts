import { moneyOf } from '../../derive/money.ts';
import type { ProductDayResolvers } from '../../graphql/resolvers.generated.ts';

export const ProductDay: ProductDayResolvers = {
  pricePerGuest: (day) => moneyOf(day.pricePerGuest, day.currency),
  totalPrice: (day) => moneyOf(day.totalPrice, day.currency),
  // An older core API answer without the flag has nothing ordered on the day it offers.
  isOrdered: (day) => day.isOrdered ?? false,
};
