import { describe, expect, it } from 'vitest';
import { addDays, localDateOf, nightsBetween, zonedInstant } from '../src/domain/time.ts';

describe('property time zones', () => {
  it('turns a local date and time into the UTC instant, summer and winter', () => {
    expect(zonedInstant('2026-06-15', '15:00', 'Europe/Helsinki').toISOString()).toBe(
      '2026-06-15T12:00:00.000Z',
    );
    expect(zonedInstant('2026-12-15', '15:00', 'Europe/Helsinki').toISOString()).toBe(
      '2026-12-15T13:00:00.000Z',
    );
    expect(zonedInstant('2026-06-15', '11:00', 'Europe/London').toISOString()).toBe(
      '2026-06-15T10:00:00.000Z',
    );
    expect(zonedInstant('2026-01-15', '11:00', 'UTC').toISOString()).toBe(
      '2026-01-15T11:00:00.000Z',
    );
  });

  it('is right on the days the clocks change', () => {
    // Berlin springs forward at 02:00 on 29 March 2026 and falls back at 03:00 on 25 October.
    expect(zonedInstant('2026-03-29', '15:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T13:00:00.000Z',
    );
    expect(zonedInstant('2026-10-25', '15:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T14:00:00.000Z',
    );
  });

  it('reads the local calendar date of an instant', () => {
    expect(localDateOf(new Date('2026-06-15T22:30:00Z'), 'Europe/Helsinki')).toBe('2026-06-16');
    expect(localDateOf(new Date('2026-06-15T22:30:00Z'), 'Europe/London')).toBe('2026-06-15');
  });

  it('adds days and counts nights across month ends', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(addDays('2026-03-02', -3)).toBe('2026-02-27');
    expect(nightsBetween('2026-02-27', '2026-03-02')).toBe(3);
  });
});
