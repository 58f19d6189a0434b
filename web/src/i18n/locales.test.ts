import { describe, expect, it } from 'vitest';
import { languagesByLabel, resolveLocale } from './locales.ts';

describe('resolveLocale', () => {
  it.each([
    ['de-DE', 'de-DE'],
    ['de-de', 'de-DE'],
    ['fi_FI', 'fi-FI'],
    [' el-GR ', 'el-GR'],
    ['da-DK', 'da-DK'],
  ])('accepts the supported locale %s as %s', (candidate, locale) => {
    expect(resolveLocale(candidate)).toEqual({ locale, supported: true });
  });

  it.each([
    ['de', 'de-DE'],
    ['de-AT', 'de-DE'],
    ['nb', 'no-NO'],
    ['nn-NO', 'no-NO'],
    ['en-US', 'en-GB'],
  ])('maps %s to the supported locale of the same language, %s', (candidate, locale) => {
    expect(resolveLocale(candidate)).toEqual({ locale, supported: true });
  });

  it.each([['fr-FR'], ['pt'], ['xx-YY'], [''], [null], [undefined]])(
    'falls back to en-GB and flags %s as unsupported',
    (candidate) => {
      expect(resolveLocale(candidate)).toEqual({ locale: 'en-GB', supported: false });
    },
  );
});

describe('languagesByLabel', () => {
  it('lists the nine spec languages plus Danish, sorted by label', () => {
    expect(languagesByLabel().map((language) => language.label)).toEqual([
      'Dansk',
      'Deutsch',
      'Eesti',
      'English',
      'Español',
      'Italiano',
      'Nederlands',
      'Norsk',
      'Suomi',
      'Ελληνικά',
    ]);
  });

  it('is the order an English collator gives', () => {
    const labels = languagesByLabel().map((language) => language.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('en').compare));
  });
});
