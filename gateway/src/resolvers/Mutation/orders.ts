import { orderableCustomProductTypes, orderItemViewOf } from '../../derive/reservation.ts';
import {
  type Stay,
  type StayTimeChange,
  stayAt,
  stayTimeChangesOf,
  timeslotOrderLine,
} from '../../derive/stay/index.ts';
import { orderNotPlaced } from '../../errors/catalogue.ts';
import { type ArgumentOf, GatewayError, inArguments } from '../../errors/gateway-error.ts';
import type { GatewayContext } from '../../graphql/context.ts';
import { checkedIdempotencyKey } from '../../graphql/idempotency.ts';
import type { OrderView } from '../../graphql/mappers.ts';
import type { MutationResolvers } from '../../graphql/resolvers.generated.ts';
import type { OrderItemInput, TransferRequestInput } from '../../graphql/schema-types.generated.ts';
import { availabilityOf, availabilityShape } from '../../steps/product-availability.ts';
import { requireReservation, reservationWrite } from '../../steps/reservation-writes.ts';
import type {
  CustomProductDto,
  OrderItemDto,
  OrderLineInput,
  ReservationDto,
} from '../../upstream/dto.ts';
import {
  changeOrderItemTime,
  orderCustomProduct,
  orderProducts,
  type TransferRequestBody,
} from '../../upstream/orders.ts';

/**
 * Orders for a stay, by slug (no login). An order answers `PENDING`; the `orderStatus`
 * subscription follows it to `ORDERED` or `FAILED`. Each order carries the client's idempotency
 * key to the core API, so a repeated submission answers the first order instead of a second one.
 * What the stay can buy and change is the stay's truth (derive/stay): a line it would refuse is
 * refused here, before the core API is asked.
 */
export const orderMutations: Pick<
  MutationResolvers,
  'orderProducts' | 'orderCustomProduct' | 'changeStayTimes' | 'changeBoughtTime'
> = {
  orderProducts: (_, { slug, items, idempotencyKey }, context) =>
    orderPayload(context, slug, async () => {
      const key = checkedIdempotencyKey(idempotencyKey);
      const reservation = await orderableReservation(context, slug);
      const lines = items.map(orderLineOf);
      await requireOrderableLines(context, reservation, lines, items);
      return placeOrder(context, slug, lines, key, orderItemArgument(items));
    }),

  orderCustomProduct: (_, { slug, customProductId, idempotencyKey, transfer }, context) =>
    orderPayload(context, slug, async () => {
      const key = checkedIdempotencyKey(idempotencyKey);
      const reservation = await orderableReservation(context, slug);
      const product = await requireOrderableCustomProduct(context, reservation, customProductId);
      if (
        transfer &&
        stayAt(reservation, context.now()).requestNoticeRefusal(product.noticeMinutes, transfer)
      ) {
        throw GatewayError.of('TOO_SHORT_NOTICE', 'transfer.time');
      }
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
      return { ...order, slug };
    }),

  changeStayTimes: (_, { slug, checkInTime, checkOutTime, idempotencyKey }, context) =>
    orderPayload(context, slug, async () => {
      const key = checkedIdempotencyKey(idempotencyKey);
      const changes = stayTimeChangesOf({ checkInTime, checkOutTime });
      if (changes.length === 0) throw GatewayError.of('BAD_USER_INPUT', 'checkInTime');
      const reservation = await orderableReservation(context, slug);
      const stay = stayAt(reservation, context.now());
      const planned = await Promise.all(
        changes.map(async (change) => {
          const offer = stay.offerOfType(change.productType);
          const slot = await timeslotFor(context, reservation.id, change);
          if (offer.state === 'BOUGHT' && offer.canChange && offer.bought[0]) {
            return { kind: 'change' as const, item: offer.bought[0], slot, change };
          }
          if (offer.state !== 'OFFERED') throw GatewayError.of('TIME_NOT_CHANGEABLE', change.field);
          return { kind: 'order' as const, slot, change };
        }),
      );
      // A bought time moves in place (nothing is charged again), the others are ordered.
      for (const [index, plan] of planned.entries()) {
        if (plan.kind !== 'change') continue;
        await inArguments(stayTimeArgument(changes), () =>
          changeOrderItemTime(
            context.upstream,
            slug,
            { orderItemId: plan.item.id, consumptionDate: plan.slot.consumptionDate },
            `${key}-${index}`,
          ),
        );
      }
      const ordered = planned.filter((plan) => plan.kind === 'order');
      if (ordered.length === 0) return null;
      return placeOrder(
        context,
        slug,
        ordered.map((plan) => plan.slot),
        key,
        stayTimeArgument(ordered.map((plan) => plan.change)),
      );
    }),

  changeBoughtTime: (_, { slug, orderItemId, timeslotStartsAt, idempotencyKey }, context) =>
    reservationWrite(
      context,
      slug,
      async () => {
        const key = checkedIdempotencyKey(idempotencyKey);
        const reservation = await orderableReservation(context, slug);
        const offer = stayAt(reservation, context.now())
          .offers()
          .find((candidate) => candidate.bought.some((item) => item.id === orderItemId));
        if (!offer?.canChange) throw GatewayError.of('TIME_NOT_CHANGEABLE', 'orderItemId');
        const changed = await inArguments(changeArgument, () =>
          changeOrderItemTime(
            context.upstream,
            slug,
            { orderItemId, consumptionDate: timeslotStartsAt },
            key,
          ),
        );
        return changed.orderItem;
      },
      (changed, reservation) => ({ item: changedItemOf(changed, reservation) }),
    ),
};

