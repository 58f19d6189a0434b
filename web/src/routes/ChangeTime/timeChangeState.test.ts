import { describe, expect, it } from 'vitest';
import { timeChangeState } from './timeChangeState.ts';

const departure = '2026-11-24T10:00:00Z';
const before = Date.parse('2026-11-24T08:00:00Z');

describe('timeChangeState', () => {
  it('is open while slots are on sale before the standard time', () => {
    expect(
      timeChangeState({ timeslots: [{}], standardTime: departure, isClosed: false, now: before }),
    ).toBe('open');
  });

  it('is too late from the standard time on, slots or not', () => {
    const at = Date.parse(departure);
    expect(
      timeChangeState({ timeslots: [{}], standardTime: departure, isClosed: false, now: at }),
    ).toBe('too-late');
  });

  it('is too late for a closed stay', () => {
    expect(
      timeChangeState({ timeslots: [{}], standardTime: departure, isClosed: true, now: before }),
    ).toBe('too-late');
  });

  it('tells sold out from not offered', () => {
    expect(
      timeChangeState({ timeslots: [], standardTime: departure, isClosed: false, now: before }),
    ).toBe('sold-out');
    expect(
      timeChangeState({ timeslots: null, standardTime: departure, isClosed: false, now: before }),
    ).toBe('not-offered');
  });
});
