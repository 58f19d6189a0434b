/** Date logic of spec §4, always in the property's time zone. */
import { TZDate } from '@date-fns/tz';
import { LRUCache } from 'lru-cache';

export const defaultTimeZone = 'UTC';

const localDatePattern = /^\d{4}-\d{2}-\d{2}$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A valid IANA zone, else UTC (spec §3: time zone defaults to UTC). */
export function timeZoneOrDefault(timeZone: string | null | undefined): string {
  if (!timeZone) return defaultTimeZone;
  try {
    formatterFor(timeZone);
    return timeZone;
  } catch {
    return defaultTimeZone;
  }
}

/** True for a date-only value (`YYYY-MM-DD`), false for an instant. */
export function isLocalDate(value: string): boolean {
  return localDatePattern.test(value);
}

/** The calendar date (`YYYY-MM-DD`) of a date-only value or an instant, in the given zone. */
export function localDateOf(value: string | Date, timeZone: string): string {
  if (typeof value === 'string' && localDatePattern.test(value)) return value;
  const instant = typeof value === 'string' ? new Date(value) : value;
  // Every zone's offset is whole minutes, so one UTC minute falls on one local date.
  const key = `${timeZone} ${Math.floor(instant.getTime() / 60_000)}`;
  let localDate = localDatesByMinute.get(key);
  if (localDate === undefined) {
    localDate = formatterFor(timeZone).format(instant);
    localDatesByMinute.set(key, localDate);
  }
  return localDate;
}

/**
 * Local dates by zone and UTC minute: a stay query's flags and offers ask for the same few (its
 * arrival, departure and now) many times, and Intl's formatting was 2-3% of its CPU.
 */
const localDatesByMinute = new LRUCache<string, string>({ max: 5000 });

/**
 * The instant the zone's wall clock shows `hours:minutes` on a local date (`YYYY-MM-DD`), or
 * `days` later (a day past the month's end rolls over; a day may be 23 or 25 hours long).
 */
export function wallClockInstant(
  localDate: string,
  hours: number,
  minutes: number,
  timeZone: string,
  days = 0,
): Date {
  const key = `${timeZone} ${localDate} ${days} ${hours}:${minutes}`;
  let at = instantsByWallClock.get(key);
  if (at === undefined) {
    const [year = 0, month = 1, day = 1] = localDate.split('-').map(Number);
    at = new TZDate(year, month - 1, day + days, hours, minutes, timeZone).getTime();
    instantsByWallClock.set(key, at);
  }
  return new Date(at);
}

/**
 * Instants by zone and wall clock: every stay query asks for the same few (midnight, its nights'
 * breakfast cutoffs and cleaning slots, the building's closing), and TZDate's offset arithmetic
 * was about a tenth of its CPU.
 */
const instantsByWallClock = new LRUCache<string, number>({ max: 5000 });

/** Whole days from one local date to another. */
export function daysBetween(fromLocalDate: string, toLocalDate: string): number {
  return Math.round((Date.parse(toLocalDate) - Date.parse(fromLocalDate)) / 86_400_000);
}

export type StayFlagsInput = {
  startDate: string;
  endDate: string;
  status: string | null | undefined;
  checkOutDate: string | null | undefined;
  timeZone: string;
  now: Date;
};

export function isCancelledStatus(status: string | null | undefined): boolean {
  return status === 'canceled' || status === 'cancelled';
}
