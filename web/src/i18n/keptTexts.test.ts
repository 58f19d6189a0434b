import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { KeptTexts } from './keptTexts.ts';

const resources = {
  'en-GB': {
    common: { greeting: 'Hello', nights_one: '{{count}} night', nights_other: '{{count}} nights' },
    stay: { heading: 'Your stay', arrival: 'Arriving {{date}}' },
  },
  'de-DE': {
    common: { greeting: 'Hallo', nights_one: '{{count}} Nacht', nights_other: '{{count}} Nächte' },
    stay: { heading: 'Ihr Aufenthalt', arrival: 'Anreise {{date}}' },
  },
};

function instanceIn(language: string) {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: language,
    fallbackLng: 'en-GB',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

describe('KeptTexts', () => {
  it('resolves a plain text once and answers it again without i18next', () => {
    const kept = new KeptTexts();
    const instance = instanceIn('de-DE');
    const resolve = vi.spyOn(instance.translator, 'translate');
    const t = kept.over(instance).getFixedT('de-DE', 'stay');

    expect(t('heading')).toBe('Ihr Aufenthalt');
    expect(t('heading')).toBe('Ihr Aufenthalt');
    expect(kept.over(instanceIn('de-DE')).getFixedT('de-DE', 'stay')('heading')).toBe(
      'Ihr Aufenthalt',
    );
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('sends every call with options to i18next', () => {
    const t = new KeptTexts().over(instanceIn('en-GB')).getFixedT('en-GB', 'common');

    expect(t('nights', { count: 1 })).toBe('1 night');
    expect(t('nights', { count: 3 })).toBe('3 nights');
    expect(t('stay:arrival', { date: '1 May' })).toBe('Arriving 1 May');
    expect(t('stay:arrival', { date: '2 May' })).toBe('Arriving 2 May');
  });

  it('keeps each language and namespace apart', () => {
    const kept = new KeptTexts();

    expect(kept.over(instanceIn('en-GB')).getFixedT('en-GB', 'common')('greeting')).toBe('Hello');
    expect(kept.over(instanceIn('de-DE')).getFixedT('de-DE', 'common')('greeting')).toBe('Hallo');
    expect(kept.over(instanceIn('en-GB')).getFixedT('en-GB', 'stay')('heading')).toBe('Your stay');
    expect(kept.over(instanceIn('en-GB')).getFixedT('en-GB', 'common')('stay:heading')).toBe(
      'Your stay',
    );
  });

  it('keeps the language and namespace i18next notes on its t function', () => {
    const t = new KeptTexts().over(instanceIn('de-DE')).getFixedT('de-DE', 'stay') as unknown as {
      lng: string;
      ns: string;
    };

    expect(t.lng).toBe('de-DE');
    expect(t.ns).toBe('stay');
  });

  it('empties itself at its limit rather than grow without end', () => {
    const kept = new KeptTexts();
    const t = kept.over(instanceIn('en-GB')).getFixedT('en-GB', 'common');
    for (let key = 0; key <= KeptTexts.limit; key++) t(`missing${key}`);
    const instance = instanceIn('en-GB');
    const resolve = vi.spyOn(instance.translator, 'translate');

    kept.over(instance).getFixedT('en-GB', 'common')('missing0');

    expect(resolve).toHaveBeenCalledTimes(1);
  });
});
