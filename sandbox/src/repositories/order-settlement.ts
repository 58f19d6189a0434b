import { sql, type Transaction } from 'kysely';
import type { SandboxDb } from '../db/connection.ts';
import type { ReadCache } from '../db/read-cache.ts';
import type { Database, OrderItemTable, PropertyTable, ReservationTable } from '../db/types.ts';
import { newId } from '../domain/ids.ts';
import { type OrderLineFacts, orderOutcome } from '../domain/orders.ts';
import { isBoughtOnce, isRewardRedeemable } from '../domain/product-rules.ts';
import { serviceFitsStay } from '../domain/stay-services.ts';
import { addMinutes, firstNightFrom, localDateOf, zonedInstant } from '../domain/time.ts';
import { orderableCustomProductTypes } from './orders.ts';
import { unitFreeBetween } from './unit-free.ts';

// How pending orders resolve: each line is checked against the catalogue and the inventory it
// uses (timeslots, cleaning slots, the unit's nights), then the card is charged; inventory is
// booked only when the whole order goes through, all in one transaction per order.

type Trx = Transaction<Database>;

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

interface Line {
  trx: Trx;
  item: OrderItemTable;
  reservation: ReservationTable;
  property: PropertyTable;
  productType: string;
}

type InventoryCheck =
  | { kind: 'no-such-slot' }
  | { kind: 'sold-out' }
  | { kind: 'available'; reserve?: () => Promise<void> };

async function lineFacts(
  trx: Trx,
  item: OrderItemTable,
  reservation: ReservationTable,
  property: PropertyTable,
): Promise<LineFacts> {
  const facts = (orderable: boolean, inventoryLeft = true): LineFacts => ({
    facts: { orderable, inventoryLeft, priceGrossMinor: item.priceGrossMinor },
  });
  if (item.customProductId) {
    const custom = await trx
      .selectFrom('customProducts')
      .select(['propertyId', 'type'])
      .where('id', '=', item.customProductId)
      .executeTakeFirstOrThrow();
    return facts(
      custom.propertyId === reservation.propertyId && orderableCustomProductTypes.has(custom.type),
    );
  }
  if (!item.productId) return facts(false);
  const product = await trx
    .selectFrom('products')
    .select(['propertyId', 'type', 'isOrderable', 'isForArrival'])
    .where('id', '=', item.productId)
    .executeTakeFirstOrThrow();
  if (product.propertyId !== reservation.propertyId || product.isOrderable !== 1) {
    return facts(false);
  }
  // Placing refused a second one already; two orders placed side by side meet here.
  if (isBoughtOnce(product) && (await boughtElsewhere(trx, item))) return facts(false);
  const redeem = item.customerRewardId ? await rewardRedemption(trx, item) : undefined;
  if (redeem === null) return facts(false);
  const check = inventoryChecks[product.type];
  const inventory: InventoryCheck = check
    ? await check({ trx, item, reservation, property, productType: product.type })
    : { kind: 'available' };
  if (inventory.kind === 'no-such-slot') return facts(false);
  if (inventory.kind === 'sold-out') return facts(true, false);
  const reserves = [inventory.reserve, redeem].filter((reserve) => reserve !== undefined);
  if (reserves.length === 0) return facts(true);
  return {
    ...facts(true),
    reserve: async () => {
      for (const reserve of reserves) await reserve();
    },
  };
}

/** Whether another settled item of the stay already bought this product. */
async function boughtElsewhere(trx: Trx, item: OrderItemTable): Promise<boolean> {
  const other = await trx
    .selectFrom('orderItems')
    .select('id')
    .where('reservationId', '=', item.reservationId)
    .where('productId', '=', item.productId)
    .where('id', '!=', item.id)
    .where('status', 'in', ['processed', 'confirmed', 'delivered'])
    .executeTakeFirst();
  return other !== undefined;
}

/**
 * A line made free by a reward uses it up when the order goes through; null when the reward was
 * used meanwhile (the line was priced free for it, so the order cannot go through).
 */
async function rewardRedemption(
  trx: Trx,
  item: OrderItemTable,
): Promise<(() => Promise<void>) | null> {
  const reward = await trx
    .selectFrom('customerRewards')
    .selectAll()
    .where('id', '=', item.customerRewardId)
    .executeTakeFirst();
  if (!reward || !isRewardRedeemable(reward)) return null;
  return async () => {
    await trx
      .updateTable('customerRewards')
      .set({ redeemedAt: item.createdAt, redeemedOrderItemId: item.id })
      .where('id', '=', reward.id)
      .execute();
  };
}

/** Early check-in on the arrival date, late check-out on the departure date: capacity per day. */
async function timeslotCheck({
  trx,
  item,
  reservation,
  property,
  productType,
}: Line): Promise<InventoryCheck> {
  const localDate = productType === 'early-check-in' ? reservation.startDate : reservation.endDate;
  const slots = await trx
    .selectFrom('timeslotInventory')
    .selectAll()
    .where('propertyId', '=', property.id)
    .where('productType', '=', productType as 'early-check-in' | 'late-check-out')
    .execute();
  const wanted = Date.parse(item.consumptionDate);
  const slot = slots.find(
    (candidate) => zonedInstant(localDate, candidate.time, property.timeZone).getTime() === wanted,
  );
  if (!slot) return { kind: 'no-such-slot' };
  const booked = await trx
    .selectFrom('timeslotBookings')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('timeslotId', '=', slot.id)
    .where('localDate', '=', localDate)
    .executeTakeFirstOrThrow();
  if (Number(booked.count) >= slot.capacityPerDay) return { kind: 'sold-out' };
  return {
    kind: 'available',
    reserve: async () => {
      // The stay's one arrival and one departure: a bought time is changed in place
      // (`changeBoughtTime`), never replaced by a second sale.
      await trx
        .insertInto('timeslotBookings')
        .values({ id: newId(), timeslotId: slot.id, reservationId: reservation.id, localDate })
        .execute();
    },
  };
}

