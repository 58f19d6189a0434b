import { addDays } from './time.ts';

/** A stay on a unit as `[startDate, endDate)` local dates: the nights it occupies. */
export interface Occupancy {
  startDate: string;
  endDate: string;
}

/** True when no occupancy takes any night of `[startDate, endDate)`. */
export function isFree(
  occupied: readonly Occupancy[],
  startDate: string,
  endDate: string,
): boolean {
  return occupied.every((stay) => stay.endDate <= startDate || stay.startDate >= endDate);
}

/** How many consecutive nights from `fromDate` are free, counting up to `limit`. */
export function freeNightsFrom(
  occupied: readonly Occupancy[],
  fromDate: string,
  limit: number,
): number {
  let nights = 0;
  while (
    nights < limit &&
    isFree(occupied, addDays(fromDate, nights), addDays(fromDate, nights + 1))
  ) {
    nights += 1;
  }
  return nights;
}
