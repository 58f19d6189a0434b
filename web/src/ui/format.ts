/**
 * Money, dates and times through Intl, in the guest's language and the property's currency and
 * time zone. An unknown time zone or currency falls back to UTC or a plain number instead of
 * throwing: a screen never breaks over a value the server got wrong.
 */

/** The schema's `Money` as `Price_money` selects it: an exact decimal string and its currency. */
export type Money = { readonly decimalAmount: string; readonly currencyCode: string };

export const fallbackTimeZone = 'UTC';

/**
 * Intl's formatters, made once per language, style and zone: making one costs far more than
 * formatting with it, and a stay page formats dozens of dates and prices (in the browser and in
 * every server render).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter<Format extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => Format,
): Format {
  let kept = formatters.get(key) as Format | undefined;
  if (!kept) {
    kept = make();
    formatters.set(key, kept);
  }
  return kept;
}

/**
 * The guest's language: its code, or the i18next instance of the render (`useTranslation()`'s
 * `i18n`), which a server render records its formatted texts by (`recordFormattedTexts`).
 */
export type FormatLanguage = string | { readonly language: string };

const codeOf = (language: FormatLanguage) =>
  typeof language === 'string' ? language : language.language;

/**
 * What a server render formatted, kept on its i18next instance (one per request): the page's
 * data carries it, and the browser keeps it before hydration (`keepFormattedTexts`), so that
 * taking the page over formats nothing. A phone's first formatter loads Intl's data for the
 * language and zone, some 70-150 ms with the CPU 4x slower, in the middle of hydration. On the
 * instance itself rather than in a map by it: react-i18next hands each component the instance
 * behind a proxy of its own, which passes the property through.
 */
const recording = Symbol('formatted texts of a server render');

type Recorded = { readonly [recording]?: Map<string, string> };

/** Records what is formatted with `render` (a server render's i18next instance) from now on. */
export function recordFormattedTexts(render: object): () => Record<string, string> {
  const recorded = new Map<string, string>();
  Object.defineProperty(render, recording, { value: recorded, configurable: true });
  return () => Object.fromEntries(recorded);
}

/** Keeps texts a server render formatted (`recordFormattedTexts`), as if formatted here. */
export function keepFormattedTexts(texts: Record<string, string>): void {
  for (const [key, text] of Object.entries(texts)) keep(key, text);
}

/**
 * What was formatted, by value, language, style and zone. Formatting in a time zone still costs a
 * few microseconds, and a page shows the same few instants and prices again and again (the
 * stay's dates on every screen, each server render of it), so formatting had grown to a thirtieth
 * of a server render's CPU. Emptied when full, so any number of stays keeps it bounded.
 */
const formatted = new Map<string, string>();
export const formattedLimit = 5_000;

function keep(key: string, text: string): void {
  if (formatted.size >= formattedLimit) formatted.clear();
  formatted.set(key, text);
}

function keptText(key: string, language: FormatLanguage, format: () => string): string {
  let text = formatted.get(key);
  if (text === undefined) {
    text = format();
    keep(key, text);
  }
  if (typeof language === 'object') (language as Recorded)[recording]?.set(key, text);
  return text;
}

export function formatMoney(money: Money, language: FormatLanguage): string {
  const { decimalAmount, currencyCode } = money;
  const locale = codeOf(language);
  return keptText(`money|${locale}|${currencyCode}|${decimalAmount}`, language, () => {
    // Intl formats the decimal string exactly: no floating point between the server and the guest.
    const amount = decimalAmount as Intl.StringNumericLiteral;
    try {
      return formatter(
        `money|${locale}|${currencyCode}`,
        () => new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode }),
      ).format(amount);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      const number = formatter(
        `number|${locale}`,
        () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }),
      ).format(amount);
      return `${number} ${currencyCode}`;
    }
  });
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
  language: FormatLanguage,
  style: DateTimeStyle = 'dateTime',
): string {
  const locale = codeOf(language);
  return keptText(`${style}|${timeZone}|${locale}|${iso}`, language, () => {
    const instant = new Date(iso);
    if (Number.isNaN(instant.getTime())) return iso;
    const inZone = (zone: string) =>
      formatter(
        `${style}|${zone}|${locale}`,
        () => new Intl.DateTimeFormat(locale, { ...styles[style], timeZone: zone }),
      ).format(instant);
    try {
      return inZone(timeZone);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      return inZone(fallbackTimeZone);
    }
  });
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
  language: FormatLanguage,
  style: LocalDateStyle = 'shortWeekdayDate',
): string {
  const locale = codeOf(language);
  return keptText(`local ${style}|${locale}|${date}`, language, () => {
    const noon = new Date(`${date}T12:00:00Z`);
    if (Number.isNaN(noon.getTime())) return date;
    return formatter(
      `local ${style}|${locale}`,
      () => new Intl.DateTimeFormat(locale, { ...localDateStyles[style], timeZone: 'UTC' }),
    ).format(noon);
  });
}
