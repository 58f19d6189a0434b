import { describe, expect, it } from 'vitest';
import {
  buildingAccessUntilLocalTime,
  unitAccessAfterCheckOutMinutes,
} from '../src/domain/door-keys.ts';
import { buildSeed } from '../src/seed/index.ts';
import { translatedTexts } from '../src/seed/texts/index.ts';
import { testNow } from './support.ts';

const seed = buildSeed(testNow);
const languages = ['en', ...Object.keys(translatedTexts)];

/** A seeded text in every language the guest app reads it in: English, then its translations. */
function inEveryLanguage(english: string): Map<string, string> {
  const texts = new Map([['en', english]]);
  for (const translation of seed.textTranslations) {
    if (translation.source === english) texts.set(translation.language, translation.text);
  }
  return texts;
}

/**
 * The times of day a text states, as HH:MM: "15:00", "9:00", "kl. 15", "klo 15", "kella 15-ks".
 * A bare number counts only after a clock word, so "15 minutes" or "24 hours" is no time.
 */
function statedTimes(text: string): string[] {
  const clock =
    /(?:\b(?:kl\.|klo|kella|kell)\s*)(\d{1,2})(?:[:.](\d{2}))?\b|\b(\d{1,2})[:.](\d{2})\b/g;
  return [...text.matchAll(clock)].map((match) => {
    const hours = match[1] ?? match[3] ?? '';
    const minutes = match[2] ?? match[4] ?? '00';
    return `${hours.padStart(2, '0')}:${minutes}`;
  });
}

describe('seeded operator texts agree with the property they are shown for', () => {
  it('reads the times the texts state in every language', () => {
    expect(statedTimes('Arrive before 15:00 and settle in.')).toEqual(['15:00']);
    expect(statedTimes('Kom før kl. 15 og stil bagagen.')).toEqual(['15:00']);
    expect(statedTimes('arkisin klo 9–17')).toEqual(['09:00']);
    expect(statedTimes('15 minutes afterwards, within 24 hours')).toEqual([]);
  });

  it("states each property's own check-in time for early check-in and check-out time for late check-out", () => {
    for (const property of seed.properties) {
      const products = seed.products.filter((product) => product.propertyId === property.id);
      for (const [type, time] of [
        ['early-check-in', property.checkInTime],
        ['late-check-out', property.checkOutTime],
      ] as const) {
        const product = products.find((candidate) => candidate.type === type);
        if (!product?.description) throw new Error(`${property.key} has no ${type} description`);
        const texts = inEveryLanguage(product.description);
        expect([...texts.keys()].toSorted()).toEqual(languages.toSorted());
        for (const [language, text] of texts) {
          expect({ property: property.key, type, language, times: statedTimes(text) }).toEqual({
            property: property.key,
            type,
            language,
            times: [time],
          });
        }
      }
    }
  });

  it('says how long the door and the building stay open after check-out as the doors do', () => {
    for (const article of seed.helpArticles.filter((row) => row.group === 'check-out')) {
      for (const [language, text] of inEveryLanguage(article.body)) {
        const times = statedTimes(text);
        // An article that states times states the building's closing time, nothing else.
        for (const time of times) {
          expect({ language, time }).toEqual({ language, time: buildingAccessUntilLocalTime });
        }
        if (times.length > 0) {
          expect(text, `${language}: ${text}`).toContain(String(unitAccessAfterCheckOutMinutes));
        }
      }
    }
  });

  it('contradicts no screen around it: nothing on getting into the gym, no apartment for a room', () => {
    const shownWithEveryStay = [
      ...seed.helpArticles.map((row) => row.body),
      ...seed.propertyAccessGuides.map((row) => row.title),
      ...seed.propertyAccessGuides.map((row) => row.body),
      ...seed.partnerContent.flatMap((row) => [row.accessGuidelines ?? '']),
      ...seed.products.map((row) => row.description ?? ''),
    ];
    for (const english of new Set(shownWithEveryStay)) {
      // The gym's guidelines sit under the app's own words on getting in (which differ by the
      // gym's access type), so they say nothing of it; and no text calls a hotel room an
      // apartment.
      expect(english).not.toMatch(/pass in the app|front desk|apartment/i);
    }
  });
});
