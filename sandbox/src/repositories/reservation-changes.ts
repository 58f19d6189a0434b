import type { SandboxDb } from '../db/connection.ts';
import type { CreditCardTable, PropertyTable, ReservationTable } from '../db/types.ts';
import { calendarDateRule } from '../domain/calendar-date.ts';
import { hasExpired } from '../domain/cards.ts';
import { newId } from '../domain/ids.ts';
import { isValidDateInput, localDateOfInput } from '../domain/orders.ts';
import {
  assertCanCancel,
  assertCanCheckOut,
  dateChangeCardAmountMinor,
  type NewDates,
  plannedDateChange,
} from '../domain/stay-changes.ts';
import { ApiError, badRequest, conflict } from '../errors.ts';
import { releaseServicesOutside } from './stay-services.ts';

export interface StayRecord {
  reservation: ReservationTable;
  property: PropertyTable;
}

export interface CardInput {
  name: string;
  type: string;
  expirationDate: string;
  numberMasked: string;
  transactionId: string;
}

/**
 * Puts cards authorised on the pay page on the reservation: each must be a transaction of the pay
 * page that no reservation uses yet, with the same masked number. The first becomes the
 * reservation's card; all become the guest's. Answers every card of the guest.
 */
export async function attachCards(
  db: SandboxDb,
  reservation: ReservationTable,
  cards: readonly CardInput[],
): Promise<{ creditCards: CreditCardTable[]; creditCard: CreditCardTable }> {
  return db.transaction().execute(async (trx) => {
    const attached: CreditCardTable[] = [];
    for (const [index, input] of cards.entries()) {
      const field = (name: string) => `creditCards[${index}].${name}`;
      const card = await trx
        .selectFrom('creditCards')
        .selectAll()
        .where('transactionId', '=', input.transactionId)
        .executeTakeFirst();
      if (!card) {
        throw badRequest(
          'UNKNOWN_TRANSACTION',
          'No card was authorised with this transactionId',
          field('transactionId'),
        );
      }
      if (card.numberMasked !== input.numberMasked) {
        throw badRequest(
          'CARD_MISMATCH',
          'numberMasked does not match the authorised card',
          field('numberMasked'),
        );
      }
      const inUse = await trx
        .selectFrom('reservations')
        .select('id')
        .where('creditCardId', '=', card.id)
        .where('id', '!=', reservation.id)
        .executeTakeFirst();
      if (inUse || (card.customerId !== null && card.customerId !== reservation.customerId)) {
        throw conflict(
          'TRANSACTION_ALREADY_USED',
          'This card transaction belongs to another reservation',
          field('transactionId'),
        );
      }
      await trx
        .updateTable('creditCards')
        .set({ customerId: reservation.customerId, name: input.name })
        .where('id', '=', card.id)
        .execute();
      attached.push({ ...card, customerId: reservation.customerId, name: input.name });
    }
    const [first] = attached;
    if (!first) throw badRequest('NO_CARDS', 'creditCards is empty', 'creditCards');
    await trx
      .updateTable('reservations')
      .set({ creditCardId: first.id })
      .where('id', '=', reservation.id)
      .execute();
    const creditCards = await trx
      .selectFrom('creditCards')
      .selectAll()
      .where('customerId', '=', reservation.customerId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    return { creditCards, creditCard: first };
  });
}

/**
 * New dates, refused when another confirmed stay holds the unit on any of the new nights. The
 * difference of a paid stay's total is charged to its card (402 `ERROR_ORDER_PAYMENT` when the
 * card cannot be charged, nothing written) or refunded on it, recorded as a stay payment (a
 * refund below zero); see `dateChangeCardAmountMinor`. Early check-in, late check-out and
 * cleanings booked for days the stay no longer has are released.
 */
export async function changeDates(
  db: SandboxDb,
  { reservation, property }: StayRecord,
  input: NewDates,
  now: Date,
): Promise<NewDates> {
  for (const field of ['startDate', 'endDate'] as const) {
    if (!isValidDateInput(input[field])) {
      throw badRequest(
        'INVALID_DATE',
        `Not ${calendarDateRule}, or an ISO 8601 instant on such a date`,
        field,
      );
    }
  }
  const dates = {
    startDate: localDateOfInput(input.startDate, property.timeZone),
    endDate: localDateOfInput(input.endDate, property.timeZone),
  };
  const planned = plannedDateChange(reservation, dates, property, now);
  return db.transaction().execute(async (trx) => {
    const clash = await trx
      .selectFrom('reservations')
      .select('confirmationNumber')
      .where('unitId', '=', reservation.unitId)
      .where('id', '!=', reservation.id)
      .where('status', '=', 'confirmed')
      .where('startDate', '<', dates.endDate)
      .where('endDate', '>', dates.startDate)
      .executeTakeFirst();
    if (clash) {
      throw conflict(
        'UNIT_NOT_AVAILABLE',
        'The unit is booked by another stay on some of these nights',
        'endDate',
      );
    }
    const onCard = dateChangeCardAmountMinor(reservation, planned.totalPriceMinor);
    if (onCard !== null && reservation.creditCardId !== null) {
      const card = await trx
        .selectFrom('creditCards')
        .selectAll()
        .where('id', '=', reservation.creditCardId)
        .executeTakeFirstOrThrow();
      if (onCard > 0 && (card.chargeOutcome === 'fails' || hasExpired(card.expirationDate, now))) {
        throw new ApiError(
          402,
          'ERROR_ORDER_PAYMENT',
          'The card was not charged the difference',
          'creditCardId',
        );
      }
      await trx
        .insertInto('stayPayments')
        .values({
          id: newId(),
          reservationId: reservation.id,
          creditCardId: card.id,
          amountMinor: onCard,
          currencyCode: reservation.currencyCode,
          paidAt: now.toISOString(),
        })
        .execute();
    }
    await trx
      .updateTable('reservations')
      .set({ ...dates, ...planned })
      .where('id', '=', reservation.id)
      .execute();
    await releaseServicesOutside(
      trx,
      { reservationId: reservation.id, timeZone: property.timeZone },
      dates,
      now,
    );
    return dates;
  });
}

export async function checkOut(db: SandboxDb, stay: StayRecord, now: Date): Promise<string> {
  assertCanCheckOut(stay.reservation, stay.property, now);
  const checkedOutAt = now.toISOString();
  await db
    .updateTable('reservations')
    .set({ checkedOutAt })
    .where('id', '=', stay.reservation.id)
    .where('checkedOutAt', 'is', null)
    .execute();
  return checkedOutAt;
}

/** Cancels the stay and releases every timeslot and cleaning it had booked, in one transaction. */
export async function cancel(
  db: SandboxDb,
  stay: StayRecord,
  now: Date,
): Promise<{ canceledAt: string; isFreeCancellation: boolean }> {
  assertCanCancel(stay.reservation, stay.property, now);
  const canceledAt = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('reservations')
      .set({ status: 'canceled', canceledAt })
      .where('id', '=', stay.reservation.id)
      .where('status', '=', 'confirmed')
      .execute();
    await releaseServicesOutside(
      trx,
      { reservationId: stay.reservation.id, timeZone: stay.property.timeZone },
      null,
      now,
    );
  });
  const freeUntil = stay.reservation.freeCancellationEndDate;
  return { canceledAt, isFreeCancellation: freeUntil !== null && canceledAt < freeUntil };
}
