import { toGraphQLEnum } from '../derive/enums.ts';
import type { OrderedItemResolvers, ProductResolvers } from '../graphql/resolvers.generated.ts';
import { chargeMethodOf, productGroupOf } from './product-enums.ts';

const productTypes = [
  'BREAKFAST',
  'CUSTOM',
  'EARLY_CHECK_IN',
  'GYM',
  'LATE_CHECK_OUT',
  'MID_STAY_CLEANING',
  'PARKING',
  'RESERVATION_EXTENSION_REQUEST',
  'SAUNA_KIT',
  'STOCKED_FRIDGE',
  'UNIT_CATEGORY_UPGRADE',
] as const;
const chargeIntervals = ['DAILY', 'HOURLY', 'MONTHLY', 'WEEKLY'] as const;

export const Product: ProductResolvers = {
  productId: (product) => product.id,
  serviceId: (product) => product.serviceId ?? null,
  type: (product) => toGraphQLEnum(product.type, productTypes, 'UNKNOWN'),
  priceGross: (product) => ({
    amount: product.priceGross,
    currencyCode: product.currency ?? 'EUR',
  }),
  chargeInterval: (product) => toGraphQLEnum(product.chargeInterval, chargeIntervals, 'ONCE'),
  chargeMethod: (product) => chargeMethodOf(product.chargeMethod),
  group: (product) => productGroupOf(product.productGroup?.key ?? product.group),
  isOrderable: (product) => product.isOrderable ?? false,
  customerRewardId: (product) => product.customerRewardId ?? null,
};

const listedStatuses = ['PENDING', 'PROCESSED', 'CONFIRMED', 'DELIVERED'] as const;

export const OrderedItem: OrderedItemResolvers = {
  orderItemId: (item) => item.id,
  productId: (item) => item.productId ?? '',
  consumptionDate: (item) => item.consumptionDate ?? null,
  consumptionEndDate: (item) => item.consumptionEndDate ?? null,
  priceGross: (item) => ({ amount: item.priceGross, currencyCode: item.currency ?? 'EUR' }),
  // Reservation.orderedItems lists only these statuses, so the fallback is never reached there.
  status: (item) => toGraphQLEnum(item.status, listedStatuses, 'PENDING'),
};
