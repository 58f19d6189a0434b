/** A one-hour cleaning slot as the schema gives it: instants, and whether it is still free. */
export type CleaningSlot = { startDate: string; endDate: string; isAvailable: boolean };

/** The property's calendar day of an instant, `YYYY-MM-DD`. */
export function localDateOf(instant: string, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(instant));
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/**
 * The stay's cleaning slots by day (Monday to Friday, 09:00-17:00 local, as the gateway offers
 * them), in order; a day is bookable when one of its slots is still free.
 */
export function cleaningDays(slots: readonly CleaningSlot[], timeZone: string) {
  const days = new Map<string, CleaningSlot[]>();
  for (const slot of [...slots].sort((a, b) => a.startDate.localeCompare(b.startDate))) {
    const date = localDateOf(slot.startDate, timeZone);
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  return [...days].map(([date, daySlots]) => ({
    date,
    slots: daySlots,
    isAvailable: daySlots.some((slot) => slot.isAvailable),
  }));
}
