import { sql, type Transaction } from 'kysely';
import type { SandboxDb } from '../db/connection.ts';
import type { ReadCache } from '../db/read-cache.ts';
import type {
  Database,
  OrderItemTable,
  OrderTable,
  ProductTable,
  PropertyTable,
  ReservationTable,
} from '../db/types.ts';
import { newId } from '../domain/ids.ts';
import {
  isCleaningSlot,
  isTimeslotOf,
  isValidDateInput,
  itemPriceMinor,
  localDateOfInput,
  type OrderLineFacts,
  orderOutcome,
  orderSettleMillis,
} from '../domain/orders.ts';
import { maxExtensionNights } from '../domain/stay-extension.ts';
import { addMinutes, localDateOf, nightsBetween, zonedInstant } from '../domain/time.ts';
import { badRequest, notFound } from '../errors.ts';

type Trx = Transaction<Database>;

export interface OrderLineInput {
  productId: string;
  consumptionDate?: string | undefined;
  consumptionEndDate?: string | undefined;
  quantity?: number | undefined;
}

const timeslotProducts = new Set(['early-check-in', 'late-check-out']);
/** Custom products the guest orders here; third-party ones are bought at the partner's site. */
const orderableCustomTypes = new Set(['request', 'dummy']);

function newOrder(reservationId: string, now: Date): OrderTable {
  return {
    id: newId(),
    reservationId,
    status: 'pending',
    errorCode: null,
    createdAt: now.toISOString(),
    settlesAt: new Date(now.getTime() + orderSettleMillis).toISOString(),
  };
}

/**
 * PATCH /check-in/{slug} { orderItems }: a pending order whose lines are priced now; whether it
 * goes through is decided when it settles. Input the guest can fix (an unknown product, a date
 * outside the stay) is refused at once, naming the line's field, and nothing is written.
 */
export async function placeProductOrder(
  db: SandboxDb,
  reservation: ReservationTable,
  property: PropertyTable,
  lines: readonly OrderLineInput[],
  now: Date,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const ids = [...new Set(lines.map((line) => line.productId))];
    const products = await trx.selectFrom('products').selectAll().where('id', 'in', ids).execute();
    const order = newOrder(reservation.id, now);
    const [inventory, scheduled] = await Promise.all([
      trx
        .selectFrom('timeslotInventory')
        .selectAll()
        .where('propertyId', '=', property.id)
        .execute(),
      trx
        .selectFrom('cleaningSchedule')
        .select(({ fn }) => fn.countAll<number>().as('count'))
        .where('reservationId', '=', reservation.id)
        .executeTakeFirstOrThrow(),
    ]);
    // The stay's complimentary cleanings are used up first, in the order they are booked.
    let cleaningsLeft = reservation.cleaningAllowance - Number(scheduled.count);
    const offersTimeslot = (type: string, instant: string) =>
      type === 'mid-stay-cleaning'
        ? isCleaningSlot(reservation, property.timeZone, instant, now)
        : isTimeslotOf(
            inventory.filter((slot) => slot.productType === type).map((slot) => slot.time),
            type === 'early-check-in' ? reservation.startDate : reservation.endDate,
            property.timeZone,
            instant,
          );
    const items: OrderItemTable[] = lines.map((line, index) => {
      const field = (name: string) => `orderItems[${index}].${name}`;
      const product = products.find((candidate) => candidate.id === line.productId);
      if (!product) {
        throw badRequest('PRODUCT_NOT_FOUND', `No product '${line.productId}'`, field('productId'));
      }
      if (product.type === 'reservation-extension-request') {
        return extensionItem(line, product, reservation, property, order.id, now, field);
      }
      const from = stayDate(line.consumptionDate, reservation, property, field('consumptionDate'));
      const until =
        line.consumptionEndDate === undefined
          ? null
          : stayDate(line.consumptionEndDate, reservation, property, field('consumptionEndDate'));
      if (until !== null && until < from) {
        throw badRequest(
          'INVALID_CONSUMPTION_PERIOD',
          'consumptionEndDate is before consumptionDate',
          field('consumptionEndDate'),
        );
      }
      const needsTime = timeslotProducts.has(product.type) || product.type === 'mid-stay-cleaning';
      if (needsTime && (line.consumptionDate === undefined || line.consumptionDate.length === 10)) {
        throw badRequest(
          'TIMESLOT_REQUIRED',
          `A ${product.type} order needs consumptionDate as the instant of the chosen timeslot`,
          field('consumptionDate'),
        );
      }
      if (needsTime && !offersTimeslot(product.type, line.consumptionDate ?? '')) {
        throw badRequest(
          'INVALID_TIMESLOT',
          `No ${product.type} timeslot starts then; see GET /product-availability/${product.type}`,
          field('consumptionDate'),
        );
      }
      const complimentary = product.type === 'mid-stay-cleaning' && cleaningsLeft-- > 0;
      const quantity = line.quantity ?? 1;
      return {
        id: newId(),
        reservationId: reservation.id,
        orderId: order.id,
        productId: product.id,
        customProductId: null,
        status: 'pending',
        consumptionDate: line.consumptionDate ?? reservation.startDate,
        consumptionEndDate: line.consumptionEndDate ?? null,
        quantity,
        priceGrossMinor: complimentary
          ? 0
          : itemPriceMinor(product, {
              quantity,
              guests: reservation.adultsCount + reservation.childrenCount,
              from,
              until,
            }),
        currencyCode: product.currencyCode,
        createdAt: now.toISOString(),
      };
    });
    await trx.insertInto('orders').values(order).execute();
    await trx.insertInto('orderItems').values(items).execute();
    return order.id;
  });
}

