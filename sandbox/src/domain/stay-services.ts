import type { NewDates } from './stay-changes.ts';

/** Products whose inventory (a timeslot, a cleaning slot) is booked for particular days of a stay. */
export const dateBoundProductTypes = [
  'early-check-in',
  'late-check-out',
  'mid-stay-cleaning',
] as const;

export type DateBoundProductType = (typeof dateBoundProductTypes)[number];

export function isDateBoundProductType(type: string): type is DateBoundProductType {
  return (dateBoundProductTypes as readonly string[]).includes(type);
}

/**
 * Whether a service booked for `localDate` still belongs to a stay with these dates: early
 * check-in on the arrival day, late check-out on the departure day, cleanings on the days in
 * between. A cancelled stay (`null`) keeps none.
 */
export function serviceFitsStay(
  type: DateBoundProductType,
  localDate: string,
  stay: NewDates | null,
): boolean {
  if (stay === null) return false;
  if (type === 'early-check-in') return localDate === stay.startDate;
  if (type === 'late-check-out') return localDate === stay.endDate;
  return localDate > stay.startDate && localDate < stay.endDate;
}
