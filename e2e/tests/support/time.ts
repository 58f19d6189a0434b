/**
 * How an instant reads on the property's wall clock: `15:00` and `24 Nov`, in en-GB, and its
 * calendar day there (`2026-11-24`).
 */
export function wallClock(
  iso: string,
  timeZone: string,
): { time: string; dayMonth: string; date: string } {
  const instant = new Date(iso);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(instant);
  const dayMonth = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone,
  }).format(instant);
  // en-CA spells dates as YYYY-MM-DD.
  const date = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(instant);
  return { time, dayMonth, date };
}

/**
 * The next Monday, 06:00 UTC, after `from` (a Monday morning gives a stay weekday cleaning slots
 * and every product on sale). Always ahead of the real clock: the gateway forwards a session's
 * token only until its expiry (an hour after sign-in on the sandbox's clock) by its own clock, so
 * a fixed day in the past would sign every guest out at once.
 */
export function comingMondayMorning(from: Date = new Date()): string {
  const monday = new Date(from);
  monday.setUTCHours(6, 0, 0, 0);
  const daysToMonday = (8 - monday.getUTCDay()) % 7;
  monday.setUTCDate(monday.getUTCDate() + daysToMonday);
  if (monday.getTime() <= from.getTime()) monday.setUTCDate(monday.getUTCDate() + 7);
  return monday.toISOString();
}