/**
 * A stay extension: `consumptionEndDate` is the new departure date, 1 to 14 nights later. It is
 * priced at the stay's own nightly price; whether the unit is free is checked when it settles.
 */
function extensionItem(
  line: OrderLineInput,
  product: ProductTable,
  reservation: ReservationTable,
  property: PropertyTable,
  orderId: string,
  now: Date,
  field: (name: string) => string,
): OrderItemTable {
  const requested = line.consumptionEndDate;
  const newEnd =
    requested !== undefined && isValidDateInput(requested)
      ? localDateOfInput(requested, property.timeZone)
      : null;
  const nights = newEnd === null ? 0 : nightsBetween(reservation.endDate, newEnd);
  if (newEnd === null || nights < 1 || nights > maxExtensionNights) {
    throw badRequest(
      'INVALID_EXTENSION',
      `consumptionEndDate is the new departure date, 1 to ${maxExtensionNights} nights after ${reservation.endDate}`,
      field('consumptionEndDate'),
    );
  }
  const stayNights = nightsBetween(reservation.startDate, reservation.endDate);
  return {
    id: newId(),
    reservationId: reservation.id,
    orderId,
    productId: product.id,
    customProductId: null,
    status: 'pending',
    consumptionDate: reservation.endDate,
    consumptionEndDate: newEnd,
    quantity: 1,
    priceGrossMinor: Math.round(reservation.totalPriceMinor / stayNights) * nights,
    currencyCode: reservation.currencyCode,
    createdAt: now.toISOString(),
  };
}

function stayDate(
  value: string | undefined,
  reservation: ReservationTable,
  property: PropertyTable,
  field: string,
): string {
  if (value === undefined) return reservation.startDate;
  if (!isValidDateInput(value)) {
    throw badRequest('INVALID_DATE', 'Not a date (YYYY-MM-DD) or an ISO 8601 instant', field);
  }
  const local = localDateOfInput(value, property.timeZone);
  if (local < reservation.startDate || local > reservation.endDate) {
    throw badRequest(
      'CONSUMPTION_DATE_OUTSIDE_STAY',
      `The date must fall within the stay (${reservation.startDate} to ${reservation.endDate})`,
      field,
    );
  }
  return local;
}

