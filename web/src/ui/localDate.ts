/** Arithmetic on the schema's `LocalDate` (`2026-12-02`): calendar days, no time zone. */

/** The day `days` after a `LocalDate` (negative: before). */
export function addDays(localDate: string, days: number): string {
  const noon = new Date(`${localDate}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + days);
  return noon.toISOString().slice(0, 10);
}
