import { TZDate } from '@date-fns/tz';
import { isCancelledStatus, localDateOf, type StayFlagsInput } from './time.ts';

export type StayStage =
  | 'UPCOMING'
  | 'ARRIVAL_DAY'
  | 'IN_HOUSE'
  | 'DEPARTURE_DAY'
  | 'CHECKED_OUT'
  | 'ENDED'
  | 'CANCELLED';

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

/** Spec §4 and §9: after check-out the unit stays open 15 minutes, the building until 23:00. */
export const unitAccessAfterCheckOutMs = 15 * 60_000;
export const buildingClosesAfterCheckOutAt = { hours: 23, minutes: 0 };

export type AccessAfterCheckOut = { unitUntil: string; buildingUntil: string };

/** The instants the doors stay open until after a check-out, or null before one. */
export function accessAfterCheckOutOf(
  checkOutDate: string | null | undefined,
  timeZone: string,
): AccessAfterCheckOut | null {
  if (!checkOutDate) return null;
  const checkedOutAt = new Date(checkOutDate);
  if (Number.isNaN(checkedOutAt.getTime())) return null;
  const [year, month, day] = localDateOf(checkedOutAt, timeZone).split('-').map(Number);
  const { hours, minutes } = buildingClosesAfterCheckOutAt;
  const buildingCloses = new TZDate(
    year ?? 0,
    (month ?? 1) - 1,
    day ?? 1,
    hours,
    minutes,
    timeZone,
  );
  const unitCloses = new Date(checkedOutAt.getTime() + unitAccessAfterCheckOutMs);
  return {
    unitUntil: unitCloses.toISOString(),
    // A check-out after 23:00 keeps the building open as long as the unit.
    buildingUntil: new Date(Math.max(buildingCloses.getTime(), unitCloses.getTime())).toISOString(),
  };
}
