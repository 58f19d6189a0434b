import type { Transaction } from 'kysely';
import type { Database } from '../db/types.ts';
import type { NewDates } from '../domain/stay-changes.ts';
import {
  type DateBoundProductType,
  dateBoundProductTypes,
  isDateBoundProductType,
  serviceFitsStay,
} from '../domain/stay-services.ts';
import { localDateOf, zonedInstant } from '../domain/time.ts';

interface StayOfServices {
  reservationId: string;
  timeZone: string;
}

/**
 * Gives back the early check-in / late check-out timeslots and cleaning slots a stay booked for
 * days it no longer has (`kept` is its new dates, `null` when cancelled), so other guests can
 * book them, and cancels the order items that bought them. Services that have already begun stay
 * as they are. Runs inside the caller's transaction, next to the change that frees them.
 */
export async function releaseServicesOutside(
  trx: Transaction<Database>,
  { reservationId, timeZone }: StayOfServices,
  kept: NewDates | null,
  now: Date,
): Promise<void> {
  const fits = (type: DateBoundProductType, instant: string) =>
    serviceFitsStay(type, localDateOf(new Date(instant), timeZone), kept);
  const nowIso = now.toISOString();

  const items = await trx
    .selectFrom('orderItems')
    .innerJoin('products', 'products.id', 'orderItems.productId')
    .select(['orderItems.id', 'orderItems.consumptionDate', 'products.type'])
    .where('orderItems.reservationId', '=', reservationId)
    .where('orderItems.status', 'in', ['processed', 'confirmed'])
    .where('orderItems.consumptionDate', '>', nowIso)
    .where('products.type', 'in', dateBoundProductTypes)
    .execute();
  const canceledItems = items
    .filter((item) => isDateBoundProductType(item.type) && !fits(item.type, item.consumptionDate))
    .map((item) => item.id);
  if (canceledItems.length > 0) {
    await trx
      .updateTable('orderItems')
      .set({ status: 'canceled' })
      .where('id', 'in', canceledItems)
      .execute();
    // A reward used for a service the stay no longer has can be used again.
    await trx
      .updateTable('customerRewards')
      .set({ redeemedAt: null, redeemedOrderItemId: null })
      .where('redeemedOrderItemId', 'in', canceledItems)
      .execute();
  }

  const timeslots = await trx
    .selectFrom('timeslotBookings')
    .innerJoin('timeslotInventory', 'timeslotInventory.id', 'timeslotBookings.timeslotId')
    .select([
      'timeslotBookings.id',
      'timeslotBookings.localDate',
      'timeslotInventory.productType',
      'timeslotInventory.time',
    ])
    .where('timeslotBookings.reservationId', '=', reservationId)
    .execute();
  // Like their items: a time that has begun stays booked (the guest may be inside on it).
  const freedTimeslots = timeslots
    .filter((booking) => zonedInstant(booking.localDate, booking.time, timeZone) > now)
    .filter((booking) => !serviceFitsStay(booking.productType, booking.localDate, kept))
    .map((booking) => booking.id);
  if (freedTimeslots.length > 0) {
    await trx.deleteFrom('timeslotBookings').where('id', 'in', freedTimeslots).execute();
  }

  const cleanings = await trx
    .selectFrom('cleaningSchedule')
    .select(['id', 'startDate'])
    .where('reservationId', '=', reservationId)
    .where('startDate', '>', nowIso)
    .execute();
  const freedCleanings = cleanings
    .filter((cleaning) => !fits('mid-stay-cleaning', cleaning.startDate))
    .map((cleaning) => cleaning.id);
  if (freedCleanings.length > 0) {
    await trx.deleteFrom('cleaningSchedule').where('id', 'in', freedCleanings).execute();
  }
}