/** An upgrade moves the stay to a free unit of the chosen category for its remaining nights. */
async function upgradeCheck({ trx, item, reservation, property }: Line): Promise<InventoryCheck> {
  const categoryId = item.propertyUnitCategoryId;
  if (!categoryId) return { kind: 'no-such-slot' };
  const today = localDateOf(new Date(item.createdAt), property.timeZone);
  const from = firstNightFrom(reservation.startDate, today);
  const unit = await trx
    .selectFrom('units')
    .select('id')
    .where('categoryId', '=', categoryId)
    .where('propertyId', '=', property.id)
    .where(unitFreeBetween(from, reservation.endDate))
    .orderBy('id')
    .executeTakeFirst();
  if (!unit) return { kind: 'sold-out' };
  return {
    kind: 'available',
    reserve: async () => {
      await trx
        .updateTable('reservations')
        .set({ unitId: unit.id })
        .where('id', '=', reservation.id)
        .execute();
    },
  };
}

/**
 * The unit must be free from the current departure to the new one. A bought late check-out moves
 * with the departure: the guest keeps the time they paid for, on the new last day.
 */
async function extensionCheck({ trx, item, reservation, property }: Line): Promise<InventoryCheck> {
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
  if (clash || item.consumptionDate !== reservation.endDate) return { kind: 'sold-out' };
  return {
    kind: 'available',
    reserve: async () => {
      await trx
        .updateTable('reservations')
        .set((eb) => ({
          endDate: newEnd,
          totalPriceMinor: eb('totalPriceMinor', '+', item.priceGrossMinor),
        }))
        .where('id', '=', reservation.id)
        .execute();
      await moveLateCheckOut(trx, reservation, newEnd, property.timeZone);
    },
  };
}

/** The stay's late check-out booking and its item, from the old departure date to `newEnd`. */
async function moveLateCheckOut(
  trx: Trx,
  reservation: ReservationTable,
  newEnd: string,
  timeZone: string,
): Promise<void> {
  const booking = await trx
    .selectFrom('timeslotBookings')
    .innerJoin('timeslotInventory', 'timeslotInventory.id', 'timeslotBookings.timeslotId')
    .select(['timeslotBookings.id', 'timeslotInventory.time'])
    .where('timeslotBookings.reservationId', '=', reservation.id)
    .where('timeslotInventory.productType', '=', 'late-check-out')
    .where('timeslotBookings.localDate', '=', reservation.endDate)
    .executeTakeFirst();
  if (!booking) return;
  await trx
    .updateTable('timeslotBookings')
    .set({ localDate: newEnd })
    .where('id', '=', booking.id)
    .execute();
  const oldInstant = zonedInstant(reservation.endDate, booking.time, timeZone).getTime();
  const items = await trx
    .selectFrom('orderItems')
    .innerJoin('products', 'products.id', 'orderItems.productId')
    .select(['orderItems.id', 'orderItems.consumptionDate'])
    .where('orderItems.reservationId', '=', reservation.id)
    .where('products.type', '=', 'late-check-out')
    .where('orderItems.status', 'in', ['pending', 'processed', 'confirmed', 'delivered'])
    .execute();
  const moved = items.filter((row) => Date.parse(row.consumptionDate) === oldInstant);
  if (moved.length === 0) return;
  await trx
    .updateTable('orderItems')
    .set({ consumptionDate: zonedInstant(newEnd, booking.time, timeZone).toISOString() })
    .where(
      'id',
      'in',
      moved.map((row) => row.id),
    )
    .execute();
}

/** One cleaning per unit and slot; a free line used the stay's complimentary allowance. */
async function cleaningCheck({ trx, item, reservation, property }: Line): Promise<InventoryCheck> {
  const start = new Date(item.consumptionDate);
  // The stay's dates may have moved since the order was placed.
  if (!serviceFitsStay('mid-stay-cleaning', localDateOf(start, property.timeZone), reservation)) {
    return { kind: 'no-such-slot' };
  }
  const taken = await trx
    .selectFrom('cleaningSchedule')
    .select('id')
    .where('unitId', '=', reservation.unitId)
    .where('startDate', '=', start.toISOString())
    .executeTakeFirst();
  if (taken) return { kind: 'sold-out' };
  return {
    kind: 'available',
    reserve: async () => {
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
    },
  };
}

const inventoryChecks: Partial<Record<string, (line: Line) => Promise<InventoryCheck>>> = {
  'early-check-in': timeslotCheck,
  'late-check-out': timeslotCheck,
  'reservation-extension-request': extensionCheck,
  'mid-stay-cleaning': cleaningCheck,
  'unit-category-upgrade': upgradeCheck,
};
