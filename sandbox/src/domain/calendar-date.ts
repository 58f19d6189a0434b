/**
 * The dates the API takes anywhere: from 1900 (the earliest plausible date of birth) to 2199 (far
 * beyond any booking). Outside this range a value is a mistake or a probe, and arithmetic on it
 * (nights between, time zones) only produces nonsense.
 */
export const calendarRange = { earliest: '1900-01-01', latest: '2199-12-31' } as const;

/** How the rule reads in error messages. */
export const calendarDateRule = 'a calendar date (YYYY-MM-DD) from 1900 to 2199';

/** True for a real `YYYY-MM-DD` date in `calendarRange`: the schema pattern lets 2026-02-31 through. */
export function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(time) &&
    new Date(time).toISOString().slice(0, 10) === value &&
    value >= calendarRange.earliest &&
    value <= calendarRange.latest
  );
}

/** How far ahead a stay may be quoted or moved: the booking engine sells two years ahead. */
export const bookingHorizonDays = 730;
