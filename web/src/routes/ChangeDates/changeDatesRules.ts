import { addDays } from '../../ui/localDate.ts';

/** What the dates form checks before asking (the server checks the rest: free nights, limits). */
export type DatesProblem = 'departureNotAfterArrival' | 'arrivalInPast' | null;

/**
 * The guest's new dates are calendar days of the property (`LocalDate`). A started stay keeps its
 * arrival day (the gateway's `STAY_STARTED` otherwise), so only its departure can move; nothing
 * moves into the past, and a stay has at least one night.
 */
export function datesProblem(
  dates: { arrival: string; departure: string },
  today: string,
  started: boolean,
): DatesProblem {
  if (!started && dates.arrival < today) return 'arrivalInPast';
  if (dates.departure <= dates.arrival) return 'departureNotAfterArrival';
  return null;
}

/** The earliest departure a started stay can pick: tomorrow, in the property's calendar. */
export function earliestDeparture(arrival: string, today: string): string {
  return addDays(arrival > today ? arrival : today, 1);
}

/**
 * How far the picker reaches: with the departure kept, back to the earliest arrival the unit
 * allows; with the arrival kept, up to the latest departure it allows
 * (`Reservation.unitAvailability` lists each end with the other fixed). A stay moved at both ends
 * is bounded only by today, and checked when it is changed.
 */
export function pickerBounds(
  options: readonly { type: string; date: string }[],
  chosen: { arrival: string; departure: string },
  current: { arrival: string; departure: string },
  today: string,
): { arrivalMin: string; departureMax: string | undefined } {
  const days = (type: string) =>
    options
      .filter((option) => option.type === type)
      .map((option) => option.date)
      .sort();
  return {
    arrivalMin: chosen.departure === current.departure ? (days('START_DATE')[0] ?? today) : today,
    departureMax: chosen.arrival === current.arrival ? days('END_DATE').at(-1) : undefined,
  };
}
