import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A sign-in code is valid this long after it is sent (spec §4, sandbox issue). */
export const codeValidityMinutes = 10;
/** After this many wrong guesses the code is burned: even the right one fails. */
export const maxFailedTries = 5;

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function newIdempotencyKey(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Codes are stored as salted SHA-256 hashes: a leaked table does not reveal live codes outright.
 * The salt is the row's idempotency key plus a random part, stored in the hash string itself.
 */
export function hashCode(code: string, salt: string = randomBytes(8).toString('hex')): string {
  return `${salt}:${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const salt = stored.slice(0, stored.indexOf(':'));
  return hashCode(code, salt) === stored;
}

export interface StoredCode {
  expiresAt: string;
  failedTries: number;
  usedAt: string | null;
}

export type CodeRefusal = 'used' | 'burned' | 'expired';

/** Why a stored code can no longer be tried, checked before comparing the guess. */
export function codeRefusal(stored: StoredCode, now: Date): CodeRefusal | null {
  if (stored.usedAt !== null) return 'used';
  if (stored.failedTries >= maxFailedTries) return 'burned';
  if (now.getTime() >= Date.parse(stored.expiresAt)) return 'expired';
  return null;
}
