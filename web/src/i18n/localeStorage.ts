import { type Locale, resolveLocale } from './locales.ts';

const localeKey = 'locale';

export function readStoredLocale(storage: Storage = localStorage): Locale {
  const stored = storage.getItem(localeKey);
  const { locale, supported } = resolveLocale(stored);
  if (stored !== null && !supported) reportUnsupportedLocale(stored);
  return locale;
}

export function storeLocale(locale: Locale, storage: Storage = localStorage): void {
  storage.setItem(localeKey, locale);
}

export function reportUnsupportedLocale(value: string): void {
  console.warn(`Unsupported locale "${value}", using English instead.`);
}
