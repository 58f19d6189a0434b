// The x-language-code header arrives as a locale (de-DE), a bare language (de) or one of the
// app's language slugs (GER, spec §3). Content is stored per primary language subtag.
export const fallbackLanguage = 'en';

const slugLanguages: Record<string, string> = {
  ENG: 'en',
  EST: 'et',
  FIN: 'fi',
  GER: 'de',
  ITA: 'it',
  NOR: 'no',
  SPA: 'es',
  NLD: 'nl',
  GRE: 'el',
  DAN: 'da',
};

/** The primary language a header asks for, lower-case; English when none is given. */
export function requestedLanguage(header: string | undefined): string {
  if (!header) return fallbackLanguage;
  const slug = slugLanguages[header.toUpperCase()];
  if (slug) return slug;
  return (header.split('-')[0] ?? fallbackLanguage).toLowerCase();
}
