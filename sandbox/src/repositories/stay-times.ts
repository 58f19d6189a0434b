import type { SandboxDb } from '../db/connection.ts';
import type { BoughtStayTimes } from '../domain/door-keys.ts';

/**
 * The arrival and departure times a stay has bought: its early check-in timeslot on the arrival
 * date and its late check-out timeslot on the departure date. A booking is made when the order
 * goes through, so a pending or failed order moves nothing.
 */
export async function findBoughtStayTimes(
  db: SandboxDb,
  stay: { id: string; startDate: string; endDate: string },
): Promise<BoughtStayTimes> {
  const bookings = await db
    .selectFrom('timeslotBookings')
    .innerJoin('timeslotInventory', 'timeslotInventory.id', 'timeslotBookings.timeslotId')
    .select([
      'timeslotBookings.localDate',
      'timeslotInventory.productType',
      'timeslotInventory.time',
    ])
    .where('timeslotBookings.reservationId', '=', stay.id)
    .execute();
  const timeOf = (productType: string, localDate: string) =>
    bookings.find(
      (booking) => booking.productType === productType && booking.localDate === localDate,
    )?.time ?? null;
  return {
    arrival: timeOf('early-check-in', stay.startDate),
    departure: timeOf('late-check-out', stay.endDate),
  };
}
