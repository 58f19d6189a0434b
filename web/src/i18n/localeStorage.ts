import { defaultLocale, firstSupportedLocale, type Locale, resolveLocale } from './locales.ts';

/** Where the guest's language is kept. */
export const localeKey = 'locale';

/**
 * The same choice as a cookie, so the server renders a page in the guest's language
 * (`delivery/requestLocale.ts`); local storage stays the client's source (spec §5).
 */
export const localeCookieName = 'guest_locale';
const oneYearSeconds = 365 * 24 * 60 * 60;

/** Mirrors the stored language into the cookie the server reads. */
export function mirrorLocaleCookie(locale: Locale): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: Safari has no Cookie Store API; the value is a locale tag of the fixed list.
  document.cookie = `${localeCookieName}=${locale}; path=/; max-age=${oneYearSeconds}; samesite=lax`;
}

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
    const fromPhone = firstSupportedLocale(phoneLanguages);
    if (fromPhone) storeLocale(fromPhone, storage);
    return fromPhone ?? defaultLocale;
  }
  const { locale, supported } = resolveLocale(stored);
  if (!supported) reportUnsupportedLocale(stored);
  return locale;
}

export function storeLocale(locale: Locale, storage: Storage = localStorage): void {
  storage.setItem(localeKey, locale);
  mirrorLocaleCookie(locale);
}

/** Spec §5/§8: an unsupported locale is reported, and English used. */
export function reportUnsupportedLocale(value: string): void {
  void import('../integrations/errorReporting.ts').then((reporting) =>
    reporting.reportError(new Error('Unsupported locale, English used instead.'), {
      locale: value.slice(0, 35),
    }),
  );
}
