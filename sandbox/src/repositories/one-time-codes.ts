import { sql } from 'kysely';
import type { SandboxDb } from '../db/connection.ts';
import { newId } from '../domain/ids.ts';
import {
  codeMatches,
  codeRefusal,
  codeValidityMinutes,
  hashCode,
  maxFailedTries,
  newCode,
  newIdempotencyKey,
} from '../domain/one-time-code.ts';
import { addMinutes } from '../domain/time.ts';
import { badRequest, notFound } from '../errors.ts';
import { findOrCreateCustomer } from './bookings.ts';

const subject = 'Your sign-in code';

/**
 * Sends a new code to `email`: a fresh idempotency key, or a resend under an existing one, which
 * makes every earlier code of that key invalid. The code row and its outbox message are one write.
 */
export async function sendCode(
  db: SandboxDb,
  email: string,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    let key = idempotencyKey;
    if (key === undefined) {
      key = newIdempotencyKey();
    } else {
      const earlier = await trx
        .selectFrom('oneTimeCodes')
        .select('id')
        .where('idempotencyKey', '=', key)
        .where('email', '=', email)
        .executeTakeFirst();
      if (!earlier) {
        throw notFound(
          'IDEMPOTENCY_KEY_NOT_FOUND',
          'No code was requested for this e-mail with this idempotency key',
          'idempotencyKey',
        );
      }
      await trx
        .updateTable('oneTimeCodes')
        .set({ expiresAt: now.toISOString() })
        .where('idempotencyKey', '=', key)
        .where('usedAt', 'is', null)
        .execute();
    }
    const code = newCode();
    await trx
      .insertInto('oneTimeCodes')
      .values({
        id: newId(),
        email,
        codeHash: hashCode(code),
        idempotencyKey: key,
        expiresAt: addMinutes(now, codeValidityMinutes).toISOString(),
        failedTries: 0,
        usedAt: null,
        createdAt: now.toISOString(),
      })
      .execute();
    await trx
      .insertInto('outbox')
      .values({
        id: newId(),
        to: email,
        subject,
        code,
        idempotencyKey: key,
        sentAt: now.toISOString(),
      })
      .execute();
    return key;
  });
}

const refusalErrors = {
  used: () =>
    badRequest('VERIFICATION_CODE_USED', 'This code was already used; request a new one', 'otp'),
  burned: () =>
    badRequest(
      'TOO_MANY_VERIFICATION_ATTEMPTS',
      `The code was entered wrongly ${maxFailedTries} times and no longer works; request a new one`,
      'otp',
    ),
  expired: () =>
    badRequest('VERIFICATION_CODE_EXPIRED', 'The code has expired; request a new one', 'otp'),
};

/**
 * Checks a guess against the newest code sent to `email` (under `idempotencyKey` when given).
 * A wrong guess is counted even though the call fails: that count is what burns the code.
 * The right one marks the code used and answers the customer, created (not a member) if new.
 */
export async function verifyCode(
  db: SandboxDb,
  email: string,
  otp: string,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<{ customerId: string; email: string }> {
  let query = db
    .selectFrom('oneTimeCodes')
    .selectAll()
    .where('email', '=', email)
    .orderBy('createdAt', 'desc')
    .orderBy(sql`rowid`, 'desc')
    .limit(1);
  if (idempotencyKey !== undefined) query = query.where('idempotencyKey', '=', idempotencyKey);
  const stored = await query.executeTakeFirst();
  if (!stored) {
    throw badRequest('NO_VERIFICATION_CODE', 'No code was requested for this e-mail', 'email');
  }
  const refusal = codeRefusal(stored, now);
  if (refusal) throw refusalErrors[refusal]();
  if (!codeMatches(otp, stored.codeHash)) {
    await db
      .updateTable('oneTimeCodes')
      .set((eb) => ({ failedTries: eb('failedTries', '+', 1) }))
      .where('id', '=', stored.id)
      .execute();
    throw badRequest('WRONG_VERIFICATION_CODE', 'The code is incorrect', 'otp');
  }
  return db.transaction().execute(async (trx) => {
    // The guard makes a concurrent second use of the same code lose.
    const claimed = await trx
      .updateTable('oneTimeCodes')
      .set({ usedAt: now.toISOString() })
      .where('id', '=', stored.id)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) throw refusalErrors.used();
    const customer = await findOrCreateCustomer(trx, { email, firstName: '', lastName: '' }, now);
    return { customerId: customer.id, email: customer.email };
  });
}
