import type { ReservationTable } from '../db/types.ts';
import { conflict } from '../errors.ts';
import { freeCancellationEndOf } from './booking.ts';
import { bookingHorizonDays } from './calendar-date.ts';
import { addDays, localDateOf, nightsBetween } from './time.ts';

/** The longest stay a date change may produce. */
export const maxNights = 90;

interface PropertyDay {
  timeZone: string;
  checkInTime: string;
}

type Stay = Pick<
  ReservationTable,
  'status' | 'startDate' | 'endDate' | 'checkedOutAt' | 'totalPriceMinor' | 'cancellationType'
>;

function refuseIfInactive(stay: Stay): void {
  if (stay.status === 'canceled') {
    throw conflict('RESERVATION_CANCELED', 'The reservation is cancelled');
  }
  if (stay.checkedOutAt !== null) {
    throw conflict('ALREADY_CHECKED_OUT', 'The guest has already checked out');
  }
}

/** Check-out opens on the day of departure in the property's time zone (spec §4). */
export function assertCanCheckOut(stay: Stay, property: PropertyDay, now: Date): void {
  refuseIfInactive(stay);
  const today = localDateOf(now, property.timeZone);
  if (today < stay.endDate) {
    throw conflict(
      'CHECK_OUT_NOT_AVAILABLE_YET',
      `Check-out opens on the day of departure (${stay.endDate})`,
    );
  }
}

/**
 * A stay can be cancelled until its departure day has passed, started or not (spec §4): once it
 * has started there is no refund (the full price is charged, `isFreeCancellation` false), which
 * the guest is told before confirming. An agency's booking is cancelled where it was booked.
 */
export function assertCanCancel(stay: Stay, property: PropertyDay, now: Date): void {
  if (stay.status === 'canceled') {
    throw conflict('ALREADY_CANCELED', 'The reservation is already cancelled');
  }
  refuseIfInactive(stay);
  if (stay.cancellationType === 'ota') {
    throw conflict(
      'BOOKED_THROUGH_AGENCY',
      'Booked through an online travel agency: cancel it where it was booked',
    );
  }
  if (stay.endDate < localDateOf(now, property.timeZone)) {
    throw conflict('STAY_ENDED', 'The stay is over');
  }
}

export interface NewDates {
  startDate: string;
  endDate: string;
}

/**
 * Checks new dates against the calendar (unit availability is checked against the database by
 * the caller): a started stay keeps its arrival, nothing moves into the past, at least one night.
 * Answers the new total (the stay's nightly price times the new nights) and the new end of free
 * cancellation for refundable stays.
 */
export function plannedDateChange(
  stay: Stay,
  dates: NewDates,
  property: PropertyDay,
  now: Date,
): { totalPriceMinor: number; freeCancellationEndDate: string | null } {
  refuseIfInactive(stay);
  const today = localDateOf(now, property.timeZone);
  const started = stay.startDate <= today;
  if (started && dates.startDate !== stay.startDate) {
    throw conflict(
      'STAY_STARTED',
      'The stay has started; its arrival date cannot change',
      'startDate',
    );
  }
  if (!started && dates.startDate < today) {
    throw conflict('DATE_IN_PAST', 'The arrival date is in the past', 'startDate');
  }
  if (dates.endDate <= today) {
    throw conflict('DATE_IN_PAST', 'The departure date must be after today', 'endDate');
  }
  if (dates.startDate > addDays(today, bookingHorizonDays)) {
    throw conflict(
      'DATE_TOO_FAR',
      `The arrival date can be at most ${bookingHorizonDays} days ahead`,
      'startDate',
    );
  }
  const nights = nightsBetween(dates.startDate, dates.endDate);
  if (nights < 1 || nights > maxNights) {
    throw conflict(
      'INVALID_STAY_LENGTH',
      `A stay lasts 1 to ${maxNights} nights; departure must be after arrival`,
      'endDate',
    );
  }
  const nightly = Math.round(stay.totalPriceMinor / nightsBetween(stay.startDate, stay.endDate));
  return {
    totalPriceMinor: nightly * nights,
    freeCancellationEndDate:
      stay.cancellationType === 'refundable'
        ? freeCancellationEndOf(dates.startDate, property)
        : null,
  };
}

/**
 * A stay that still takes orders and check-in steps: not cancelled, not checked out, its
 * departure day not past in the property's time zone. Refusals name why.
 */
export function refuseIfStayClosed(
  stay: Pick<Stay, 'status' | 'checkedOutAt' | 'endDate'>,
  timeZone: string,
  now: Date,
): void {
  if (stay.status === 'canceled') {
    throw conflict('RESERVATION_CANCELED', 'The reservation is cancelled');
  }
  if (stay.checkedOutAt !== null || stay.endDate < localDateOf(now, timeZone)) {
    throw conflict('STAY_ENDED', 'The stay is over');
  }
}

/**
 * What a change of dates settles on the stay's card now: a paid stay with a card is charged the
 * difference of its total (refunded when below zero); an unpaid stay owes its new total instead,
 * and a paid stay without a card settles it at the property (null: nothing on a card). The
 * gateway quotes the same (`derive/stay/date-change.ts`).
 */
export function dateChangeCardAmountMinor(
  stay: Pick<ReservationTable, 'isPaid' | 'creditCardId' | 'totalPriceMinor'>,
  newTotalMinor: number,
): number | null {
  const difference = newTotalMinor - stay.totalPriceMinor;
  if (difference === 0 || stay.isPaid !== 1 || stay.creditCardId === null) return null;
  return difference;
}
