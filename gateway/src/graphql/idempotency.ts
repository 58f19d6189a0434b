import { GatewayError } from '../errors/gateway-error.ts';

/** A UUID fits; so does any other unguessable key of the same alphabet. */
const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The client's idempotency key, checked before anything is sent: the core API keeps it for 24
 * hours per reservation and answers a repeat of the same request with the first answer.
 */
export function checkedIdempotencyKey(key: string): string {
  if (!idempotencyKeyPattern.test(key)) throw GatewayError.of('BAD_USER_INPUT', 'idempotencyKey');
  return key;
}