/** POST /custom-products/{productId}/order: one line for the product, pending like any order. */
export async function placeCustomProductOrder(
  db: SandboxDb,
  customProductId: string,
  reservationId: string,
  now: Date,
): Promise<OrderTable> {
  return db.transaction().execute(async (trx) => {
    const [customProduct, reservation] = await Promise.all([
      trx
        .selectFrom('customProducts')
        .selectAll()
        .where('id', '=', customProductId)
        .executeTakeFirst(),
      trx
        .selectFrom('reservations')
        .innerJoin('properties', 'properties.id', 'reservations.propertyId')
        .select(['reservations.id', 'reservations.startDate', 'properties.timeZone'])
        .where('reservations.id', '=', reservationId)
        .executeTakeFirst(),
    ]);
    if (!customProduct) {
      throw notFound(
        'CUSTOM_PRODUCT_NOT_FOUND',
        `No custom product '${customProductId}'`,
        'productId',
      );
    }
    if (!reservation) {
      throw notFound('RESERVATION_NOT_FOUND', `No reservation '${reservationId}'`, 'reservationId');
    }
    const today = localDateOf(now, reservation.timeZone);
    const order = newOrder(reservation.id, now);
    await trx.insertInto('orders').values(order).execute();
    await trx
      .insertInto('orderItems')
      .values({
        id: newId(),
        reservationId: reservation.id,
        orderId: order.id,
        productId: null,
        customProductId: customProduct.id,
        status: 'pending',
        // The later of arrival and today: ordered mid-stay, it is for today.
        consumptionDate: [today, reservation.startDate].sort()[1] ?? today,
        consumptionEndDate: null,
        quantity: 1,
        priceGrossMinor: customProduct.priceMinor ?? 0,
        currencyCode: customProduct.currencyCode,
        createdAt: now.toISOString(),
      })
      .execute();
    return order;
  });
}

export async function findOrder(db: SandboxDb, orderId: string) {
  return db
    .selectFrom('orders')
    .innerJoin('reservations', 'reservations.id', 'orders.reservationId')
    .select(['orders.id', 'orders.status', 'orders.errorCode', 'reservations.slug'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
}

/**
 * Resolves every pending order whose moment has come on the sandbox clock. Called by the reads
 * that show orders (GET /orders/{id}, GET /check-in/{slug}), so a moved clock settles them too.
 * The earliest pending moment is cached until the next write, keeping those reads cheap.
 */
export async function settleDueOrders(db: SandboxDb, cache: ReadCache, now: Date): Promise<void> {
  const next = await cache.get('orders:next-settles-at', async () => {
    const row = await db
      .selectFrom('orders')
      .select(({ fn }) => fn.min('settlesAt').as('settlesAt'))
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return row?.settlesAt ?? null;
  });
  if (next === null || next > now.toISOString()) return;
  const due = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pending')
    .where('settlesAt', '<=', now.toISOString())
    .orderBy('settlesAt')
    // First come, first served when orders compete for the last timeslot.
    .orderBy(sql`rowid`)
    .execute();
  for (const { id } of due) {
    await db.transaction().execute((trx) => settleOrder(trx, id));
  }
}

async function settleOrder(trx: Trx, orderId: string): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!order) return;
  const reservation = await trx
    .selectFrom('reservations')
    .selectAll()
    .where('id', '=', order.reservationId)
    .executeTakeFirstOrThrow();
  const [property, card, items] = await Promise.all([
    trx
      .selectFrom('properties')
      .selectAll()
      .where('id', '=', reservation.propertyId)
      .executeTakeFirstOrThrow(),
    reservation.creditCardId
      ? trx
          .selectFrom('creditCards')
          .select('chargeOutcome')
          .where('id', '=', reservation.creditCardId)
          .executeTakeFirst()
      : undefined,
    trx.selectFrom('orderItems').selectAll().where('orderId', '=', orderId).execute(),
  ]);
  const facts: OrderLineFacts[] = [];
  const reservedInventory: (() => Promise<void>)[] = [];
  for (const item of items) {
    const line = await lineFacts(trx, item, reservation, property);
    facts.push(line.facts);
    if (line.reserve) reservedInventory.push(line.reserve);
  }
  const active = reservation.status === 'confirmed' && reservation.checkedOutAt === null;
  const errorCode = orderOutcome(facts, card ?? null, active);
  await trx
    .updateTable('orders')
    .set({ status: errorCode ? 'failed' : 'ordered', errorCode })
    .where('id', '=', orderId)
    .execute();
  await trx
    .updateTable('orderItems')
    .set({ status: errorCode ? 'failed' : 'confirmed' })
    .where('orderId', '=', orderId)
    .execute();
  if (!errorCode) for (const reserve of reservedInventory) await reserve();
}

interface LineFacts {
  facts: OrderLineFacts;
  /** Books the inventory the line uses, run only when the whole order goes through. */
  reserve?: () => Promise<void>;
}

