import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from '../i18n/locales.ts';

type Tree = { [key: string]: string | Tree };

const localesDir = import.meta.dirname;

function readLocale(locale: string): Tree {
  return JSON.parse(readFileSync(`${localesDir}/${locale}.json`, 'utf8')) as Tree;
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

const english = flatten(readLocale('en-GB'));
const translated = languages.map(({ locale }) => locale).filter((locale) => locale !== 'en-GB');

describe('locale files', () => {
  it('exist for exactly the supported locales', () => {
    const files = readdirSync(localesDir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual(languages.map(({ locale }) => locale).sort());
  });

  it('use area.screen.phrase keys', () => {
    for (const key of english.keys()) expect(key.split('.')).toHaveLength(3);
  });

  it.each(translated)('%s translates every English key, keeping placeholders', (locale) => {
    const entries = flatten(readLocale(locale));
    expect([...entries.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of entries) {
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english.get(key) ?? ''));
    }
  });
});
