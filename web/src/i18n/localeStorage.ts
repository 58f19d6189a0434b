import { type Locale, resolveLocale } from './locales.ts';

/** Where the guest's language is kept (also read by the page's query starter, `build/`). */
export const localeKey = 'locale';

export function readStoredLocale(storage: Storage = localStorage): Locale {
  const stored = storage.getItem(localeKey);
  const { locale, supported } = resolveLocale(stored);
  if (stored !== null && !supported) reportUnsupportedLocale(stored);
  return locale;
}

export function storeLocale(locale: Locale, storage: Storage = localStorage): void {
  storage.setItem(localeKey, locale);
}

/** Spec §5/§8: an unsupported locale is reported, and English used. */
export function reportUnsupportedLocale(value: string): void {
  void import('../integrations/errorReporting.ts').then((reporting) =>
    reporting.reportError(new Error('Unsupported locale, English used instead.'), {
      locale: value.slice(0, 35),
    }),
  );
}