async function lineFacts(
  trx: Trx,
  item: OrderItemTable,
  reservation: ReservationTable,
  property: PropertyTable,
): Promise<LineFacts> {
  const refused = {
    facts: { orderable: false, inventoryLeft: true, priceGrossMinor: item.priceGrossMinor },
  };
  if (item.customProductId) {
    const custom = await trx
      .selectFrom('customProducts')
      .select(['propertyId', 'type'])
      .where('id', '=', item.customProductId)
      .executeTakeFirstOrThrow();
    const orderable =
      custom.propertyId === reservation.propertyId && orderableCustomTypes.has(custom.type);
    return { facts: { orderable, inventoryLeft: true, priceGrossMinor: item.priceGrossMinor } };
  }
  if (!item.productId) return refused;
  const product = await trx
    .selectFrom('products')
    .select(['propertyId', 'type', 'isOrderable'])
    .where('id', '=', item.productId)
    .executeTakeFirstOrThrow();
  if (product.propertyId !== reservation.propertyId || product.isOrderable !== 1) return refused;
  const ok = (reserve?: () => Promise<void>): LineFacts => ({
    facts: { orderable: true, inventoryLeft: true, priceGrossMinor: item.priceGrossMinor },
    ...(reserve ? { reserve } : {}),
  });
  const soldOut: LineFacts = {
    facts: { orderable: true, inventoryLeft: false, priceGrossMinor: item.priceGrossMinor },
  };
  if (product.type === 'early-check-in' || product.type === 'late-check-out') {
    const localDate =
      product.type === 'early-check-in' ? reservation.startDate : reservation.endDate;
    const slots = await trx
      .selectFrom('timeslotInventory')
      .selectAll()
      .where('propertyId', '=', property.id)
      .where('productType', '=', product.type)
      .execute();
    const wanted = Date.parse(item.consumptionDate);
    const slot = slots.find(
      (candidate) =>
        zonedInstant(localDate, candidate.time, property.timeZone).getTime() === wanted,
    );
    if (!slot) return refused;
    const booked = await trx
      .selectFrom('timeslotBookings')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('timeslotId', '=', slot.id)
      .where('localDate', '=', localDate)
      .executeTakeFirstOrThrow();
    if (Number(booked.count) >= slot.capacityPerDay) return soldOut;
    return ok(async () => {
      await trx
        .insertInto('timeslotBookings')
        .values({ id: newId(), timeslotId: slot.id, reservationId: reservation.id, localDate })
        .execute();
    });
  }
  if (product.type === 'reservation-extension-request') {
    const newEnd = item.consumptionEndDate ?? reservation.endDate;
    const clash = await trx
      .selectFrom('reservations')
      .select('id')
      .where('unitId', '=', reservation.unitId)
      .where('id', '!=', reservation.id)
      .where('status', '=', 'confirmed')
      .where('startDate', '<', newEnd)
      .where('endDate', '>', reservation.endDate)
      .executeTakeFirst();
    // Extending from a departure that another change has moved meanwhile is refused too.
    if (clash || item.consumptionDate !== reservation.endDate) return soldOut;
    return ok(async () => {
      await trx
        .updateTable('reservations')
        .set((eb) => ({
          endDate: newEnd,
          totalPriceMinor: eb('totalPriceMinor', '+', item.priceGrossMinor),
        }))
        .where('id', '=', reservation.id)
        .execute();
    });
  }
  if (product.type === 'mid-stay-cleaning') {
    const start = new Date(item.consumptionDate);
    const taken = await trx
      .selectFrom('cleaningSchedule')
      .select('id')
      .where('unitId', '=', reservation.unitId)
      .where('startDate', '=', start.toISOString())
      .executeTakeFirst();
    if (taken) return soldOut;
    return ok(async () => {
      await trx
        .insertInto('cleaningSchedule')
        .values({
          id: newId(),
          reservationId: reservation.id,
          unitId: reservation.unitId,
          startDate: start.toISOString(),
          endDate: addMinutes(start, 60).toISOString(),
          isComplimentary: item.priceGrossMinor === 0 ? 1 : 0,
          orderItemId: item.id,
        })
        .execute();
    });
  }
  return ok();
}
