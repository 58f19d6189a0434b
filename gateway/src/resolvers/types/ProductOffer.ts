import { moneyOf } from '../../derive/money.ts';
import { orderItemViewOf, partOf } from '../../derive/reservation.ts';
import type { ProductOfferResolvers } from '../../graphql/resolvers.generated.ts';

/** One kind of product's offer, as derive/stay states it for the stay. */
export const ProductOffer: ProductOfferResolvers = {
  type: ({ type }) => type,
  state: ({ offer }) => offer.state,
  product: ({ offer, reservation }) => (offer.product ? partOf(reservation, offer.product) : null),
  price: ({ offer, reservation }) =>
    offer.product
      ? moneyOf(offer.price, offer.product.currency ?? reservation.currencyCode ?? 'EUR')
      : null,
  isReward: ({ offer }) => offer.product !== null && offer.rewardId !== null,
  boughtItems: ({ offer, reservation }) => {
    if (!offer.product) return [];
    return offer.bought.map((item) => orderItemViewOf(reservation, item));
  },
  canChange: ({ offer }) => offer.product !== null && offer.canChange,
};
