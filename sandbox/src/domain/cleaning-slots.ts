import { addDays, zonedInstant } from './time.ts';

// Spec §5/§9: cleaning Monday to Friday only, between 9:00 and 17:00, taking up to one hour.
export const cleaningDayStartHour = 9;
export const cleaningDayEndHour = 17;

export interface CleaningSlot {
  startDate: string;
  endDate: string;
  isAvailable: boolean;
}

/** Monday-Friday in the calendar; the weekday of a local date does not depend on the zone. */
export function isWeekday(localDate: string): boolean {
  const day = new Date(`${localDate}T00:00:00Z`).getUTCDay();
  return day >= 1 && day <= 5;
}

/**
 * The one-hour slots on the mid-stay days (after the arrival day, before the departure day) of a
 * stay; a slot is unavailable once it has started or when the unit already has a cleaning then.
 */
export function cleaningSlots(
  stay: { startDate: string; endDate: string },
  timeZone: string,
  now: Date,
  bookedStarts: ReadonlySet<string>,
): CleaningSlot[] {
  const slots: CleaningSlot[] = [];
  for (let day = addDays(stay.startDate, 1); day < stay.endDate; day = addDays(day, 1)) {
    if (!isWeekday(day)) continue;
    for (let hour = cleaningDayStartHour; hour < cleaningDayEndHour; hour += 1) {
      const start = zonedInstant(day, `${pad(hour)}:00`, timeZone);
      const end = zonedInstant(day, `${pad(hour + 1)}:00`, timeZone);
      const startDate = start.toISOString();
      slots.push({
        startDate,
        endDate: end.toISOString(),
        isAvailable: start > now && !bookedStarts.has(startDate),
      });
    }
  }
  return slots;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
