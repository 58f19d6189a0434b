import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredLocale, storeLocale } from './localeStorage.ts';

describe('stored locale', () => {
  beforeEach(() => localStorage.clear());

  it('is English when nothing is stored', () => {
    expect(readStoredLocale()).toBe('en-GB');
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
