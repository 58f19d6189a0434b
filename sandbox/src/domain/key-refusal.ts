import { ApiError } from '../errors.ts';
import type { KeyAccess } from './door-keys.ts';

const refusals = {
  'not-paid': { code: 'NOT_PAID', message: 'The key works once the stay is paid' },
  'not-available-yet': { code: 'NOT_AVAILABLE_YET', message: 'The key is not valid yet' },
  'not-available': { code: 'NOT_AVAILABLE', message: 'The key is not available' },
} as const;

/** A door or elevator the guest may not use now, as the 403 of spec §8's door-access errors. */
export function keyRefusal(access: Extract<KeyAccess, { kind: 'error' }>): ApiError {
  const refusal = refusals[access.errorCode];
  const when = access.availableAt ? ` (from ${access.availableAt.toISOString()})` : '';
  return new ApiError(403, refusal.code, `${refusal.message}${when}`, 'propertyKeyId');
}
