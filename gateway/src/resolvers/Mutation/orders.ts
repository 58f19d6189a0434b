import { offeredProductsOf } from '../../derive/product-offers.ts';
import { orderableCustomProductTypes, orderRefusalOf } from '../../derive/reservation.ts';
import {
  type StayTimeChange,
  stayTimeChangesOf,
  timeslotOrderLine,
} from '../../derive/stay-times.ts';
import { orderNotPlaced } from '../../errors/catalogue.ts';
import { type ArgumentOf, GatewayError, inArguments } from '../../errors/gateway-error.ts';
import type { GatewayContext } from '../../graphql/context.ts';
import { checkedIdempotencyKey } from '../../graphql/idempotency.ts';
import type { MutationResolvers } from '../../graphql/resolvers.generated.ts';
import type { OrderItemInput, TransferRequestInput } from '../../graphql/schema-types.generated.ts';
import { requireReservation, reservationWrite } from '../../steps/reservation-writes.ts';
import type { OrderDto, OrderLineInput, ReservationDto } from '../../upstream/dto.ts';
import {
  orderCustomProduct,
  orderProducts,
  type TransferRequestBody,
} from '../../upstream/orders.ts';

/**
 * Orders for a stay, by slug (no login). An order answers `PENDING`; the `orderStatus`
 * subscription follows it to `ORDERED` or `FAILED`. Each order carries the client's idempotency
 * key to the core API, so a repeated submission answers the first order instead of a second one.
 */
export const orderMutations: Pick<
  MutationResolvers,
  'orderProducts' | 'orderCustomProduct' | 'changeStayTimes'
> = {
  orderProducts: (_, { slug, items, idempotencyKey }, context) =>
    orderPayload(context, slug, async () => {
      const key = checkedIdempotencyKey(idempotencyKey);
      const reservation = await orderableReservation(context, slug);
      requireOfferedProducts(reservation, items, context.now());
      return placeOrder(context, slug, items.map(orderLineOf), key, orderItemArgument(items));
    }),

  orderCustomProduct: (_, { slug, customProductId, idempotencyKey, transfer }, context) =>
    orderPayload(context, slug, async () => {
      const key = checkedIdempotencyKey(idempotencyKey);
      const reservation = await orderableReservation(context, slug);
      await requireOrderableCustomProduct(context, reservation, customProductId);
      const order = await inArguments(customProductArgument, () =>
        orderCustomProduct(
          context.upstream,
          customProductId,
          reservation.id,
          key,
          transfer ? transferRequestOf(transfer) : undefined,
        ),
      );
      // The same rule as for product orders: no order id, no order (spec §5).
      if (!order.id) throw new GatewayError(orderNotPlaced);
      return order;
    }),

  changeStayTimes: (_, { slug, checkInTime, checkOutTime, idempotencyKey }, context) =>
    orderPayload(context, slug, async () => {
      const key = checkedIdempotencyKey(idempotencyKey);
      const changes = stayTimeChangesOf({ checkInTime, checkOutTime });
      if (changes.length === 0) throw GatewayError.of('BAD_USER_INPUT', 'checkInTime');
      const reservation = await orderableReservation(context, slug);
      const lines = await Promise.all(
        changes.map((change) => timeslotLineFor(context, reservation.id, change)),
      );
      return placeOrder(context, slug, lines, key, stayTimeArgument(changes));
    }),
};

/** The reservation, when it can take orders: not cancelled, not over (checked out or past). */
async function orderableReservation(
  { loaders, now }: GatewayContext,
  slug: string,
): Promise<ReservationDto> {
  const reservation = await requireReservation(loaders, slug);
  const refusal = orderRefusalOf(reservation, now());
  if (refusal) throw GatewayError.of(refusal);
  return reservation;
}

/**
 * Every line must be a product the stay can buy now (`Reservation.productOffers` says `OFFERED`):
 * the screens never offer early check-in after the arrival time, but a client of its own could
 * still send one, and the core API would take it.
 */
function requireOfferedProducts(
  reservation: ReservationDto,
  items: readonly OrderItemInput[],
  now: Date,
): void {
  const offered = new Set(offeredProductsOf(reservation, now).map((product) => product.id));
  const refused = items.findIndex((item) => !offered.has(item.productId));
  if (refused >= 0) throw GatewayError.of('PRODUCT_NOT_ORDERABLE', `items[${refused}].productId`);
}

