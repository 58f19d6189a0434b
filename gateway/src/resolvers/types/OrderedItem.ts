import { toGraphQLEnum } from '../../derive/enums.ts';
import { isLocalDate, localDateOf } from '../../derive/time.ts';
import { toReservationPartId } from '../../graphql/global-id.ts';
import type { OrderedItemResolvers } from '../../graphql/resolvers.generated.ts';
import {
  OrderedItemStatus,
  ProductType,
  TransferDirection,
} from '../../graphql/schema-types.generated.ts';

export const OrderedItem: OrderedItemResolvers = {
  id: (item) => toReservationPartId('OrderedItem', item.reservationId, item.id),
  orderItemId: (item) => item.id,
  productId: (item) => item.productId ?? '',
  // The core API answers a day or, for timeslot products, the slot's instant: one type per field.
  consumptionDate: (item) =>
    item.consumptionDate ? localDateOf(item.consumptionDate, item.timeZone) : null,
  consumptionEndDate: (item) =>
    item.consumptionEndDate ? localDateOf(item.consumptionEndDate, item.timeZone) : null,
  timeslotStartsAt: (item) =>
    item.consumptionDate && !isLocalDate(item.consumptionDate)
      ? new Date(item.consumptionDate).toISOString()
      : null,
  priceGross: (item) => ({ amount: item.priceGross, currencyCode: item.currency ?? 'EUR' }),
  // Reservation.orderedItems lists only these statuses, so the fallback is never reached there.
  status: (item) => toGraphQLEnum(item.status, OrderedItemStatus, 'PENDING'),
  isReward: (item) => Boolean(item.customerRewardId),
  isEstimate: (item) => item.isEstimate === true,
  // Named by what was bought, not by what is on sale now: a product off sale keeps its name.
  name: async (item, _, { loaders }) => {
    if (item.product) return item.product.name;
    if (!item.customProductId || !item.propertyId) return null;
    const custom = await loaders.customProducts.load(item.propertyId);
    return custom.find((product) => product.id === item.customProductId)?.title ?? null;
  },
  type: (item) =>
    item.customProductId
      ? 'CUSTOM'
      : toGraphQLEnum(item.product?.type ?? undefined, ProductType, 'UNKNOWN'),
  transfer: (item) =>
    item.request
      ? {
          direction: toGraphQLEnum(item.request.direction, TransferDirection, 'TO_AIRPORT'),
          date: item.request.date,
          time: item.request.time,
          flightNumber: item.request.flightNumber ?? null,
          address: item.request.address ?? null,
        }
      : null,
};
