import { describe, expect, it } from 'vitest';
import { formatStayDateTime } from './formatStayDate.ts';

// 14:00 UTC on 1 December 2026: 15:00 in Berlin, 16:00 in Helsinki, 14:00 in London.
const instant = '2026-12-01T14:00:00.000Z';

describe('formatStayDateTime', () => {
  it.each([
    ['Europe/London', 'en-GB', 'Tue, 1 Dec 2026, 14:00'],
    ['Europe/Berlin', 'en-GB', 'Tue, 1 Dec 2026, 15:00'],
    ['Europe/Helsinki', 'en-GB', 'Tue, 1 Dec 2026, 16:00'],
  ])('shows the wall clock of %s', (timeZone, locale, expected) => {
    expect(formatStayDateTime(instant, timeZone, locale)).toBe(expected);
  });

  it('moves to the next calendar day when the property is ahead of UTC', () => {
    expect(formatStayDateTime('2026-12-01T23:30:00Z', 'Europe/Tallinn', 'en-GB')).toBe(
      'Wed, 2 Dec 2026, 01:30',
    );
  });

  it('formats in the active locale', () => {
    expect(formatStayDateTime(instant, 'Europe/Berlin', 'de-DE')).toBe('Di., 1. Dez. 2026, 15:00');
  });

  it('falls back to UTC for an unknown time zone', () => {
    expect(formatStayDateTime(instant, 'Mars/Olympus', 'en-GB')).toBe('Tue, 1 Dec 2026, 14:00');
  });
});
