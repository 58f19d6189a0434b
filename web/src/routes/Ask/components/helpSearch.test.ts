import { describe, expect, it } from 'vitest';
import { matchesQuery } from './helpSearch.ts';

const article = { title: 'Wi-Fi', description: 'Network name', body: 'Ask at the Café desk.' };

describe('help search', () => {
  it('matches every word, ignoring case and accents', () => {
    expect(matchesQuery(article, '')).toBe(true);
    expect(matchesQuery(article, 'wi-fi cafe')).toBe(true);
    expect(matchesQuery(article, 'NETWORK')).toBe(true);
    expect(matchesQuery(article, 'sauna')).toBe(false);
  });

  it('ignores punctuation: wifi finds Wi-Fi, checkout finds check-out', () => {
    expect(matchesQuery(article, 'wifi')).toBe(true);
    expect(matchesQuery(article, 'WIFI café')).toBe(true);
    expect(matchesQuery({ ...article, body: 'Check-out is at 11:00.' }, 'checkout 1100')).toBe(
      true,
    );
    expect(matchesQuery(article, 'wifi sauna')).toBe(false);
  });
});
