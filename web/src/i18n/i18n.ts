import i18next, { type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { englishResources } from './englishResources.ts';
import { storeLocale } from './localeStorage.ts';
import { defaultLocale, isSupportedLocale, type Locale, languages } from './locales.ts';
import { type Namespace, namespaces } from './namespaces.ts';

// Every other locale's namespace is its own chunk (assets/locales/), fetched when the guest picks
// that language; English is bundled.
const translationFiles = import.meta.glob<ResourceKey>(
  ['../locales/*/*.json', '!../locales/en-GB/*.json'],
  { import: 'default' },
);

async function loadNamespace(locale: Locale, namespace: Namespace): Promise<void> {
  const load = translationFiles[`../locales/${locale}/${namespace}.json`];
  if (!load) throw new Error(`No ${namespace} texts for ${locale}.`);
  i18n.addResourceBundle(locale, namespace, await load());
}

export const i18n = i18next.createInstance();

export async function initI18n(locale: Locale): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { [defaultLocale]: englishResources },
    ns: namespaces,
    defaultNS: 'common',
    lng: defaultLocale,
    fallbackLng: defaultLocale,
    supportedLngs: languages.map((language) => language.locale),
    // Locale tags like en-GB are used as they are; i18next must not look for en.json or GB.json.
    load: 'currentOnly',
    interpolation: { escapeValue: false },
  });
  await applyLocale(locale);
}

/** Loads the locale's texts if needed, switches to it, and mirrors it to `<html lang>` and storage. */
export async function changeLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  await applyLocale(locale);
}

async function applyLocale(locale: Locale): Promise<void> {
  if (locale !== defaultLocale) {
    const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(locale, namespace));
    await Promise.all(missing.map((namespace) => loadNamespace(locale, namespace)));
  }
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export function currentLocale(): Locale {
  const language = i18n.resolvedLanguage ?? defaultLocale;
  return isSupportedLocale(language) ? language : defaultLocale;
}
