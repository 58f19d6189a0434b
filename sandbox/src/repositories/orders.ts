import type { SandboxDb } from '../db/connection.ts';
import type {
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
  orderSettleMillis,
} from '../domain/orders.ts';
import { maxExtensionNights } from '../domain/stay-extension.ts';
import { localDateOf, nightsBetween } from '../domain/time.ts';
import { badRequest, notFound } from '../errors.ts';

export interface OrderLineInput {
  productId: string;
  consumptionDate?: string | undefined;
  consumptionEndDate?: string | undefined;
  quantity?: number | undefined;
}

const timeslotProducts = new Set(['early-check-in', 'late-check-out']);

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
