import type { PropertyKeyDto } from '../../upstream/dto.ts';
import { toGraphQLEnum } from '../enums.ts';
import type { AccessAfterCheckOut } from './stage.ts';

export type KeyUnavailability = {
  code: 'NOT_AVAILABLE' | 'NOT_AVAILABLE_YET' | 'NOT_PAID';
  availableAt: string | null;
};

const unavailabilityCodes = ['NOT_AVAILABLE', 'NOT_AVAILABLE_YET', 'NOT_PAID'] as const;

/** Why the reservation's key cannot be used now, as the core API marks it; null when it can. */
export function keyUnavailabilityOf(key: PropertyKeyDto): KeyUnavailability | null {
  if (!key.errorCode) return null;
  return {
    code: toGraphQLEnum(key.errorCode, unavailabilityCodes, 'NOT_AVAILABLE'),
    availableAt: key.availableAt ?? null,
  };
}

export function isElevatorKey(key: PropertyKeyDto): boolean {
  return key.type === 'elevator';
}

/**
 * Why a key cannot be opened from the app, known before asking the core API: not one of the
 * reservation's keys, a door that does not open remotely (a code, a physical key), or a key the
 * core API already marks unusable (not paid, not yet, not available). Null when it may be tried.
 */
export function remoteAccessRefusalOf(key: PropertyKeyDto | undefined): KeyUnavailability | null {
  if (!key) return { code: 'NOT_AVAILABLE', availableAt: null };
  if (!isElevatorKey(key) && key.accessType !== 'remote') {
    return { code: 'NOT_AVAILABLE', availableAt: null };
  }
  return keyUnavailabilityOf(key);
}

/** When a key opens the door: the stay's window, as the core API enforces it. */
export type KeyWindow = { validFrom: string; validTo: string };

/**
 * The window a key of the stay opens in: from the guest's arrival (a bought early check-in moves
 * it) to the departure (a bought late check-out moves it) for the unit's own door, to 23:00 of
 * the departure day for the building's doors; after check-out, the unit 15 minutes more and the
 * building until 23:00 that day (spec §4). The core API answers the same windows on its keys.
 */
export function keyWindowOf(
  key: Pick<PropertyKeyDto, 'type'>,
  stay: { arrival: string; departure: string; buildingUntil: string },
  afterCheckOut: AccessAfterCheckOut | null,
): KeyWindow {
  const isUnitDoor = key.type === 'property-unit';
  if (afterCheckOut) {
    return {
      validFrom: stay.arrival,
      validTo: isUnitDoor ? afterCheckOut.unitUntil : afterCheckOut.buildingUntil,
    };
  }
  return { validFrom: stay.arrival, validTo: isUnitDoor ? stay.departure : stay.buildingUntil };
}

/**
 * A key as the stay may show it: while the stay withholds its secrets (unpaid, cancelled, over),
 * no code or keypad button, whatever the answer held, and the reason the core API would give.
 */
export function keyAsShown(
  key: PropertyKeyDto,
  stay: { showsSecrets: boolean; isPaid: boolean },
): PropertyKeyDto {
  if (stay.showsSecrets) return key;
  return {
    ...key,
    code: null,
    keypadButton: null,
    errorCode: key.errorCode ?? (stay.isPaid ? 'not-available' : 'not-paid'),
  };
}

/** Whether a key opens now, and if not why, as the core API marks it (`errorCode`). */
export type KeyState = 'valid' | 'not-available' | 'not-paid' | 'not-available-yet';

/**
 * A key's state at `now`, in the order a guest can fix things: a cancelled stay or a closed
 * window never opens a door; an unpaid stay waits for payment; then the clock; and without
 * online check-in there is no code even inside the window. The core API marks its keys the same
 * (the sandbox's `domain/door-keys.ts`, `keyAccess`).
 */
export function keyStateOf(
  window: KeyWindow,
  stay: { isCancelled: boolean; isPaid: boolean; isCheckInCompleted: boolean },
  now: Date,
): KeyState {
  const at = now.getTime();
  if (stay.isCancelled || at >= Date.parse(window.validTo)) return 'not-available';
  if (!stay.isPaid) return 'not-paid';
  if (at < Date.parse(window.validFrom)) return 'not-available-yet';
  return stay.isCheckInCompleted ? 'valid' : 'not-available';
}
