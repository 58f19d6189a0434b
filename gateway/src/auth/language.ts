/** The locales of spec §9: en-GB plus the nine the app translates to. */
export const supportedLocales = [
  'en-GB',
  'da-DK',
  'de-DE',
  'el-GR',
  'es-ES',
  'et-EE',
  'fi-FI',
  'it-IT',
  'nl-NL',
  'no-NO',
] as const;
export type SupportedLocale = (typeof supportedLocales)[number];

const byLowerCase = new Map<string, SupportedLocale>(
  supportedLocales.map((locale) => [locale.toLowerCase(), locale]),
);
const byLanguage = new Map<string, SupportedLocale>(
  supportedLocales.map((locale) => [locale.slice(0, 2).toLowerCase(), locale]),
);
/** The app's three-letter language slugs (spec §3, Languages). */
const bySlug = new Map<string, SupportedLocale>([
  ['eng', 'en-GB'],
  ['est', 'et-EE'],
  ['fin', 'fi-FI'],
  ['ger', 'de-DE'],
  ['ita', 'it-IT'],
  ['nor', 'no-NO'],
  ['spa', 'es-ES'],
  ['nld', 'nl-NL'],
  ['gre', 'el-GR'],
  ['dan', 'da-DK'],
]);

function matchOne(tag: string): SupportedLocale | undefined {
  const lower = tag.trim().toLowerCase();
  if (lower.length === 0) return undefined;
  return byLowerCase.get(lower) ?? bySlug.get(lower) ?? byLanguage.get(lower.slice(0, 2));
}

/**
 * The caller's language: `x-language-code` when it names a supported locale, else the best
 * supported entry of `Accept-Language`, else none (the core API then uses its default).
 * Unsupported values are ignored rather than forwarded, so the core API only sees the 10 locales.
 */
export function negotiateLanguage(headers: {
  'x-language-code'?: string | string[] | undefined;
  'accept-language'?: string | string[] | undefined;
}): SupportedLocale | undefined {
  const explicit = firstValue(headers['x-language-code']);
  if (explicit) {
    const match = matchOne(explicit);
    if (match) return match;
  }
  const accepted = firstValue(headers['accept-language']);
  if (!accepted) return undefined;
  const ranked = accepted
    .split(',')
    .map((part) => {
      const [tag = '', ...parameters] = part.split(';');
      const quality = parameters.find((p) => p.trim().startsWith('q='));
      return { tag, q: quality ? Number(quality.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0 && entry.tag.trim() !== '*')
    .sort((a, b) => b.q - a.q);
  for (const entry of ranked) {
    const match = matchOne(entry.tag);
    if (match) return match;
  }
  return undefined;
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
