import i18next, { type i18n as I18n, type Resource, type ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { bundledEnglish, bundledNamespaces } from './englishResources.ts';
import { KeptTexts } from './keptTexts.ts';
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
export const textsUrl = (locale: Locale, namespace: string) =>
  `/assets/locales/${locale}-${namespace}-${__TEXTS_VERSION__}.json`;

const fetchTexts: TextsLoader = async (locale, namespace) => {
  const response = await fetch(textsUrl(locale, namespace));
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

/**
 * i18next's own separators (`stay:manage.checkOut`), named: left unset, i18next tests every key on
 * every call for looking like a sentence rather than a path, which the app's keys never do.
 */
const keySyntax = { nsSeparator: ':', keySeparator: '.' } as const;

/** react-i18next records on the instance which namespaces the rendered screens use. */
type ReportingInstance = { reportNamespaces?: { getUsedNamespaces(): string[] } };

/**
 * Starts the browser's texts in `locale`. `serverTexts` are the namespaces a server-rendered page
 * used, in its language (`delivery/pageData.ts`): hydration then draws them without a fetch.
 */
export async function initI18n(
  locale: Locale,
  serverTexts: Record<string, ResourceKey> = {},
): Promise<void> {
  const resources: Resource = { [defaultLocale]: { ...bundledEnglish } };
  resources[locale] = { ...resources[locale], ...serverTexts };
  await i18n
    .use(textsBackend)
    .use(initReactI18next)
    .init({
      resources,
      // English has the bundled namespaces at start; the others still come from the backend.
      partialBundledLanguages: true,
      ns: bundledNamespaces,
      defaultNS: 'common',
      lng: defaultLocale,
      fallbackLng: defaultLocale,
      supportedLngs: languages.map((language) => language.locale),
      // Locale tags like en-GB are used as they are; i18next must not look for en.json or GB.json.
      load: 'currentOnly',
      ...keySyntax,
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

/** What the server's renders read without options, kept with the texts (`keptTexts.ts`). */
let serverTexts: KeptTexts | undefined;

/**
 * The server's texts: every namespace of every language, read once at start, so a render never
 * waits for a file. Each request renders with its own instance in its own language
 * (`textsForRequest`); the shared one stays in English and only holds the texts.
 */
export function initServerI18n(resources: Resource): void {
  serverTexts = new KeptTexts();
  void i18n.use(initReactI18next).init({
    resources,
    ns: [...new Set(Object.values(resources).flatMap((namespaces) => Object.keys(namespaces)))],
    defaultNS: 'common',
    lng: defaultLocale,
    fallbackLng: defaultLocale,
    supportedLngs: languages.map((language) => language.locale),
    load: 'currentOnly',
    ...keySyntax,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}

/**
 * One server render's texts, in its language, sharing the texts read at start. Its own instance,
 * so that the namespaces its screens use are its own (`reportNamespaces`, the page's data); a
 * text read without options is resolved once for as long as the texts are (`keptTexts.ts`).
 */
export function textsForRequest(locale: Locale): I18n {
  serverTexts ??= new KeptTexts();
  return serverTexts.over(i18n.cloneInstance({ lng: locale, initAsync: false }));
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
