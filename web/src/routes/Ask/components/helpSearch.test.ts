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

  it('finds check-out however it is written: checkout, check-out, check out', () => {
    const howTo = { title: 'How do I check out?', description: '', body: 'Check out in the app.' };
    const luggage = { title: 'Luggage', description: '', body: 'Leave your bags in the room.' };
    for (const query of ['checkout', 'check-out', 'check out', 'Check-Out'])
      expect(matchesQuery(howTo, query), query).toBe(true);
    // Listed under Check-out, an article is found by the group's name.
    expect(matchesQuery(luggage, 'checkout', 'Check-out')).toBe(true);
    expect(matchesQuery(luggage, 'checkout', 'Apartment')).toBe(false);
  });
});
