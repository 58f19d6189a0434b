import { reportUnsupportedLocale } from '../i18n/localeStorage.ts';
import { type Locale, resolveLocale } from '../i18n/locales.ts';

export type LocaleParam = { locale: Locale; urlWithoutParam: string };

/** The address parameter that picks the language (`?lng=de-DE`). */
export const localeParamName = 'lng';

/**
 * Reads `?lng=` from an address the app was opened with. It is handled before the router starts,
 * so the first requests of every route loader already carry the chosen language.
 */
export function takeLocaleParam(url: URL): LocaleParam | null {
  const requested = url.searchParams.get(localeParamName);
  if (requested === null) return null;
  const { locale, supported } = resolveLocale(requested);
  if (!supported) reportUnsupportedLocale(requested);
  const rest = new URL(url);
  rest.searchParams.delete(localeParamName);
  return { locale, urlWithoutParam: `${rest.pathname}${rest.search}${rest.hash}` };
}
