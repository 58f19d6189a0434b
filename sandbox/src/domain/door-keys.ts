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
}

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

export function keyWindow(
  validity: KeyValidity,
  stay: StayForKeys,
  property: PropertyClock,
): { validFrom: Date; validTo: Date } {
  const validFrom = zonedInstant(stay.startDate, property.checkInTime, property.timeZone);
  if (stay.checkedOutAt) {
    const checkedOut = new Date(stay.checkedOutAt);
    const validTo =
      validity === 'unit'
        ? addMinutes(checkedOut, unitAccessAfterCheckOutMinutes)
        : zonedInstant(
            localDateOf(checkedOut, property.timeZone),
            buildingAccessUntilLocalTime,
            property.timeZone,
          );
    return { validFrom, validTo };
  }
  const departureTime = validity === 'unit' ? property.checkOutTime : buildingAccessUntilLocalTime;
  return { validFrom, validTo: zonedInstant(stay.endDate, departureTime, property.timeZone) };
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
