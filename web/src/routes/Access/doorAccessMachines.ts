import type { KnownErrorCode } from '../../relay/errorMessages.ts';
import { isOutcomeUnknown } from '../../relay/useOutcomeCheck.ts';

/**
 * The two controls of the door-access screen as pure state machines (spec §4), driven by the
 * `doorAccess` subscription's updates. The components only dispatch; the tests drive these.
 */

/** One update of the `doorAccess` subscription, as the machines read it. */
export type DoorAccessUpdate = {
  state: 'IDLE' | 'OPENING' | 'OPEN' | 'SENDING' | 'ON_THE_WAY' | 'ARRIVED' | 'UNKNOWN';
  openUntil: string | null;
  error: KnownErrorCode | null;
  availableAt: string | null;
};

/**
 * What the key, read again after an `OUTCOME_UNKNOWN`, says now: the guest may use it (the door
 * may or may not have opened), may not (its status shows instead), or the read failed too.
 */
export type AccessCheck = 'accessWorks' | 'noAccess' | 'unchecked';

/** Why the last attempt did not work, shown until the guest tries again. */
export type AccessFailure = {
  code: KnownErrorCode;
  availableAt: string | null;
  /** Set once a lost answer (`OUTCOME_UNKNOWN`) was followed by reading the key again. */
  check?: AccessCheck;
};

function checked(check: AccessCheck): AccessFailure {
  return { code: 'OUTCOME_UNKNOWN', availableAt: null, check };
}

// Slide to open: idle → opening (request sent) → open until `openUntil` (6 s after the lock's
// green light) → idle again, as the door locks itself.

export type SlideState =
  | { status: 'idle'; failure: AccessFailure | null }
  | { status: 'opening' }
  /** The unlock's answer was lost: the door's access is being read again. */
  | { status: 'checking' }
  | { status: 'open'; openUntil: string };

export type SlideEvent =
  | { type: 'slid' }
  | { type: 'update'; update: DoorAccessUpdate }
  /** The stream ended without an answer (offline, server gone). */
  | { type: 'failed'; code: KnownErrorCode }
  /** `openUntil` has passed on this device's clock. */
  | { type: 'locked' }
  /** The key was read again after a lost answer. */
  | { type: 'checked'; check: AccessCheck };

export const slideIdle: SlideState = { status: 'idle', failure: null };

export function slideToOpen(state: SlideState, event: SlideEvent): SlideState {
  switch (event.type) {
    case 'slid':
      return state.status === 'idle' ? { status: 'opening' } : state;
    case 'update': {
      const { update } = event;
      if (isOutcomeUnknown(update.error)) return { status: 'checking' };
      if (update.error) {
        return { status: 'idle', failure: { code: update.error, availableAt: update.availableAt } };
      }
      if (update.state === 'OPEN' && update.openUntil) {
        return { status: 'open', openUntil: update.openUntil };
      }
      if (update.state === 'OPENING') return { status: 'opening' };
      // The first IDLE precedes OPENING: only an IDLE after the door was open means it locked.
      if (update.state === 'IDLE' && state.status === 'open') return slideIdle;
      return state;
    }
    case 'failed':
      // The door was already open: it locks on its own at `openUntil`; nothing failed for the guest.
      if (state.status === 'open' || state.status === 'checking') return state;
      if (isOutcomeUnknown(event.code)) return { status: 'checking' };
      return { status: 'idle', failure: { code: event.code, availableAt: null } };
    case 'locked':
      return state.status === 'open' ? slideIdle : state;
    case 'checked':
      return state.status === 'checking'
        ? { status: 'idle', failure: checked(event.check) }
        : state;
  }
}

// Elevator call: idle → sending request → on the way → arrived (for a moment) → idle.

export type ElevatorState =
  | { status: 'idle'; failure: AccessFailure | null }
  | { status: 'sending' }
  /** The call's answer was lost: the elevator key is being read again. */
  | { status: 'checking' }
  | { status: 'onTheWay' }
  | { status: 'arrived' };

export type ElevatorEvent =
  | { type: 'called' }
  | { type: 'update'; update: DoorAccessUpdate }
  | { type: 'failed'; code: KnownErrorCode }
  /** The arrival has been shown long enough. */
  | { type: 'reset' }
  /** The key was read again after a lost answer. */
  | { type: 'checked'; check: AccessCheck };

export const elevatorIdle: ElevatorState = { status: 'idle', failure: null };

export function elevatorCall(state: ElevatorState, event: ElevatorEvent): ElevatorState {
  switch (event.type) {
    case 'called':
      return state.status === 'idle' ? { status: 'sending' } : state;
    case 'update': {
      const { update } = event;
      if (isOutcomeUnknown(update.error)) return { status: 'checking' };
      if (update.error) {
        return { status: 'idle', failure: { code: update.error, availableAt: update.availableAt } };
      }
      if (update.state === 'SENDING') return { status: 'sending' };
      if (update.state === 'ON_THE_WAY') return { status: 'onTheWay' };
      if (update.state === 'ARRIVED') return { status: 'arrived' };
      return state;
    }
    case 'failed':
      // Once the call was placed the elevator comes anyway: it can no longer be followed, but
      // nothing failed for the guest. Only a call never confirmed failed.
      if (state.status === 'arrived' || state.status === 'checking') return state;
      if (state.status === 'onTheWay') return elevatorIdle;
      if (isOutcomeUnknown(event.code)) return { status: 'checking' };
      return { status: 'idle', failure: { code: event.code, availableAt: null } };
    case 'reset':
      return state.status === 'arrived' ? elevatorIdle : state;
    case 'checked':
      return state.status === 'checking'
        ? { status: 'idle', failure: checked(event.check) }
        : state;
  }
}
