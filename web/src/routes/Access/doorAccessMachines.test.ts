import { describe, expect, it } from 'vitest';
import {
  type DoorAccessUpdate,
  type ElevatorEvent,
  type ElevatorState,
  elevatorCall,
  elevatorIdle,
  type SlideEvent,
  type SlideState,
  slideIdle,
  slideToOpen,
} from './doorAccessMachines.ts';

const update = (state: DoorAccessUpdate['state'], fields: Partial<DoorAccessUpdate> = {}) => ({
  type: 'update' as const,
  update: { state, openUntil: null, error: null, availableAt: null, ...fields },
});

const runSlide = (events: SlideEvent[], from: SlideState = slideIdle) =>
  events.reduce(slideToOpen, from);
const runElevator = (events: ElevatorEvent[], from: ElevatorState = elevatorIdle) =>
  events.reduce(elevatorCall, from);

const openUntil = '2026-11-23T15:00:06.000Z';

describe('slide to open', () => {
  it('goes idle → opening → open until the lock closes → idle', () => {
    const states: SlideState[] = [];
    [
      { type: 'slid' } as const,
      update('IDLE'),
      update('OPENING'),
      update('OPEN', { openUntil }),
      update('IDLE'),
    ].reduce((state, event) => {
      const next = slideToOpen(state, event);
      states.push(next);
      return next;
    }, slideIdle);
    expect(states.map((state) => state.status)).toEqual([
      'opening',
      'opening',
      'opening',
      'open',
      'idle',
    ]);
    expect(states[3]).toEqual({ status: 'open', openUntil });
    expect(states[4]).toEqual(slideIdle);
  });

  it('ignores a second slide while the door is opening or open', () => {
    const opening = runSlide([{ type: 'slid' }]);
    expect(slideToOpen(opening, { type: 'slid' })).toBe(opening);
    const open = runSlide([update('OPEN', { openUntil })], opening);
    expect(slideToOpen(open, { type: 'slid' })).toBe(open);
  });

  it('ends idle with too many attempts as its own failure', () => {
    expect(
      runSlide([{ type: 'slid' }, update('IDLE', { error: 'UNIT_ACCESS_TOO_MANY_ATTEMPTS' })]),
    ).toEqual({
      status: 'idle',
      failure: { code: 'UNIT_ACCESS_TOO_MANY_ATTEMPTS', availableAt: null },
    });
  });

  it('keeps when a not-yet door opens', () => {
    const availableAt = '2026-11-24T13:00:00.000Z';
    expect(
      runSlide([{ type: 'slid' }, update('IDLE', { error: 'NOT_AVAILABLE_YET', availableAt })]),
    ).toEqual({ status: 'idle', failure: { code: 'NOT_AVAILABLE_YET', availableAt } });
  });

  it('a dropped stream fails an opening door, but not one already open', () => {
    expect(runSlide([{ type: 'slid' }, { type: 'failed', code: 'NETWORK' }])).toEqual({
      status: 'idle',
      failure: { code: 'NETWORK', availableAt: null },
    });
    const open = runSlide([{ type: 'slid' }, update('OPEN', { openUntil })]);
    expect(slideToOpen(open, { type: 'failed', code: 'NETWORK' })).toBe(open);
    expect(slideToOpen(open, { type: 'locked' })).toEqual(slideIdle);
  });

  it('a new slide clears the last failure', () => {
    const failed = runSlide([{ type: 'slid' }, { type: 'failed', code: 'NETWORK' }]);
    expect(slideToOpen(failed, { type: 'slid' })).toEqual({ status: 'opening' });
  });
});

describe('elevator call', () => {
  it('goes idle → sending request → on the way → arrived → idle', () => {
    const states: string[] = [];
    [
      { type: 'called' } as const,
      update('IDLE'),
      update('SENDING'),
      update('ON_THE_WAY'),
      update('ARRIVED'),
      { type: 'reset' } as const,
    ].reduce((state, event) => {
      const next = elevatorCall(state, event);
      states.push(next.status);
      return next;
    }, elevatorIdle);
    expect(states).toEqual(['sending', 'sending', 'sending', 'onTheWay', 'arrived', 'idle']);
  });

  it('ends idle with the refusal', () => {
    expect(runElevator([{ type: 'called' }, update('IDLE', { error: 'NOT_PAID' })])).toEqual({
      status: 'idle',
      failure: { code: 'NOT_PAID', availableAt: null },
    });
  });

  it('a dropped stream fails a call not yet placed; a placed call just stops being followed', () => {
    expect(runElevator([{ type: 'called' }, { type: 'failed', code: 'NETWORK' }])).toEqual({
      status: 'idle',
      failure: { code: 'NETWORK', availableAt: null },
    });
    expect(
      runElevator([{ type: 'called' }, update('ON_THE_WAY'), { type: 'failed', code: 'NETWORK' }]),
    ).toEqual(elevatorIdle);
  });

  it('cannot be called again while a call is under way', () => {
    const sending = runElevator([{ type: 'called' }]);
    expect(elevatorCall(sending, { type: 'called' })).toBe(sending);
  });

  it('reads the key again when the answer of a call is lost, and ends idle with what it says', () => {
    const checking = runElevator([
      { type: 'called' },
      update('IDLE', { error: 'OUTCOME_UNKNOWN' }),
    ]);
    expect(checking).toEqual({ status: 'checking' });
    expect(elevatorCall(checking, { type: 'called' })).toBe(checking);
    expect(elevatorCall(checking, { type: 'failed', code: 'NETWORK' })).toBe(checking);
    expect(elevatorCall(checking, { type: 'checked', check: 'accessWorks' })).toEqual({
      status: 'idle',
      failure: { code: 'OUTCOME_UNKNOWN', availableAt: null, check: 'accessWorks' },
    });
  });
});

describe('a lost unlock answer (OUTCOME_UNKNOWN)', () => {
  it('is checked before the guest is told anything, whether it came as data or as an error', () => {
    expect(runSlide([{ type: 'slid' }, update('IDLE', { error: 'OUTCOME_UNKNOWN' })])).toEqual({
      status: 'checking',
    });
    expect(runSlide([{ type: 'slid' }, { type: 'failed', code: 'OUTCOME_UNKNOWN' }])).toEqual({
      status: 'checking',
    });
  });

  it('ends idle with what the key read again says, and only while checking', () => {
    const checking = runSlide([{ type: 'slid' }, { type: 'failed', code: 'OUTCOME_UNKNOWN' }]);
    expect(slideToOpen(checking, { type: 'slid' })).toBe(checking);
    expect(slideToOpen(checking, { type: 'checked', check: 'unchecked' })).toEqual({
      status: 'idle',
      failure: { code: 'OUTCOME_UNKNOWN', availableAt: null, check: 'unchecked' },
    });
    expect(slideToOpen(slideIdle, { type: 'checked', check: 'accessWorks' })).toBe(slideIdle);
  });
});
