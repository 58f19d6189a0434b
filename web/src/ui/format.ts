/**
 * Money, dates and times through Intl, in the guest's language and the property's currency and
 * time zone. An unknown time zone or currency falls back to UTC or a plain number instead of
 * throwing: a screen never breaks over a value the server got wrong.
 */

/** The schema's `Money` as `Price_money` selects it: an exact decimal string and its currency. */
export type Money = { readonly decimalAmount: string; readonly currencyCode: string };

export const fallbackTimeZone = 'UTC';

/**
 * Intl's formatters, made once per language, options and zone: making one costs far more than
 * formatting with it, and a stay page formats dozens of dates and prices (in the browser and in
 * every server render).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatMoney(money: Money, locale: string): string {
  // Intl formats the decimal string exactly: no floating point between the server and the guest.
  const amount = money.decimalAmount as Intl.StringNumericLiteral;
  try {
    return numberFormat(locale, { style: 'currency', currency: money.currencyCode }).format(amount);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const number = numberFormat(locale, { minimumFractionDigits: 2 }).format(amount);
    return `${number} ${money.currencyCode}`;
  }
}

export type DateTimeStyle = 'dateTime' | 'date' | 'time' | 'weekdayDate';

/**
 * Times read on the 24-hour clock in every language of the app, as the properties' own signs and
 * house rules write them (check-in from 15:00): some locales' defaults are 12-hour (el-GR would
 * read "03:00 μ.μ.").
 */
const clock: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

const styles: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', ...clock },
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  weekdayDate: { weekday: 'long', day: 'numeric', month: 'long' },
  time: clock,
};

export function formatDateTime(
  iso: string,
  timeZone: string,
  locale: string,
  style: DateTimeStyle = 'dateTime',
): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  try {
    return dateTimeFormat(locale, { ...styles[style], timeZone }).format(instant);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return dateTimeFormat(locale, { ...styles[style], timeZone: fallbackTimeZone }).format(instant);
  }
}

export type LocalDateStyle = 'date' | 'weekdayDate' | 'shortWeekdayDate' | 'weekday' | 'dayMonth';

const localDateStyles: Record<LocalDateStyle, Intl.DateTimeFormatOptions> = {
  date: styles.date,
  weekdayDate: styles.weekdayDate,
  shortWeekdayDate: { weekday: 'short', day: 'numeric', month: 'short' },
  weekday: { weekday: 'short' },
  dayMonth: { day: 'numeric', month: 'short' },
};

/**
 * A calendar day of the schema (`LocalDate`, `2026-12-02`) as the guest reads it. It is already
 * the property's day, so it is formatted as a date, without any time zone shifting it.
 */
export function formatLocalDate(
  date: string,
  locale: string,
  style: LocalDateStyle = 'shortWeekdayDate',
): string {
  const noon = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(noon.getTime())) return date;
  return dateTimeFormat(locale, { ...localDateStyles[style], timeZone: 'UTC' }).format(noon);
}
