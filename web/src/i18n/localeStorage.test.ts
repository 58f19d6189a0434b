import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredLocale, storeLocale } from './localeStorage.ts';

describe('stored locale', () => {
  beforeEach(() => localStorage.clear());

  it('is English when nothing is stored and the phone speaks no language of the app', () => {
    expect(readStoredLocale(localStorage, ['fr-FR', 'pt'])).toBe('en-GB');
    expect(localStorage.getItem('locale')).toBeNull();
  });

  it("follows the phone's languages on a first visit, mapped to a supported locale, and keeps it", () => {
    expect(readStoredLocale(localStorage, ['fr-FR', 'de-AT', 'fi'])).toBe('de-DE');
    expect(localStorage.getItem('locale')).toBe('de-DE');
    expect(readStoredLocale(localStorage, ['nb-NO'])).toBe('de-DE');
    localStorage.clear();
    expect(readStoredLocale(localStorage, ['nb-NO'])).toBe('no-NO');
  });

  it("a stored choice wins over the phone's languages", () => {
    storeLocale('it-IT');
    expect(readStoredLocale(localStorage, ['de-DE'])).toBe('it-IT');
  });

  it('is read back from the `locale` key', () => {
    storeLocale('it-IT');
    expect(localStorage.getItem('locale')).toBe('it-IT');
    expect(readStoredLocale()).toBe('it-IT');
  });

  it('falls back to English and reports an unsupported stored value', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('locale', 'fr-FR');

    expect(readStoredLocale()).toBe('en-GB');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('fr-FR')));
  });
});
