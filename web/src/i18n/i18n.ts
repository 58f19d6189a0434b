import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enGB from '../locales/en-GB.json';
import { storeLocale } from './localeStorage.ts';
import { defaultLocale, isSupportedLocale, type Locale } from './locales.ts';

type Translation = typeof enGB;

// Static imports per locale so each becomes its own lazily loaded chunk; English ships in the entry.
const loadTranslation: Record<Exclude<Locale, 'en-GB'>, () => Promise<{ default: Translation }>> = {
  'da-DK': () => import('../locales/da-DK.json'),
  'de-DE': () => import('../locales/de-DE.json'),
  'el-GR': () => import('../locales/el-GR.json'),
  'es-ES': () => import('../locales/es-ES.json'),
  'et-EE': () => import('../locales/et-EE.json'),
  'fi-FI': () => import('../locales/fi-FI.json'),
  'it-IT': () => import('../locales/it-IT.json'),
  'nl-NL': () => import('../locales/nl-NL.json'),
  'no-NO': () => import('../locales/no-NO.json'),
};

export const i18n = i18next.createInstance();

export async function initI18n(locale: Locale): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { [defaultLocale]: { translation: enGB } },
    lng: defaultLocale,
    fallbackLng: defaultLocale,
    supportedLngs: [defaultLocale, ...Object.keys(loadTranslation)],
    // Locale tags like en-GB are used as they are; i18next must not look for en.json or GB.json.
    load: 'currentOnly',
    interpolation: { escapeValue: false },
  });
  await applyLocale(locale);
}

/** Loads the locale's bundle if needed, switches to it, and mirrors it to `<html lang>` and storage. */
export async function changeLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  await applyLocale(locale);
}

async function applyLocale(locale: Locale): Promise<void> {
  if (locale !== defaultLocale && !i18n.hasResourceBundle(locale, 'translation')) {
    const { default: translation } = await loadTranslation[locale]();
    i18n.addResourceBundle(locale, 'translation', translation);
  }
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export function currentLocale(): Locale {
  const language = i18n.resolvedLanguage ?? defaultLocale;
  return isSupportedLocale(language) ? language : defaultLocale;
}
