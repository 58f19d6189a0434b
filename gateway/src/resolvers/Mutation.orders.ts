import { type StayTimeChange, stayTimeChangesOf, timeslotOrderLine } from '../derive/stay-times.ts';
import { CatalogueError, catalogueError, orderNotPlaced } from '../errors/catalogue.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { productAvailabilityKey } from '../graphql/loaders.ts';
import type { MutationResolvers } from '../graphql/resolvers.generated.ts';
import { orderCustomProduct, orderProducts } from '../upstream/core-api.ts';
import type { OrderDto, OrderLineInput } from '../upstream/dto.ts';
import { requireReservation, reservationWrite } from './Mutation.reservation.ts';

/**
 * Orders for a stay, by slug (no login). An order answers `PENDING`; the `orderStatus`
 * subscription follows it to `ORDERED` or `FAILED`.
 */
export const orderMutations: Pick<
  MutationResolvers,
  'orderProducts' | 'orderCustomProduct' | 'changeStayTimes'
> = {
  orderProducts: (_, { slug, items }, context) =>
    orderPayload(context, slug, () => placeOrder(context, slug, items)),

  orderCustomProduct: (_, { slug, customProductId }, context) =>
    orderPayload(context, slug, async () => {
      const reservation = await requireReservation(context.loaders, slug);
      const order = await orderCustomProduct(context.upstream, customProductId, reservation.id);
      // The same rule as for product orders: no order id, no order (spec §5).
      if (!order.id) throw new CatalogueError(orderNotPlaced);
      return order;
    }),

  changeStayTimes: (_, { slug, checkInTime, checkOutTime }, context) =>
    orderPayload(context, slug, async () => {
      const changes = stayTimeChangesOf({ checkInTime, checkOutTime });
      if (changes.length === 0) {
        throw new CatalogueError({ ...catalogueError('unknown'), field: 'checkInTime' });
      }
      const reservation = await requireReservation(context.loaders, slug);
      const lines = await Promise.all(
        changes.map((change) => timeslotLineFor(context, reservation.id, change)),
      );
      return placeOrder(context, slug, lines);
    }),
};

/** PATCH orderItems; an answer without an order id is 'Failed to place order' (spec §5). */
async function placeOrder(
  { upstream }: GatewayContext,
  slug: string,
  lines: readonly OrderLineInput[],
): Promise<OrderDto> {
  const placed = await orderProducts(upstream, slug, lines);
  if (!placed.orderId) throw new CatalogueError(orderNotPlaced);
  return { id: placed.orderId, status: 'pending', errorCode: null };
}

async function timeslotLineFor(
  { loaders }: GatewayContext,
  reservationId: string,
  change: StayTimeChange,
): Promise<OrderLineInput> {
  const availability = await loaders.productAvailability.load(
    productAvailabilityKey(reservationId, change.productType),
  );
  const line = timeslotOrderLine(availability, change);
  if (!line) {
    throw new CatalogueError({ ...catalogueError('time-not-changeable'), field: change.field });
  }
  return line;
}

function orderPayload(context: GatewayContext, slug: string, place: () => Promise<OrderDto>) {
  return reservationWrite(context, slug, place, (order) => ({ order: order ?? null }));
}
