import { isFree, type Occupancy } from './occupancy.ts';
import { addDays, zonedInstant } from './time.ts';

/** How far around the current dates a date change may move arrival or departure. */
export const dateChangeWindowDays = 7;
/** With nobody leaving that morning the unit is ready early; with nobody arriving, late. */
export const earliestArrivalOnEmptyDay = '12:00';
export const latestDepartureOnEmptyDay = '14:00';
const latestArrival = '23:00';
const earliestDeparture = '07:00';

export interface UnitDate {
  type: 'start-date' | 'end-date';
  date: string;
  timeslot: { startDate: string; endDate: string };
}

interface PropertyClock {
  timeZone: string;
  checkInTime: string;
  checkOutTime: string;
}

/**
 * Arrival dates possible with the departure kept, and departure dates possible with the arrival
 * kept, each with the window for the time: arrival from check-in time (earlier when no other stay
 * ends on the unit that day), departure by check-out time (later when no stay begins that day).
 * A started stay keeps its arrival; nothing moves into the past, and the departure is after today
 * (what the date change itself accepts).
 */
export function unitDateOptions(
  stay: { startDate: string; endDate: string },
  occupied: readonly Occupancy[],
  today: string,
  property: PropertyClock,
): UnitDate[] {
  const { timeZone } = property;
  const instant = (date: string, time: string) => zonedInstant(date, time, timeZone).toISOString();
  const options: UnitDate[] = [];
  const started = stay.startDate <= today;
  const firstStart = started
    ? stay.startDate
    : maxDate(today, addDays(stay.startDate, -dateChangeWindowDays));
  const lastStart = started ? stay.startDate : addDays(stay.endDate, -1);
  for (let date = firstStart; date <= lastStart; date = addDays(date, 1)) {
    if (!isFree(occupied, date, stay.endDate)) continue;
    const someoneLeaves = occupied.some((other) => other.endDate === date);
    options.push({
      type: 'start-date',
      date,
      timeslot: {
        startDate: instant(date, someoneLeaves ? property.checkInTime : earliestArrivalOnEmptyDay),
        endDate: instant(date, latestArrival),
      },
    });
  }
  // A departure is after today: leaving today is checking out, not a new date.
  const firstEnd = maxDate(addDays(stay.startDate, 1), addDays(today, 1));
  const lastEnd = addDays(stay.endDate, dateChangeWindowDays);
  for (let date = firstEnd; date <= lastEnd; date = addDays(date, 1)) {
    if (!isFree(occupied, stay.startDate, date)) break;
    const someoneArrives = occupied.some((other) => other.startDate === date);
    options.push({
      type: 'end-date',
      date,
      timeslot: {
        startDate: instant(date, earliestDeparture),
        endDate: instant(date, someoneArrives ? property.checkOutTime : latestDepartureOnEmptyDay),
      },
    });
  }
  return options;
}

function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}
