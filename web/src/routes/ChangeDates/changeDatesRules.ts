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
 * How far the picker reaches when one end of the stay stays put: the earliest arrival (with the
 * current departure) and the latest departure (with the current arrival) the unit allows
 * (`Reservation.unitAvailability`), so the phone's calendar offers no day the unit is taken on. A
 * stay moved at both ends is checked when it is changed.
 */
export function unitFreeDays(options: readonly { type: string; date: string }[]): {
  earliestArrival: string | undefined;
  latestDeparture: string | undefined;
} {
  const days = (type: string) =>
    options
      .filter((option) => option.type === type)
      .map((option) => option.date)
      .sort();
  return { earliestArrival: days('START_DATE')[0], latestDeparture: days('END_DATE').at(-1) };
}
