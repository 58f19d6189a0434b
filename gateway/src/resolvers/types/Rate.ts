import { moneyOf } from '../../derive/money.ts';
import type { RateResolvers } from '../../graphql/resolvers.generated.ts';

export const Rate: RateResolvers = {
  rateId: (rate) => rate.id,
  totalPrice: (rate) => moneyOf(rate.totalPrice, rate.currencyCode),
  pricePerNight: (rate) => moneyOf(rate.pricePerNight, rate.currencyCode),
  discountPricePerNight: (rate) =>
    rate.discountPricePerNight === null
      ? null
      : moneyOf(rate.discountPricePerNight, rate.currencyCode),
  vatAmount: (rate) => moneyOf(rate.vatAmount, rate.currencyCode),
};
