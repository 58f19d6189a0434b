export const defaultLocale = 'en-GB';

/** The languages a guest can pick, in the spec's order; the selector sorts them by label. */
export const languages = [
  { locale: 'en-GB', label: 'English' },
  { locale: 'et-EE', label: 'Eesti' },
  { locale: 'fi-FI', label: 'Suomi' },
  { locale: 'de-DE', label: 'Deutsch' },
  { locale: 'it-IT', label: 'Italiano' },
  { locale: 'no-NO', label: 'Norsk' },
  { locale: 'es-ES', label: 'Español' },
  { locale: 'nl-NL', label: 'Nederlands' },
  { locale: 'el-GR', label: 'Ελληνικά' },
  { locale: 'da-DK', label: 'Dansk' },
] as const;

export type Locale = (typeof languages)[number]['locale'];

const supportedLocales: ReadonlySet<string> = new Set(languages.map((language) => language.locale));

export function isSupportedLocale(value: string): value is Locale {
  return supportedLocales.has(value);
}

// Sorted once, by code point: each label starts with a capital letter and differs from the others
// before any accent, so this is the order an English collator gives (the test holds it, with one).
// Building that collator as the app started was 50-80 ms of its evaluation on a phone-speed CPU,
// before anything else could run (a CPU profile, CPU 4x slower, 2026-11-29).
const sortedByLabel = [...languages].sort((a, b) => (a.label < b.label ? -1 : 1));

export function languagesByLabel() {
  return sortedByLabel;
}

// Browsers and links name Norwegian Bokmål and Nynorsk by their own codes.
const languageAliases: Readonly<Record<string, string>> = { nb: 'no', nn: 'no' };

export type LocaleResolution = { locale: Locale; supported: boolean };

/**
 * Maps whatever a link or storage holds (`de-DE`, `de-de`, `de_DE`, `de`) onto a supported locale.
 * Anything else falls back to English and is flagged so the caller can report it.
 */
export function resolveLocale(candidate: string | null | undefined): LocaleResolution {
  const normalised = normaliseTag(candidate ?? '');
  if (normalised === '') return { locale: defaultLocale, supported: false };
  if (isSupportedLocale(normalised)) return { locale: normalised, supported: true };
  const language = languageAliases[normalised.split('-')[0] ?? ''] ?? normalised.split('-')[0];
  const sameLanguage = languages.find((entry) => entry.locale.startsWith(`${language}-`));
  return sameLanguage
    ? { locale: sameLanguage.locale, supported: true }
    : { locale: defaultLocale, supported: false };
}

function normaliseTag(tag: string): string {
  const [language = '', region] = tag.trim().replace('_', '-').split('-');
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}

/**
 * The first of a device's languages that the app speaks (`de-AT` → `de-DE`), or null: the
 * browser asks with `navigator.languages`, a server render with the request's `Accept-Language`
 * (`acceptedLanguages`), so both choose the same language for a first visit.
 */
export function firstSupportedLocale(tags: readonly string[]): Locale | null {
  return (
    tags.map((tag) => resolveLocale(tag)).find((resolved) => resolved.supported)?.locale ?? null
  );
}

/** The tags of an `Accept-Language` header, most preferred first (`*` and `q=0` left out). */
export function acceptedLanguages(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((part, position) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters
        .map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), position };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position)
    .map(({ tag }) => tag);
}
