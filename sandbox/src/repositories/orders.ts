import type { SandboxDb } from '../db/connection.ts';
import type {
  OrderItemTable,
  OrderTable,
  ProductTable,
  PropertyTable,
  ReservationTable,
  UnitCategoryTable,
} from '../db/types.ts';
import { calendarDateRule } from '../domain/calendar-date.ts';
import { newId } from '../domain/ids.ts';
import type { Occupancy } from '../domain/occupancy.ts';
import {
  isCleaningSlot,
  isTimeslotOf,
  isValidDateInput,
  itemPriceMinor,
  localDateOfInput,
  orderSettleMillis,
} from '../domain/orders.ts';
import {
  dailyDates,
  dailyProductTypes,
  daysCovered,
  isBoughtOnce,
  isDayOpen,
  isTimeChoiceOpen,
  rewardFor,
} from '../domain/product-rules.ts';
import { refuseIfStayClosed } from '../domain/stay-changes.ts';
import {
  extensibleNights,
  extensionPriceMinor,
  maxExtensionNights,
} from '../domain/stay-extension.ts';
import { firstNightFrom, localDateOf, nightsBetween } from '../domain/time.ts';
import { checkTransferRequest, type TransferRequestInput } from '../domain/transfer-request.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { findStayById, type UpgradeOffer, unitOccupancy, upgradeOffers } from './availability.ts';
import {
  claimedRewards,
  findStayPurchases,
  type LiveItem,
  type StayPurchases,
  stayClockOf,
} from './stay-purchases.ts';

export interface OrderLineInput {
  productId: string;
  consumptionDate?: string | undefined;
  consumptionEndDate?: string | undefined;
  quantity?: number | undefined;
  propertyUnitCategoryId?: string | undefined;
}

const timeslotProducts = new Set(['early-check-in', 'late-check-out']);

/** Custom products ordered through the API: requests and dummy offers. */
export const orderableCustomProductTypes: ReadonlySet<string> = new Set(['request', 'dummy']);

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
 * goes through is decided when it settles. A cancelled or finished stay takes no order, and input
 * the guest can fix (an unknown product, a date outside the stay, an upgrade not on offer) is
 * refused at once, naming the line's field; so is what the stay cannot buy now (what it already
 * bought once, a time or day no longer on sale, what is prepared for an arrival that has passed):
 * exactly what the availability answers leave out. Nothing is written then. A line an unlocked,
 * unused reward covers is free and holds the reward.
 */
