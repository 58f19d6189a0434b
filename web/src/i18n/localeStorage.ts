import { defaultLocale, type Locale, resolveLocale } from './locales.ts';

/** Where the guest's language is kept (also read by the page's query starter, `build/`). */
export const localeKey = 'locale';

/**
 * The guest's language: the one they chose (or a `?lng=` link stored), else on a first visit the
 * first of the phone's languages the app speaks (`de-AT` → `de-DE`), kept as the choice so every
 * later visit starts in it; else English.
 */
export function readStoredLocale(
  storage: Storage = localStorage,
  phoneLanguages: readonly string[] = navigator.languages ?? [],
): Locale {
  const stored = storage.getItem(localeKey);
  if (stored === null) {
    const fromPhone = phoneLanguages.map((tag) => resolveLocale(tag)).find((r) => r.supported);
    if (fromPhone) storeLocale(fromPhone.locale, storage);
    return fromPhone?.locale ?? defaultLocale;
  }
  const { locale, supported } = resolveLocale(stored);
  if (!supported) reportUnsupportedLocale(stored);
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
