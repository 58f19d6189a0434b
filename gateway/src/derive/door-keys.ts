import type { PropertyKeyDto } from '../upstream/dto.ts';
import { toGraphQLEnum } from './enums.ts';

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
