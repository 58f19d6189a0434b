import i18next, { type ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { bundledEnglish, bundledNamespaces } from './englishResources.ts';
import { storeLocale } from './localeStorage.ts';
import { defaultLocale, isSupportedLocale, type Locale, languages } from './locales.ts';
import type { Namespace } from './namespaces.ts';

/** Reads one namespace's texts of a locale. */
export type TextsLoader = (locale: Locale, namespace: Namespace) => Promise<ResourceKey>;

/**
 * The build's JSON file of the namespace (`build/localeTexts.ts`): one version for all texts in
 * the address, so the entry carries no import per file. Fetched when a screen that uses the
 * namespace loads or the guest picks another language; the service worker keeps what was read.
 */
const fetchTexts: TextsLoader = async (locale, namespace) => {
  const response = await fetch(`/assets/locales/${locale}-${namespace}-${__TEXTS_VERSION__}.json`);
  if (!response.ok) throw new Error(`No ${namespace} texts for ${locale} (${response.status}).`);
  return (await response.json()) as ResourceKey;
};

let loadTextsFile: TextsLoader = fetchTexts;

/** Where texts come from outside a browser (the component tests read the source files). */
export function setTextsLoader(loader: TextsLoader): void {
  loadTextsFile = loader;
}

const textsBackend = resourcesToBackend((locale: string, namespace: string) =>
  loadTextsFile(locale as Locale, namespace as Namespace),
);

export const i18n = i18next.createInstance();

/** react-i18next records on the instance which namespaces the rendered screens use. */
type ReportingInstance = { reportNamespaces?: { getUsedNamespaces(): string[] } };

export async function initI18n(locale: Locale): Promise<void> {
  await i18n
    .use(textsBackend)
    .use(initReactI18next)
    .init({
      resources: { [defaultLocale]: bundledEnglish },
      // English has the bundled namespaces at start; the others still come from the backend.
      partialBundledLanguages: true,
      ns: bundledNamespaces,
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
  // The shell's texts and those of the screens on show are loaded in the new language before
  // switching, so nothing on screen falls back to English or suspends on the way.
  const inUse = (i18n as ReportingInstance).reportNamespaces?.getUsedNamespaces() ?? [];
  const missing = [...new Set([...bundledNamespaces, ...inUse])].filter(
    (namespace) => !i18n.hasResourceBundle(locale, namespace),
  );
  if (missing.length > 0) await i18n.reloadResources([locale], missing);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}

/** Loads namespaces in the current language (and English behind it), e.g. with a screen's chunk. */
export async function loadTexts(namespaces: readonly Namespace[]): Promise<void> {
  // Outside the app (the build's route analysis) nothing is initialised and nothing is needed.
  if (i18n.isInitialized && namespaces.length > 0) await i18n.loadNamespaces([...namespaces]);
}

export function currentLocale(): Locale {
  const language = i18n.resolvedLanguage ?? defaultLocale;
  return isSupportedLocale(language) ? language : defaultLocale;
}