export async function placeProductOrder(
  db: SandboxDb,
  reservation: ReservationTable,
  property: PropertyTable,
  lines: readonly OrderLineInput[],
  now: Date,
): Promise<string> {
  refuseIfStayClosed(reservation, property.timeZone, now);
  return db.transaction().execute(async (trx) => {
    const ids = [...new Set(lines.map((line) => line.productId))];
    const [products, purchases] = await Promise.all([
      trx
        .selectFrom('products')
        .selectAll()
        .where('id', 'in', ids)
        .where('propertyId', '=', property.id)
        .execute(),
      findStayPurchases(trx, reservation),
    ]);
    const clock = stayClockOf(reservation, purchases.boughtTimes, property, now);
    const claimed = claimedRewards(purchases.items);
    const upgrades = await upgradeLines(
      trx,
      reservation,
      lines,
      products,
      purchases,
      now,
      property,
    );
    const order = newOrder(reservation.id, now);
    const extending = products.some((product) => product.type === 'reservation-extension-request');
    const [inventory, unitCleanings, unitCategory, occupied] = await Promise.all([
      trx
        .selectFrom('timeslotInventory')
        .selectAll()
        .where('propertyId', '=', property.id)
        .execute(),
      trx
        .selectFrom('cleaningSchedule')
        .select(['startDate', 'reservationId'])
        .where('unitId', '=', reservation.unitId)
        .execute(),
      // The category of the unit the stay has now (after any upgrade) prices extra nights.
      trx
        .selectFrom('units')
        .innerJoin('unitCategories', 'unitCategories.id', 'units.categoryId')
        .selectAll('unitCategories')
        .where('units.id', '=', reservation.unitId)
        .executeTakeFirstOrThrow(),
      // The unit's other stays, which the extra nights of an extension must not touch.
      extending ? unitOccupancy(trx, reservation.unitId, reservation.id) : [],
    ]);
    // The stay's complimentary cleanings are used up first, in the order they are booked.
    const scheduled = unitCleanings.filter((row) => row.reservationId === reservation.id).length;
    let cleaningsLeft = reservation.cleaningAllowance - scheduled;
    // A slot the unit is cleaned in, or one a line of this stay holds, is taken.
    const takenCleanings = () =>
      new Set([
        ...unitCleanings.map((row) => row.startDate),
        ...ordered
          .filter((item) => item.productType === 'mid-stay-cleaning')
          .map((item) => new Date(item.consumptionDate).toISOString()),
      ]);
    const offersTimeslot = (type: string, instant: string) =>
      type === 'mid-stay-cleaning'
        ? isCleaningSlot(reservation, property.timeZone, instant, now, takenCleanings())
        : isTimeChoiceOpen(type as 'early-check-in' | 'late-check-out', clock) &&
          Date.parse(instant) > now.getTime() &&
          isTimeslotOf(
            inventory.filter((slot) => slot.productType === type).map((slot) => slot.time),
            type === 'early-check-in' ? reservation.startDate : reservation.endDate,
            property.timeZone,
            instant,
          );
    // What this order buys, line by line, so that it cannot buy one thing twice either.
    const ordered: LiveItem[] = [...purchases.items];
    const items: OrderItemTable[] = lines.map((line, index) => {
      const field = (name: string) => `orderItems[${index}].${name}`;
      const product = products.find((candidate) => candidate.id === line.productId);
      if (!product) {
        throw badRequest('PRODUCT_NOT_FOUND', `No product '${line.productId}'`, field('productId'));
      }
      if (product.type !== 'unit-category-upgrade' && line.propertyUnitCategoryId !== undefined) {
        throw badRequest(
          'INVALID_INPUT',
          'propertyUnitCategoryId is only for unit-category-upgrade products',
          field('propertyUnitCategoryId'),
        );
      }
      if (isBoughtOnce(product) && ordered.some((item) => item.productId === product.id)) {
        throw conflict(
          'ALREADY_ORDERED',
          `The stay already has ${product.type}; a bought time is changed with orderItemChange`,
          field('productId'),
        );
      }
      if (product.isForArrival === 1 && now >= clock.arrival) {
        throw conflict(
          'PRODUCT_NOT_AVAILABLE_NOW',
          `${product.type} is prepared for the arrival, which has passed`,
          field('productId'),
        );
      }
      const item = pricedLine();
      ordered.push({ ...item, productType: product.type });
      if (item.customerRewardId) claimed.add(item.customerRewardId);
      return item;

      function pricedLine(): OrderItemTable {
        if (!product) throw new Error('unreachable');
        if (product.type === 'reservation-extension-request') {
          return extensionItem(
            line,
            product,
            { reservation, property, unitCategory, occupied },
            order.id,
            now,
            field,
          );
        }
        const upgrade = upgrades.get(index);
        if (upgrade) {
          return {
            ...lineItem(reservation, order.id, product, now),
            consumptionDate: upgrade.from,
            consumptionEndDate: reservation.endDate,
            priceGrossMinor: upgrade.offer.pricePerNightMinor * upgrade.offer.nightsCount,
            currencyCode: reservation.currencyCode,
            propertyUnitCategoryId: upgrade.offer.category.id,
            customerRewardId: upgrade.offer.rewardId,
          };
        }
        const from = stayDate(
          line.consumptionDate,
          reservation,
          property,
          field('consumptionDate'),
          clock.today,
        );
        const until =
          line.consumptionEndDate === undefined
            ? null
            : stayDate(
                line.consumptionEndDate,
                reservation,
                property,
                field('consumptionEndDate'),
                clock.today,
              );
        if (until !== null && until < from) {
          throw badRequest(
            'INVALID_CONSUMPTION_PERIOD',
            'consumptionEndDate is before consumptionDate',
            field('consumptionEndDate'),
          );
        }
        const needsTime =
          timeslotProducts.has(product.type) || product.type === 'mid-stay-cleaning';
        if (
          needsTime &&
          (line.consumptionDate === undefined || line.consumptionDate.length === 10)
        ) {
          throw badRequest(
            'TIMESLOT_REQUIRED',
            `A ${product.type} order needs consumptionDate as the instant of the chosen timeslot`,
            field('consumptionDate'),
          );
        }
        if (needsTime && !offersTimeslot(product.type, line.consumptionDate ?? '')) {
          throw badRequest(
            'INVALID_TIMESLOT',
            `No ${product.type} timeslot on sale starts then; see GET /product-availability/${product.type}`,
            field('consumptionDate'),
          );
        }
        if (dailyProductTypes.has(product.type)) {
          refuseUnavailableDays(product, daysCovered(product, from, until), field);
        }
        const complimentary = product.type === 'mid-stay-cleaning' && cleaningsLeft-- > 0;
        const reward = complimentary
          ? undefined
          : rewardFor(product.type, purchases.rewards, claimed);
        const quantity = line.quantity ?? 1;
        return {
          ...lineItem(reservation, order.id, product, now),
          consumptionDate: line.consumptionDate ?? from,
          consumptionEndDate: line.consumptionEndDate ?? null,
          quantity,
          priceGrossMinor:
            complimentary || reward
              ? 0
              : itemPriceMinor(product, {
                  quantity,
                  guests: reservation.adultsCount + reservation.childrenCount,
                  from,
                  until,
                }),
          currencyCode: product.currencyCode,
          customerRewardId: reward?.id ?? null,
        };
      }
    });
    await trx.insertInto('orders').values(order).execute();
    await trx.insertInto('orderItems').values(items).execute();
    return order.id;

    /** Each day a daily line covers must be on sale and not bought already. */
    function refuseUnavailableDays(
      product: ProductTable,
      days: readonly string[],
      field: (name: string) => string,
    ): void {
      const onSale = new Set(dailyDates(reservation, product));
      for (const day of days) {
        if (!onSale.has(day) || !isDayOpen(product, day, clock)) {
          throw badRequest(
            'CONSUMPTION_DATE_NOT_AVAILABLE',
            `${product.type} for ${day} is not on sale; see GET /product-availability/${product.type}`,
            field('consumptionDate'),
          );
        }
        const bought = ordered.some(
          (item) =>
            item.productId === product.id &&
            daysCovered(
              product,
              item.consumptionDate.slice(0, 10),
              item.consumptionEndDate,
            ).includes(day),
        );
        if (bought) {
          throw conflict(
            'ALREADY_ORDERED',
            `${product.type} for ${day} is already ordered`,
            field('consumptionDate'),
          );
        }
      }
    }
  });
}

