import { describe, expect, it } from 'vitest';
import { timeChangeState } from './timeChangeState.ts';

const noon = { startDate: '2026-11-24T10:00:00Z' };
const one = { startDate: '2026-11-24T11:00:00Z' };
const offer = (state: string, canChange = false) => ({ state, canChange });

describe('timeChangeState, from the stay offer of the time', () => {
  it('is open while the time is on sale and slots are left', () => {
    expect(timeChangeState({ offer: offer('OFFERED'), timeslots: [noon], bought: null })).toBe(
      'open',
    );
  });

  it('tells sold out from not offered', () => {
    expect(timeChangeState({ offer: offer('OFFERED'), timeslots: [], bought: null })).toBe(
      'sold-out',
    );
    expect(
      timeChangeState({ offer: offer('NOT_OFFERED_HERE'), timeslots: null, bought: null }),
    ).toBe('not-offered');
  });

  it('is too late once the stay says so, slots or not: no sold-out for a time that has passed', () => {
    for (const state of ['NOT_AVAILABLE_NOW', 'STAY_CLOSED']) {
      expect(timeChangeState({ offer: offer(state), timeslots: [noon], bought: null })).toBe(
        'too-late',
      );
    }
    // Bought, and the guest is in: the time stays.
    expect(
      timeChangeState({ offer: offer('BOUGHT', false), timeslots: [one], bought: noon.startDate }),
    ).toBe('too-late');
  });

  it('changes a bought time to another slot, never the one bought', () => {
    expect(
      timeChangeState({
        offer: offer('BOUGHT', true),
        timeslots: [noon, one],
        bought: noon.startDate,
      }),
    ).toBe('change');
    expect(
      timeChangeState({ offer: offer('BOUGHT', true), timeslots: [noon], bought: noon.startDate }),
    ).toBe('sold-out');
  });
});