/**
 * Only request and dummy products are ordered in the app: informational ones have nothing to
 * order and third-party ones are bought at their `actionUrl`. A product of another property is
 * not the stay's to order.
 */
async function requireOrderableCustomProduct(
  { loaders }: GatewayContext,
  reservation: ReservationDto,
  customProductId: string,
): Promise<void> {
  const propertyId = reservation.property?.id ?? reservation.propertyId;
  const products = propertyId ? await loaders.customProducts.load(propertyId) : [];
  const product = products.find((candidate) => candidate.id === customProductId);
  if (!product || !orderableCustomProductTypes.has(product.type)) {
    throw GatewayError.of('PRODUCT_NOT_ORDERABLE', 'customProductId');
  }
}

/** PATCH orderItems; an answer without an order id is 'Failed to place order' (spec §5). */
async function placeOrder(
  { upstream }: GatewayContext,
  slug: string,
  lines: readonly OrderLineInput[],
  idempotencyKey: string,
  argumentOf: ArgumentOf,
): Promise<OrderDto> {
  const placed = await inArguments(argumentOf, () =>
    orderProducts(upstream, slug, lines, idempotencyKey),
  );
  if (!placed.orderId) throw new GatewayError(orderNotPlaced);
  return { id: placed.orderId, status: 'pending', errorCode: null };
}

/** The core API's order line: a timeslot's start is its `consumptionDate`. */
function orderLineOf(item: OrderItemInput): OrderLineInput {
  return {
    productId: item.productId,
    consumptionDate: item.timeslotStartsAt ?? item.consumptionDate ?? null,
    consumptionEndDate: item.consumptionEndDate ?? null,
    quantity: item.quantity ?? null,
    propertyUnitCategoryId: item.unitCategoryId ?? null,
  };
}

const orderLineField = /^orderItems\[(\d+)\](?:\.(\w+))?$/;
const itemFieldOf: Record<string, keyof OrderItemInput> = {
  productId: 'productId',
  consumptionEndDate: 'consumptionEndDate',
  quantity: 'quantity',
  propertyUnitCategoryId: 'unitCategoryId',
};

/** `orderItems[1].consumptionDate` is `items[1].timeslotStartsAt` or `items[1].consumptionDate`. */
function orderItemArgument(items: readonly OrderItemInput[]): ArgumentOf {
  return (upstreamField) => {
    if (upstreamField === 'orderItems') return 'items';
    const match = orderLineField.exec(upstreamField);
    const item = match && items[Number(match[1])];
    if (!match || !item) return undefined;
    const name = match[2];
    if (name === undefined) return `items[${match[1]}]`;
    const field =
      name === 'consumptionDate'
        ? item.timeslotStartsAt
          ? 'timeslotStartsAt'
          : 'consumptionDate'
        : itemFieldOf[name];
    return field && `items[${match[1]}].${field}`;
  };
}

/** A refused timeslot line is about the time the guest chose for it. */
function stayTimeArgument(changes: readonly StayTimeChange[]): ArgumentOf {
  return (upstreamField) => {
    const match = orderLineField.exec(upstreamField);
    return match ? changes[Number(match[1])]?.field : undefined;
  };
}

// The core API names the transfer's fields `request.*`; the mutation's argument is `transfer`.
const customProductArgument: ArgumentOf = (upstreamField) =>
  upstreamField === 'productId'
    ? 'customProductId'
    : upstreamField.startsWith('request')
      ? upstreamField.replace(/^request/, 'transfer')
      : undefined;

function transferRequestOf(transfer: TransferRequestInput): TransferRequestBody {
  return {
    direction: transfer.direction === 'TO_AIRPORT' ? 'to-airport' : 'from-airport',
    date: transfer.date,
    time: transfer.time,
    ...(transfer.flightNumber ? { flightNumber: transfer.flightNumber } : {}),
    ...(transfer.address ? { address: transfer.address } : {}),
  };
}

async function timeslotLineFor(
  { loaders }: GatewayContext,
  reservationId: string,
  change: StayTimeChange,
): Promise<OrderLineInput> {
  const availability = await loaders.productAvailability.load({
    reservationId,
    productType: change.productType,
  });
  const line = timeslotOrderLine(availability, change);
  if (!line) throw GatewayError.of('TIME_NOT_CHANGEABLE', change.field);
  return line;
}

function orderPayload(context: GatewayContext, slug: string, place: () => Promise<OrderDto>) {
  return reservationWrite(context, slug, place, (order) => ({ order: order ?? null }));
}
