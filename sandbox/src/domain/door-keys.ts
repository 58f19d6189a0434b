import type { CheckInState, KeyValidity, ReservationStatus } from '../db/types.ts';
import { addMinutes, localDateOf, zonedInstant } from './time.ts';

/** After check-out the apartment stays open this long (spec §4). */
export const unitAccessAfterCheckOutMinutes = 15;
/** After check-out the building stays open until this local time that day (spec §4). */
export const buildingAccessUntilLocalTime = '23:00';

export interface StayForKeys {
  status: ReservationStatus;
  isPaid: boolean;
  checkInState: CheckInState;
  startDate: string;
  endDate: string;
  checkedOutAt: string | null;
  /** The arrival and departure times the guest bought (early check-in, late check-out). */
  boughtTimes: BoughtStayTimes;
}

/** Local `HH:MM` of a bought early check-in and late check-out; null where none is bought. */
export interface BoughtStayTimes {
  arrival: string | null;
  departure: string | null;
}

export const noBoughtTimes: BoughtStayTimes = { arrival: null, departure: null };

export interface PropertyClock {
  timeZone: string;
  checkInTime: string;
  checkOutTime: string;
}

export type KeyErrorCode = 'not-available' | 'not-available-yet' | 'not-paid';

export type KeyAccess =
  | { kind: 'valid'; validFrom: Date; validTo: Date }
  | {
      kind: 'error';
      errorCode: KeyErrorCode;
      availableAt: Date | null;
      validFrom: Date;
      validTo: Date;
    };

/** When the guest may arrive: a bought early check-in, else the property's check-in time. */
export function stayArrival(
  stay: Pick<StayForKeys, 'startDate' | 'boughtTimes'>,
  property: PropertyClock,
): Date {
  const time = stay.boughtTimes.arrival ?? property.checkInTime;
  return zonedInstant(stay.startDate, time, property.timeZone);
}

/** When the guest must leave: a bought late check-out, else the property's check-out time. */
export function stayDeparture(
  stay: Pick<StayForKeys, 'endDate' | 'boughtTimes'>,
  property: PropertyClock,
): Date {
  const time = stay.boughtTimes.departure ?? property.checkOutTime;
  return zonedInstant(stay.endDate, time, property.timeZone);
}

/**
 * A key's window: from the stay's arrival (moved by a bought early check-in) to its departure
 * (moved by a bought late check-out) for the unit door, to 23:00 of departure day for building
 * doors; after check-out, the unit 15 minutes more and the building until 23:00 that day.
 */
export function keyWindow(
  validity: KeyValidity,
  stay: StayForKeys,
  property: PropertyClock,
): { validFrom: Date; validTo: Date } {
  const validFrom = stayArrival(stay, property);
  if (stay.checkedOutAt) {
    const checkedOut = new Date(stay.checkedOutAt);
    const unitUntil = addMinutes(checkedOut, unitAccessAfterCheckOutMinutes);
    const buildingCloses = zonedInstant(
      localDateOf(checkedOut, property.timeZone),
      buildingAccessUntilLocalTime,
      property.timeZone,
    );
    // A check-out after 23:00 keeps the building open as long as the unit: the guest still has
    // to get out with what they came back for.
    const validTo =
      validity === 'unit'
        ? unitUntil
        : new Date(Math.max(buildingCloses.getTime(), unitUntil.getTime()));
    return { validFrom, validTo };
  }
  const validTo =
    validity === 'unit'
      ? stayDeparture(stay, property)
      : zonedInstant(stay.endDate, buildingAccessUntilLocalTime, property.timeZone);
  return { validFrom, validTo };
}

/**
 * Whether a door key may be shown now, in the order a guest can fix things: a cancelled or
 * finished stay never opens a door; unpaid stays wait for payment; then the clock decides; and a
 * guest who has not completed online check-in gets no code even inside the window.
 */
export function keyAccess(
  validity: KeyValidity,
  stay: StayForKeys,
  property: PropertyClock,
  now: Date,
): KeyAccess {
  const window = keyWindow(validity, stay, property);
  const refuse = (errorCode: KeyErrorCode, availableAt: Date | null = null): KeyAccess => ({
    kind: 'error',
    errorCode,
    availableAt,
    ...window,
  });
  if (stay.status === 'canceled' || now >= window.validTo) return refuse('not-available');
  if (!stay.isPaid) return refuse('not-paid');
  if (now < window.validFrom) return refuse('not-available-yet', window.validFrom);
  if (stay.checkInState !== 'check-in-completed') return refuse('not-available');
  return { kind: 'valid', ...window };
}
