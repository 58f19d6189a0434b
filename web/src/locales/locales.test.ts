import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultLocale, languages } from '../i18n/locales.ts';
import { namespaces } from '../i18n/namespaces.ts';

type Tree = { [key: string]: string | Tree };

const localesDir = import.meta.dirname;
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * Texts that are rightly the same as the English one in a language (a loanword used in that
 * language's hotel apps). Anything else equal to English is an untranslated copy.
 */
const sameAsEnglish: Readonly<Record<string, readonly string[]>> = {
  'common:nav.extras': ['de-DE', 'es-ES'],
  'common:nav.account': ['it-IT', 'nl-NL'],
  'extras:page.title': ['da-DK', 'de-DE', 'es-ES', 'no-NO'],
  'extras:list.heading': ['da-DK', 'de-DE', 'es-ES', 'no-NO'],
  'prices:charge.perPerson': ['no-NO'],
  'prices:charge.perWeek': ['nl-NL'],
  'stayDetails:wifi.heading': ['da-DK', 'el-GR', 'es-ES', 'et-EE', 'fi-FI', 'it-IT', 'no-NO'],
  'stayDetails:wifi.password': ['it-IT'],
  'access:keyType.elevator': ['da-DK'],
  'stay:unit.typeSuite': ['da-DK', 'de-DE', 'es-ES', 'it-IT', 'nl-NL', 'no-NO'],
  // Cities most languages write as the city itself does (exonyms such as München are translated).
  'content:cities.amsterdam': ['da-DK', 'de-DE', 'et-EE', 'fi-FI', 'it-IT', 'nl-NL', 'no-NO'],
  'content:cities.berlin': ['da-DK', 'de-DE', 'no-NO'],
  'content:cities.bonn': ['da-DK', 'de-DE', 'es-ES', 'et-EE', 'fi-FI', 'it-IT', 'nl-NL', 'no-NO'],
  'content:cities.florence': ['nl-NL'],
  'content:cities.freising': ['da-DK', 'de-DE', 'et-EE', 'fi-FI', 'nl-NL', 'no-NO'],
  'content:cities.helsinki': ['da-DK', 'de-DE', 'es-ES', 'fi-FI', 'it-IT', 'nl-NL'],
  'content:cities.london': ['da-DK', 'de-DE', 'et-EE', 'no-NO'],
  'content:cities.madrid': ['da-DK', 'de-DE', 'es-ES', 'et-EE', 'fi-FI', 'it-IT', 'nl-NL', 'no-NO'],
  'content:cities.oslo': ['da-DK', 'de-DE', 'es-ES', 'et-EE', 'fi-FI', 'it-IT', 'nl-NL', 'no-NO'],
  'content:cities.stockholm': ['da-DK', 'de-DE', 'et-EE', 'nl-NL', 'no-NO'],
  'content:cities.tallinn': ['da-DK', 'de-DE', 'et-EE', 'it-IT', 'nl-NL', 'no-NO'],
  'content:cities.tartu': ['da-DK', 'de-DE', 'es-ES', 'et-EE', 'it-IT', 'nl-NL', 'no-NO'],
  'content:cities.turku': ['da-DK', 'de-DE', 'es-ES', 'fi-FI', 'it-IT', 'nl-NL'],
  // A brand name, and a time range that is only figures and punctuation.
  'contact:hours.whatsapp': [
    'da-DK',
    'de-DE',
    'el-GR',
    'es-ES',
    'et-EE',
    'fi-FI',
    'it-IT',
    'nl-NL',
    'no-NO',
  ],
};

function readNamespace(locale: string, namespace: string): Tree {
  return JSON.parse(readFileSync(`${localesDir}/${locale}/${namespace}.json`, 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, `${path}.`)) entries.set(inner, text);
  }
  return entries;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/**
 * The keys a locale must have: English's keys, with each counted text (`key_one`, `key_other`)
 * expanded to exactly the plural categories of the locale's own rules (`Intl.PluralRules`:
 * Italian and Spanish add `many`, for example).
 */
function expectedKeys(english: Map<string, string>, locale: string): string[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    const base = key.replace(pluralSuffix, '');
    if (base === key) keys.add(key);
    else for (const category of categories) keys.add(`${base}_${category}`);
  }
  return [...keys].sort();
}

