const fallbackTimeZone = 'UTC';

/**
 * Formats an instant as the guest sees it on the property's wall clock, in the active locale.
 * An unknown zone falls back to UTC, the spec's default, rather than failing the page.
 */
export function formatStayDateTime(iso: string, timeZone: string, locale: string): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  };
  const instant = new Date(iso);
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(instant);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: fallbackTimeZone }).format(
      instant,
    );
  }
}
