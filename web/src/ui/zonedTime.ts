/**
 * Calendar days and wall-clock times of a property's time zone, as data (not text): a stay's
 * days and deadlines are the hotel's, wherever the guest's phone is. An unknown zone is UTC.
 */

function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The `LocalDate` (`2026-12-02`) an instant falls on in the zone. */
export function localDateIn(iso: string, timeZone: string): string {
  // en-CA spells dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: safeZone(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant (ISO) when the zone's clock shows `time` (`HH:MM`) on `localDate`. */
export function instantAt(localDate: string, time: string, timeZone: string): string {
  const zone = safeZone(timeZone);
  const wall = Date.parse(`${localDate}T${time}:00Z`);
  // Two passes settle the offset across a daylight-saving change.
  let instant = wall - offsetAt(wall, zone);
  instant = wall - offsetAt(instant, zone);
  return new Date(instant).toISOString();
}
