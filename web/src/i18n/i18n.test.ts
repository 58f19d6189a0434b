import { beforeEach, describe, expect, it } from 'vitest';
import { changeLocale, currentLocale, i18n, initI18n, loadTexts } from './i18n.ts';

describe('i18n', () => {
  beforeEach(async () => {
    localStorage.clear();
    await initI18n('en-GB');
  });

  it('starts in English with only the shell texts bundled', () => {
    expect(i18n.hasResourceBundle('en-GB', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en-GB', 'extras')).toBe(false);
    expect(currentLocale()).toBe('en-GB');
    expect(i18n.t('title.prefix')).toBe('Guest app');
    expect(document.documentElement.lang).toBe('en-GB');
  });

  it('loads another locale on demand, stores it and sets <html lang>', async () => {
    expect(i18n.hasResourceBundle('fi-FI', 'common')).toBe(false);

    await changeLocale('fi-FI');

    expect(i18n.t('nav.stay')).toBe('Majoitus');
    // A screen's namespace arrives with the screen, in the language on show.
    expect(i18n.hasResourceBundle('fi-FI', 'checkIn')).toBe(false);
    await loadTexts(['checkIn']);
    expect(i18n.t('checkIn:form.bookingNumber')).toBe('Varausnumero');
    expect(currentLocale()).toBe('fi-FI');
    expect(localStorage.getItem('locale')).toBe('fi-FI');
    expect(document.documentElement.lang).toBe('fi-FI');
  });

  it('starts directly in a stored locale', async () => {
    await initI18n('el-GR');
    expect(i18n.t('nav.stay')).toBe('Διαμονή');
  });
});