/** The reservation, when it can take orders: not cancelled, not over (checked out or past). */
async function orderableReservation(
  context: GatewayContext,
  slug: string,
): Promise<ReservationDto> {
  const reservation = await requireReservation(context.loaders, slug);
  const refusal = stayAt(reservation, context.now()).orderRefusal;
  if (refusal) throw GatewayError.of(refusal);
  return reservation;
}

/**
 * Every line must be one the stay can buy now (derive/stay: offered, on a day still on sale, an
 * extension to a departure the unit is free until, as the core API answers now): the screens
 * offer nothing else, but a client of its own could still send one. What the stay has
 * already is left to the core API, which refuses it the same way (`ALREADY_ORDERED`) unless the
 * request repeats an order's idempotency key: then it answers that first order, as a retry after
 * a lost answer must get.
 */
async function requireOrderableLines(
  context: GatewayContext,
  reservation: ReservationDto,
  lines: readonly OrderLineInput[],
  items: readonly OrderItemInput[],
): Promise<void> {
  const stay = stayAt(reservation, context.now());
  const extensionChoices = lines.some((line) => isExtensionLine(stay, line))
    ? ((
        await availabilityOf(
          reservation,
          'reservation-extension-request',
          availabilityShape.extension,
          context,
        )
      )?.options ?? [])
    : undefined;
  const refusal = stay.orderLineRefusal(lines, extensionChoices);
  if (!refusal || refusal.code === 'ALREADY_ORDERED') return;
  const item = items[refusal.index];
  const field =
    refusal.field === 'productId' || refusal.field === 'consumptionEndDate'
      ? refusal.field
      : item?.timeslotStartsAt
        ? 'timeslotStartsAt'
        : 'consumptionDate';
  throw GatewayError.of(refusal.code, `items[${refusal.index}].${field}`);
}

function isExtensionLine(stay: Stay, line: OrderLineInput): boolean {
  return stay
    .offers()
    .some(
      (offer) =>
        offer.product.id === line.productId &&
        offer.product.type === 'reservation-extension-request',
    );
}

/** The item a time change answered, as the stay read again shows it (its id is the stay's). */
function changedItemOf(changed: OrderItemDto | undefined, reservation: ReservationDto | null) {
  if (!changed || !reservation) return null;
  const item = reservation.orderItems?.find((candidate) => candidate.id === changed.id) ?? changed;
  return orderItemViewOf(reservation, item);
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
): Promise<CustomProductDto> {
  const propertyId = reservation.property?.id ?? reservation.propertyId;
  const products = propertyId ? await loaders.customProducts.load(propertyId) : [];
  const product = products.find((candidate) => candidate.id === customProductId);
  if (!product || !orderableCustomProductTypes.has(product.type)) {
    throw GatewayError.of('PRODUCT_NOT_ORDERABLE', 'customProductId');
  }
  return product;
}

/** PATCH orderItems; an answer without an order id is 'Failed to place order' (spec §5). */
async function placeOrder(
  { upstream }: GatewayContext,
  slug: string,
  lines: readonly OrderLineInput[],
  idempotencyKey: string,
  argumentOf: ArgumentOf,
): Promise<OrderView> {
  const placed = await inArguments(argumentOf, () =>
    orderProducts(upstream, slug, lines, idempotencyKey),
  );
  if (!placed.orderId) throw new GatewayError(orderNotPlaced);
  return { id: placed.orderId, status: 'pending', errorCode: null, slug };
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

/** The timeslot on sale at the chosen local time, or `TIME_NOT_CHANGEABLE` for that time. */
async function timeslotFor(
  { loaders }: GatewayContext,
  reservationId: string,
  change: StayTimeChange,
): Promise<OrderLineInput & { consumptionDate: string }> {
  const availability = await loaders.productAvailability.load({
    reservationId,
    productType: change.productType,
  });
  const line = timeslotOrderLine(availability, change);
  if (!line) throw GatewayError.of('TIME_NOT_CHANGEABLE', change.field);
  return line;
}

// The core API names the change's fields `orderItemChange.*`.
const changeArgument: ArgumentOf = (upstreamField) =>
  upstreamField === 'orderItemChange.consumptionDate'
    ? 'timeslotStartsAt'
    : upstreamField === 'orderItemChange.orderItemId'
      ? 'orderItemId'
      : undefined;

function orderPayload(
  context: GatewayContext,
  slug: string,
  place: () => Promise<OrderView | null>,
) {
  return reservationWrite(context, slug, place, (order) => ({ order: order ?? null }));
}
