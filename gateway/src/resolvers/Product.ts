import { toGraphQLEnum } from '../derive/enums.ts';
import type { OrderedItemResolvers, ProductResolvers } from '../graphql/resolvers.generated.ts';

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
const chargeMethods = ['PER_TIME_UNIT', 'PER_PERSON', 'PER_PERSON_PER_TIME_UNIT'] as const;
const productGroups = ['BOB_W_PRODUCTS', 'LOCAL_PRODUCTS', 'PROPERTY_RELATED_PRODUCTS'] as const;

export const Product: ProductResolvers = {
  productId: (product) => product.id,
  serviceId: (product) => product.serviceId ?? null,
  type: (product) => toGraphQLEnum(product.type, productTypes, 'UNKNOWN'),
  priceGross: (product) => ({
    amount: product.priceGross,
    currencyCode: product.currency ?? 'EUR',
  }),
  chargeInterval: (product) => toGraphQLEnum(product.chargeInterval, chargeIntervals, 'ONCE'),
  chargeMethod: (product) => toGraphQLEnum(product.chargeMethod, chargeMethods, 'ONCE'),
  group: (product) =>
    toGraphQLEnum(product.productGroup?.key ?? product.group, productGroups, 'UNKNOWN'),
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
