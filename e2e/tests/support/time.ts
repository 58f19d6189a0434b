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