/**
 * A stay extension: `consumptionEndDate` is the new departure date, 1 to 14 nights later, on
 * nights the unit has free (`extensibleNights`, as the availability answer offers them; the stay
 * is open, or no order gets here). It is priced as quoted, at the nightly rate of the unit's
 * current category. The unit is checked again when it settles, for a stay booked meanwhile.
 */
function extensionItem(
  line: OrderLineInput,
  product: ProductTable,
  {
    reservation,
    property,
    unitCategory,
    occupied,
  }: {
    reservation: ReservationTable;
    property: PropertyTable;
    unitCategory: UnitCategoryTable;
    occupied: readonly Occupancy[];
  },
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
  if (nights > extensibleNights(reservation.endDate, occupied, true)) {
    throw conflict(
      'UNIT_NOT_AVAILABLE',
      `The unit is booked by another stay on some of the nights up to ${newEnd}`,
      field('consumptionEndDate'),
    );
  }
  return {
    ...lineItem(reservation, orderId, product, now),
    consumptionDate: reservation.endDate,
    consumptionEndDate: newEnd,
    priceGrossMinor: extensionPriceMinor(unitCategory, nights),
    currencyCode: reservation.currencyCode,
  };
}

/** The parts every product line shares; the caller sets dates and price. */
function lineItem(
  reservation: ReservationTable,
  orderId: string,
  product: ProductTable,
  now: Date,
): Omit<
  OrderItemTable,
  'consumptionDate' | 'consumptionEndDate' | 'priceGrossMinor' | 'currencyCode'
> {
  return {
    id: newId(),
    reservationId: reservation.id,
    orderId,
    productId: product.id,
    customProductId: null,
    status: 'pending',
    quantity: 1,
    createdAt: now.toISOString(),
    propertyUnitCategoryId: null,
    customerRewardId: null,
    isEstimate: 0,
  };
}

/**
 * The upgrade lines of an order, by line index: each names the category it moves to, which must
 * be on offer now (`GET /product-availability/unit-category-upgrade`), at the offer's price.
 */
