import { describe, expect, it } from 'vitest';
import { addDays } from './localDate.ts';
import { instantAt, localDateIn } from './zonedTime.ts';

describe('zoned time', () => {
  it('reads the day an instant falls on in the property zone', () => {
    expect(localDateIn('2026-11-23T23:30:00Z', 'Europe/Helsinki')).toBe('2026-11-24');
    expect(localDateIn('2026-11-23T23:30:00Z', 'Europe/London')).toBe('2026-11-23');
    expect(localDateIn('2026-11-23T23:30:00Z', 'Not/AZone')).toBe('2026-11-23');
  });

  it('finds the instant of a wall-clock time, summer and winter', () => {
    expect(instantAt('2026-11-24', '23:00', 'Europe/Helsinki')).toBe('2026-11-24T21:00:00.000Z');
    expect(instantAt('2026-07-01', '23:00', 'Europe/Berlin')).toBe('2026-07-01T21:00:00.000Z');
    expect(instantAt('2026-07-01', '23:00', 'UTC')).toBe('2026-07-01T23:00:00.000Z');
  });

  it('adds calendar days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
