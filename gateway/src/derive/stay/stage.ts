import type { ReservationDto } from '../../upstream/dto.ts';
import {
  isCancelledStatus,
  localDateOf,
  type StayFlagsInput,
  timeZoneOrDefault,
  wallClockInstant,
} from '../time.ts';

export type StayStage =
  | 'UPCOMING'
  | 'ARRIVAL_DAY'
  | 'IN_HOUSE'
  | 'DEPARTURE_DAY'
  | 'CHECKED_OUT'
  | 'ENDED'
  | 'CANCELLED';

/** What a stay's date rules read of a reservation, at `now`. */
export function stayFlagsOf(reservation: ReservationDto, now: Date): StayFlagsInput {
  return {
    startDate: reservation.startDateLocal ?? reservation.startDate,
    endDate: reservation.endDateLocal ?? reservation.endDate,
    status: reservation.status,
    checkOutDate: reservation.checkOutDate,
    timeZone: timeZoneOrDefault(reservation.property?.timeZone),
    now,
  };
}

/**
 * Where a stay stands, by calendar day in the property's time zone. Every screen reads this one
 * answer (what comes first, what is still on sale, which doors stay open), so a guest at 23:30 in
 * Helsinki and the gateway's UTC clock never disagree about which day it is.
 */
export function stayStageOf(stay: StayFlagsInput): StayStage {
  if (isCancelledStatus(stay.status)) return 'CANCELLED';
  const today = localDateOf(stay.now, stay.timeZone);
  const departureDay = localDateOf(stay.endDate, stay.timeZone);
  if (departureDay < today) return 'ENDED';
  if (stay.checkOutDate) return 'CHECKED_OUT';
  if (departureDay === today) return 'DEPARTURE_DAY';
  const arrivalDay = localDateOf(stay.startDate, stay.timeZone);
  if (arrivalDay > today) return 'UPCOMING';
  return arrivalDay === today ? 'ARRIVAL_DAY' : 'IN_HOUSE';
}

const stagesOpenForOrders: ReadonlySet<StayStage> = new Set([
  'UPCOMING',
  'ARRIVAL_DAY',
  'IN_HOUSE',
  'DEPARTURE_DAY',
]);

/** Extras are sold until check-out or the end of the departure day, never to a cancelled stay. */
export function isOpenForOrders(stage: StayStage): boolean {
  return stagesOpenForOrders.has(stage);
}

export type ReservationPageState = 'ACTIVE' | 'EXPIRED';

/**
 * Spec §4's stay pages: expired once the stay is cancelled or its departure day has passed in the
 * property's time zone; active until then, the departure day included (check-out, doors until
 * 23:00). Not found is the absence of a reservation.
 */
export function pageStateOf(stage: StayStage): ReservationPageState {
  return stage === 'CANCELLED' || stage === 'ENDED' ? 'EXPIRED' : 'ACTIVE';
}

/**
 * Check-out opens on the day of departure in the property's zone, for a stay that is neither
 * cancelled nor already checked out.
 */
export function isCheckOutAvailable(input: StayFlagsInput): boolean {
  if (isCancelledStatus(input.status) || input.checkOutDate) return false;
  return localDateOf(input.endDate, input.timeZone) <= localDateOf(input.now, input.timeZone);
}

/**
 * Why a stay takes no orders, or undefined when it does: a cancelled one is `STAY_CANCELLED`, one
 * checked out or past its departure day `STAY_ENDED`. Refused before the core API is asked, so an
 * order never reaches a stay it would only fail for later.
 */
export function orderRefusalOf(stage: StayStage): 'STAY_CANCELLED' | 'STAY_ENDED' | undefined {
  if (stage === 'CANCELLED') return 'STAY_CANCELLED';
  return isOpenForOrders(stage) ? undefined : 'STAY_ENDED';
}

/** Spec §4 and §9: after check-out the unit stays open 15 minutes, the building until 23:00. */
export const unitAccessAfterCheckOutMs = 15 * 60_000;
export const buildingClosesAfterCheckOutAt = { hours: 23, minutes: 0 };

export type AccessAfterCheckOut = { unitUntil: string; buildingUntil: string };

/** 23:00 on the local day of `instant` in the property's zone, when building doors close. */
export function buildingClosingOn(instant: Date, timeZone: string): Date {
  const { hours, minutes } = buildingClosesAfterCheckOutAt;
  return wallClockInstant(localDateOf(instant, timeZone), hours, minutes, timeZone);
}

/** The instants the doors stay open until after a check-out, or null before one. */
export function accessAfterCheckOutOf(
  checkOutDate: string | null | undefined,
  timeZone: string,
): AccessAfterCheckOut | null {
  if (!checkOutDate) return null;
  const checkedOutAt = new Date(checkOutDate);
  if (Number.isNaN(checkedOutAt.getTime())) return null;
  const buildingCloses = buildingClosingOn(checkedOutAt, timeZone);
  const unitCloses = new Date(checkedOutAt.getTime() + unitAccessAfterCheckOutMs);
  return {
    unitUntil: unitCloses.toISOString(),
    // A check-out after 23:00 keeps the building open as long as the unit.
    buildingUntil: new Date(Math.max(buildingCloses.getTime(), unitCloses.getTime())).toISOString(),
  };
}
