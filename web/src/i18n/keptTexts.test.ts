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

/** A `t` of made-up texts: the app's typed keys (`i18next.d.ts`) do not apply to them. */
type PlainT = ((key: string, options?: Record<string, unknown>) => string) & {
  lng: string;
  ns: string;
};

function tOf(kept: KeptTexts, instance: ReturnType<typeof instanceIn>, namespace: string) {
  const texts = kept.over(instance) as unknown as {
    getFixedT(language: string, namespace: string): PlainT;
  };
  return texts.getFixedT(instance.language, namespace);
}

/** i18next's own lookup, watched. */
function resolutionsOf(instance: ReturnType<typeof instanceIn>) {
  const { translator } = instance as unknown as { translator: { translate(): unknown } };
  return vi.spyOn(translator, 'translate');
}

describe('KeptTexts', () => {
  it('resolves a plain text once and answers it again without i18next', () => {
    const kept = new KeptTexts();
    const instance = instanceIn('de-DE');
    const resolutions = resolutionsOf(instance);
    const t = tOf(kept, instance, 'stay');

    expect(t('heading')).toBe('Ihr Aufenthalt');
    expect(t('heading')).toBe('Ihr Aufenthalt');
    expect(tOf(kept, instanceIn('de-DE'), 'stay')('heading')).toBe('Ihr Aufenthalt');
    expect(resolutions).toHaveBeenCalledTimes(1);
  });

  it('sends every call with options to i18next', () => {
    const t = tOf(new KeptTexts(), instanceIn('en-GB'), 'common');

    expect(t('nights', { count: 1 })).toBe('1 night');
    expect(t('nights', { count: 3 })).toBe('3 nights');
    expect(t('stay:arrival', { date: '1 May' })).toBe('Arriving 1 May');
    expect(t('stay:arrival', { date: '2 May' })).toBe('Arriving 2 May');
  });

  it('keeps each language and namespace apart', () => {
    const kept = new KeptTexts();

    expect(tOf(kept, instanceIn('en-GB'), 'common')('greeting')).toBe('Hello');
    expect(tOf(kept, instanceIn('de-DE'), 'common')('greeting')).toBe('Hallo');
    expect(tOf(kept, instanceIn('en-GB'), 'stay')('heading')).toBe('Your stay');
    expect(tOf(kept, instanceIn('de-DE'), 'stay')('heading')).toBe('Ihr Aufenthalt');
    expect(tOf(kept, instanceIn('en-GB'), 'common')('stay:heading')).toBe('Your stay');
  });

  it('keeps the language and namespace i18next notes on its t function', () => {
    const t = tOf(new KeptTexts(), instanceIn('de-DE'), 'stay');

    expect(t.lng).toBe('de-DE');
    expect(t.ns).toBe('stay');
  });

  it('empties itself at its limit rather than grow without end', () => {
    const kept = new KeptTexts();
    const t = tOf(kept, instanceIn('en-GB'), 'common');
    for (let key = 0; key <= KeptTexts.limit; key++) t(`missing${key}`);
    const instance = instanceIn('en-GB');
    const resolutions = resolutionsOf(instance);

    tOf(kept, instance, 'common')('missing0');

    expect(resolutions).toHaveBeenCalledTimes(1);
  });
});
