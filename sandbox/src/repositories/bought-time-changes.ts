import type { SandboxDb } from '../db/connection.ts';
import type { OrderItemTable, PropertyTable, ReservationTable } from '../db/types.ts';
import { newId } from '../domain/ids.ts';
import { isTimeChoiceOpen } from '../domain/product-rules.ts';
import { refuseIfStayClosed } from '../domain/stay-changes.ts';
import { zonedInstant } from '../domain/time.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { stayClockOf } from './stay-purchases.ts';
import { findBoughtStayTimes } from './stay-times.ts';

export interface BoughtTimeChange {
  orderItemId: string;
  /** The instant of the new timeslot, on the same day as the bought one. */
  consumptionDate: string;
}

const changeField = (name: keyof BoughtTimeChange) => `orderItemChange.${name}`;

/**
 * PATCH /check-in/{slug} { orderItemChange }: moves a bought early check-in or late check-out to
 * another timeslot of its day, in place: the item keeps its price (nothing is charged twice) and
 * its slot booking moves, so the door keys follow. Only while a time can still be chosen: an
 * early check-in until the guest's arrival, so a guest inside never gets a later start.
 */
export async function changeBoughtTime(
  db: SandboxDb,
  { reservation, property }: { reservation: ReservationTable; property: PropertyTable },
  change: BoughtTimeChange,
  now: Date,
): Promise<OrderItemTable> {
  refuseIfStayClosed(reservation, property.timeZone, now);
  return db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom('orderItems')
      .innerJoin('products', 'products.id', 'orderItems.productId')
      .selectAll('orderItems')
      .select('products.type as productType')
      .where('orderItems.id', '=', change.orderItemId)
      .where('orderItems.reservationId', '=', reservation.id)
      .executeTakeFirst();
    if (!item) {
      throw notFound(
        'ORDER_ITEM_NOT_FOUND',
        `The stay has no order item '${change.orderItemId}'`,
        changeField('orderItemId'),
      );
    }
    const productType = item.productType;
    if (productType !== 'early-check-in' && productType !== 'late-check-out') {
      throw conflict(
        'TIME_NOT_CHANGEABLE',
        'Only a bought early check-in or late check-out changes its time',
        changeField('orderItemId'),
      );
    }
    if (!settledStatuses.has(item.status)) {
      throw conflict(
        'TIME_NOT_CHANGEABLE',
        `The item is ${item.status}: a time changes once its order has gone through`,
        changeField('orderItemId'),
      );
    }
    const boughtTimes = await findBoughtStayTimes(trx, reservation);
    if (!isTimeChoiceOpen(productType, stayClockOf(reservation, boughtTimes, property, now))) {
      throw conflict('TIME_NOT_CHANGEABLE', 'Time cannot be changed anymore');
    }
    const day = productType === 'early-check-in' ? reservation.startDate : reservation.endDate;
    const slots = await trx
      .selectFrom('timeslotInventory')
      .selectAll()
      .where('propertyId', '=', property.id)
      .where('productType', '=', productType)
      .execute();
    const wanted = Date.parse(change.consumptionDate);
    const slot = slots.find(
      (candidate) => zonedInstant(day, candidate.time, property.timeZone).getTime() === wanted,
    );
    if (!slot || wanted <= now.getTime() || wanted === Date.parse(item.consumptionDate)) {
      throw badRequest(
        'INVALID_TIMESLOT',
        `No other ${productType} timeslot on sale starts then; see GET /product-availability/${productType}`,
        changeField('consumptionDate'),
      );
    }
    const booked = await trx
      .selectFrom('timeslotBookings')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('timeslotId', '=', slot.id)
      .where('localDate', '=', day)
      .where('reservationId', '!=', reservation.id)
      .executeTakeFirstOrThrow();
    if (Number(booked.count) >= slot.capacityPerDay) {
      throw conflict(
        'TIMESLOT_SOLD_OUT',
        'That timeslot is sold out',
        changeField('consumptionDate'),
      );
    }
    const consumptionDate = new Date(wanted).toISOString();
    await trx
      .updateTable('orderItems')
      .set({ consumptionDate })
      .where('id', '=', item.id)
      .execute();
    await trx
      .deleteFrom('timeslotBookings')
      .where('reservationId', '=', reservation.id)
      .where(
        'timeslotId',
        'in',
        slots.map((candidate) => candidate.id),
      )
      .where('localDate', '=', day)
      .execute();
    await trx
      .insertInto('timeslotBookings')
      .values({ id: newId(), timeslotId: slot.id, reservationId: reservation.id, localDate: day })
      .execute();
    const { productType: _type, ...changed } = item;
    return { ...changed, consumptionDate };
  });
}

const settledStatuses: ReadonlySet<string> = new Set(['processed', 'confirmed', 'delivered']);
