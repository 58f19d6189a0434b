/** True for a real `YYYY-MM-DD` date: the schema pattern lets 2026-02-31 through. */
export function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}