function englishTextFor(english: Map<string, string>, key: string): string {
  return english.get(key) ?? english.get(key.replace(pluralSuffix, '_other')) ?? '';
}

const translated = languages.map(({ locale }) => locale).filter((l) => l !== defaultLocale);

describe('locale files', () => {
  it('exist for exactly the supported locales and namespaces', () => {
    const folders = readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(languages.map(({ locale }) => locale).sort());
    for (const locale of folders) {
      const files = readdirSync(`${localesDir}/${locale}`).sort();
      expect(files, locale).toEqual(namespaces.map((namespace) => `${namespace}.json`).sort());
    }
  });

  it.each(namespaces)('%s uses screen.phrase keys in English', (namespace) => {
    const english = flatten(readNamespace(defaultLocale, namespace));
    for (const key of english.keys()) expect(key.split('.'), key).toHaveLength(2);
  });

  it.each(namespaces)('%s counts in English with _one and _other', (namespace) => {
    const english = flatten(readNamespace(defaultLocale, namespace));
    for (const key of english.keys()) {
      if (pluralSuffix.test(key)) {
        expect(english.has(key.replace(pluralSuffix, '_one')), key).toBe(true);
        expect(english.has(key.replace(pluralSuffix, '_other')), key).toBe(true);
      }
    }
  });

  it('allows an English-looking text only where it really is the same (no stale exceptions)', () => {
    for (const [qualifiedKey, locales] of Object.entries(sameAsEnglish)) {
      const [namespace = '', key = ''] = qualifiedKey.split(':');
      const english = englishTextFor(flatten(readNamespace(defaultLocale, namespace)), key);
      expect(english, `${qualifiedKey} is not an English text`).not.toBe('');
      for (const locale of locales) {
        const text = flatten(readNamespace(locale, namespace)).get(key);
        expect(text, `${locale} ${qualifiedKey} is translated now: drop the exception`).toBe(
          english,
        );
      }
    }
  });

  describe.each(translated)('%s', (locale) => {
    it.each(namespaces)(
      'translates every %s text, per plural category, keeping placeholders',
      (namespace) => {
        const english = flatten(readNamespace(defaultLocale, namespace));
        const entries = flatten(readNamespace(locale, namespace));
        expect([...entries.keys()].sort()).toEqual(expectedKeys(english, locale));
        for (const [key, text] of entries) {
          const where = `${locale} ${namespace}:${key}`;
          const englishText = englishTextFor(english, key);
          expect(text.trim(), where).not.toBe('');
          expect(placeholders(text), where).toEqual(placeholders(englishText));
          if (!sameAsEnglish[`${namespace}:${key}`]?.includes(locale)) {
            expect(text, `${where} is an English copy`).not.toBe(englishText);
          }
        }
      },
    );
  });

  it('calls the hotel check-out in Finnish by the hotel term, never the account log-out', () => {
    // "Kirjaudu ulos" is a computer's log-out; a hotel says "huoneen luovutus".
    const logOut = /kirjaudu ulos|kirjautu\p{L}* ulos|uloskirjau/iu;
    for (const namespace of namespaces) {
      for (const [key, text] of flatten(readNamespace('fi-FI', namespace))) {
        if (`${namespace}:${key}` === 'account:home.logOut') continue;
        expect(text, `fi-FI ${namespace}:${key}`).not.toMatch(logOut);
      }
    }
  });

  it.each([
    // German addresses the guest as "Sie" throughout, never "du".
    ['de-DE', /(?<!\p{L})(du|dich|dir|dein\p{L}*)(?!\p{L})/iu],
    // Estonian as "sina" throughout: no "teie" and none of its plural imperatives (Valige, Võtke).
    [
      'et-EE',
      /(?<!\p{L})(teie|teid|teile|teil|valige|võtke|lisage|proovige|sisestage|leidke)(?!\p{L})/iu,
    ],
  ])('keeps one register in %s', (locale, otherRegister) => {
    for (const namespace of namespaces) {
      for (const [key, text] of flatten(readNamespace(locale as string, namespace))) {
        expect(text, `${locale} ${namespace}:${key}`).not.toMatch(otherRegister as RegExp);
      }
    }
  });
});
