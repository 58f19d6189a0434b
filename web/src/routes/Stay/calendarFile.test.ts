import { describe, expect, it } from 'vitest';
import { escapeText, fold, stayCalendarFile } from './calendarFile.ts';

describe('the stay as an iCalendar file', () => {
  const file = stayCalendarFile({
    id: 'BK-100001',
    location: 'Kasarmikatu 40, 00113 Helsinki',
    url: 'https://guest.example/stay?slug=k3x9',
    description: 'Booking number BK-100001',
    events: [
      {
        kind: 'check-in',
        at: '2026-11-23T13:00:00.000Z',
        title: 'Check-in at Helsinki Kasarmikatu 40',
      },
      {
        kind: 'check-out',
        at: '2026-11-26T09:00:00.000Z',
        title: 'Check-out from Helsinki Kasarmikatu 40',
      },
    ],
    now: new Date('2026-11-23T01:00:00.000Z'),
    language: 'en-GB',
  });
  const lines = file.split('\r\n');

  it('has the check-in and the check-out as events at their instants, in UTC', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('DTSTART:20261123T130000Z');
    expect(lines).toContain('DTEND:20261123T133000Z');
    expect(lines).toContain('DTSTART:20261126T090000Z');
    expect(lines).toContain('UID:check-in-BK-100001@guest-app');
    expect(lines).toContain('SUMMARY;LANGUAGE=en-GB:Check-in at Helsinki Kasarmikatu 40');
    expect(lines).toContain('LOCATION:Kasarmikatu 40\\, 00113 Helsinki');
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes text and folds long lines at 75 octets', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const long = `SUMMARY:${'ä'.repeat(60)}`;
    const folded = fold(long).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const line of folded)
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(long);
  });
});
