/** Spec §5/§9: cleaning happens Monday to Friday, between 9:00 and 17:00, and takes up to 1 hour. */
const openingMinute = 9 * 60;
const closingMinute = 17 * 60;
const longestCleaningMs = 60 * 60 * 1000;

const weekdayAndTime = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = weekdayAndTime.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    weekdayAndTime.set(timeZone, formatter);
  }
  return formatter;
}

function localWeekdayAndMinute(
  instant: Date,
  timeZone: string,
): { weekday: string; minute: number } {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { weekday: part('weekday'), minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

export type CleaningSlot = { startDate: string; endDate: string };

/**
 * True when a slot fits the cleaning rules in the property's time zone: a weekday, starting at
 * 9:00 or later, ending by 17:00 the same day, at most an hour long. The core API's slots are
 * checked again here so a rule change upstream cannot offer the guest a slot staff will not serve.
 */
export function isWithinCleaningHours(slot: CleaningSlot, timeZone: string): boolean {
  const start = new Date(slot.startDate);
  const end = new Date(slot.endDate);
  const duration = end.getTime() - start.getTime();
  if (!(duration > 0 && duration <= longestCleaningMs)) return false;
  const from = localWeekdayAndMinute(start, timeZone);
  const to = localWeekdayAndMinute(end, timeZone);
  if (from.weekday === 'Sat' || from.weekday === 'Sun' || to.weekday !== from.weekday) return false;
  return from.minute >= openingMinute && to.minute <= closingMinute;
}
