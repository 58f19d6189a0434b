import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n.ts';
import { localeParamLoader } from './localeParam.ts';

function load(url: string) {
  return localeParamLoader({ request: new Request(url) });
}

describe('localeParamLoader', () => {
  beforeEach(async () => {
    localStorage.clear();
    await initI18n('en-GB');
  });

  it('stores the ?lng locale, switches to it and drops it from the address', async () => {
    const response = await load('http://localhost/stay?lng=de-DE&slug=k3x9');

    expect(response?.headers.get('Location')).toBe('/stay?slug=k3x9');
    expect(localStorage.getItem('locale')).toBe('de-DE');
    expect(i18n.language).toBe('de-DE');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(i18n.t('checkIn.form.lastName')).toBe('Nachname');
  });

  it('stores English for an unsupported ?lng and reports it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await load('http://localhost/check-in?lng=fr-FR');

    expect(response?.headers.get('Location')).toBe('/check-in');
    expect(localStorage.getItem('locale')).toBe('en-GB');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('fr-FR'));
  });

  it('does nothing without ?lng', async () => {
    expect(await load('http://localhost/stay?slug=k3x9')).toBeNull();
    expect(localStorage.getItem('locale')).toBeNull();
  });
});