async function upgradeLines(
  trx: SandboxDb,
  reservation: ReservationTable,
  lines: readonly OrderLineInput[],
  products: readonly ProductTable[],
  purchases: StayPurchases,
  now: Date,
  property: PropertyTable,
): Promise<Map<number, { offer: UpgradeOffer; from: string }>> {
  const upgrades = new Map<number, { offer: UpgradeOffer; from: string }>();
  const upgradeIndexes = lines.flatMap((line, index) =>
    products.some((p) => p.id === line.productId && p.type === 'unit-category-upgrade')
      ? [index]
      : [],
  );
  // A stay upgraded already is refused as such (ALREADY_ORDERED), line by line.
  const upgraded = purchases.items.some((item) => item.productType === 'unit-category-upgrade');
  if (upgradeIndexes.length === 0 || upgraded) return upgrades;
  const stay = await findStayById(trx, reservation.id);
  const today = localDateOf(now, property.timeZone);
  const offers = stay ? await upgradeOffers(trx, stay, today, purchases) : [];
  for (const index of upgradeIndexes) {
    const field = `orderItems[${index}].propertyUnitCategoryId`;
    const categoryId = lines[index]?.propertyUnitCategoryId;
    if (categoryId === undefined) {
      throw badRequest('UPGRADE_CATEGORY_REQUIRED', 'Name the category to upgrade to', field);
    }
    const offer = offers.find((candidate) => candidate.category.id === categoryId);
    if (!offer) {
      throw badRequest(
        'UPGRADE_NOT_AVAILABLE',
        'That category is not on offer for this stay; see GET /product-availability/unit-category-upgrade',
        field,
      );
    }
    const from = firstNightFrom(reservation.startDate, today);
    upgrades.set(index, { offer, from });
  }
  return upgrades;
}

/** A line's day: as given, within the stay; by default the arrival day, or today once begun. */
function stayDate(
  value: string | undefined,
  reservation: ReservationTable,
  property: PropertyTable,
  field: string,
  today: string,
): string {
  if (value === undefined) return firstNightFrom(reservation.startDate, today);
  if (!isValidDateInput(value)) {
    throw badRequest(
      'INVALID_DATE',
      `Not ${calendarDateRule}, or an ISO 8601 instant on such a date`,
      field,
    );
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
  request: TransferRequestInput | undefined,
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
        .select([
          'reservations.id',
          'reservations.propertyId',
          'reservations.startDate',
          'reservations.endDate',
          'reservations.status',
          'reservations.checkedOutAt',
          'properties.timeZone',
        ])
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
    refuseIfStayClosed(reservation, reservation.timeZone, now);
    // Informational products have nothing to order and third-party ones are bought at the
    // partner's site; another property's product is not this stay's.
    if (
      customProduct.propertyId !== reservation.propertyId ||
      !orderableCustomProductTypes.has(customProduct.type)
    ) {
      throw conflict(
        'PRODUCT_NOT_ORDERABLE',
        `Custom product '${customProductId}' cannot be ordered for this stay`,
        'productId',
      );
    }
    const transfer = checkTransferRequest(customProduct, request, reservation, {
      now,
      timeZone: reservation.timeZone,
    });
    const today = localDateOf(now, reservation.timeZone);
    const order = newOrder(reservation.id, now);
    const itemId = newId();
    await trx.insertInto('orders').values(order).execute();
    await trx
      .insertInto('orderItems')
      .values({
        id: itemId,
        reservationId: reservation.id,
        orderId: order.id,
        productId: null,
        customProductId: customProduct.id,
        status: 'pending',
        // A transfer is for its day; anything else for the later of arrival and today (ordered
        // mid-stay, it is for today).
        consumptionDate: transfer?.date ?? [today, reservation.startDate].sort()[1] ?? today,
        consumptionEndDate: null,
        quantity: 1,
        priceGrossMinor: customProduct.priceMinor ?? 0,
        currencyCode: customProduct.currencyCode,
        createdAt: now.toISOString(),
        propertyUnitCategoryId: null,
        customerRewardId: null,
        // A price "from" is what the provider quoted as a guide; the final one follows the ride.
        isEstimate: customProduct.isExactPrice === 1 ? 0 : 1,
      })
      .execute();
    if (transfer) {
      await trx
        .insertInto('transferRequests')
        .values({ orderItemId: itemId, ...transfer })
        .execute();
    }
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
