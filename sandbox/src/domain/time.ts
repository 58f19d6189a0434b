// Calendar arithmetic in a property's IANA time zone, with Intl only (no date library): a local
// date and wall-clock time are turned into the UTC instant they denote, and back.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

function offsetMillisAt(instant: Date, timeZone: string): number {
  const wall = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The `YYYY-MM-DD` calendar date that `instant` falls on in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): string {
  const wall = wallClockAt(instant, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

const zonedInstantCache = new Map<string, number>();
const zonedInstantCacheLimit = 50_000;

/** The instant at which the wall clock in `timeZone` shows `localDate` `localTime` (`HH:MM`). */
export function zonedInstant(localDate: string, localTime: string, timeZone: string): Date {
  // Intl is slow and every reservation read converts the same few dates: remember the answers.
  const key = `${localDate}T${localTime}@${timeZone}`;
  const cached = zonedInstantCache.get(key);
  if (cached !== undefined) return new Date(cached);
  const instant = computeZonedInstant(localDate, localTime, timeZone);
  if (zonedInstantCache.size >= zonedInstantCacheLimit) zonedInstantCache.clear();
  zonedInstantCache.set(key, instant.getTime());
  return instant;
}

function computeZonedInstant(localDate: string, localTime: string, timeZone: string): Date {
  const [year, month, day] = localDate.split('-').map(Number);
  const [hour, minute] = localTime.split(':').map(Number);
  const naiveUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  // Two passes settle the offset across a daylight-saving change between the guess and the answer.
  const firstGuess = naiveUtc - offsetMillisAt(new Date(naiveUtc), timeZone);
  return new Date(naiveUtc - offsetMillisAt(new Date(firstGuess), timeZone));
}

export function addDays(localDate: string, days: number): string {
  const [year, month, day] = localDate.split('-').map(Number);
  const shifted = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days));
  return shifted.toISOString().slice(0, 10);
}

export function nightsBetween(startDate: string, endDate: string): number {
  return Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000);
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60_000);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The first night still to come of a stay: its arrival day, or today once it has begun. */
export function firstNightFrom(startDate: string, today: string): string {
  return startDate.localeCompare(today) > 0 ? startDate : today;
}
