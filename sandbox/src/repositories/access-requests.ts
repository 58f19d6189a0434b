import type { SandboxDb } from '../db/connection.ts';
import type { UnlockRecordTable } from '../db/types.ts';
import { keyAccess } from '../domain/door-keys.ts';
import { newId } from '../domain/ids.ts';
import { keyRefusal } from '../domain/key-refusal.ts';
import { maxUnlockAttempts, unlockWindowStart } from '../domain/unlock-attempts.ts';
import { conflict, notFound, tooManyRequests } from '../errors.ts';
import { findBoughtStayTimes } from './stay-times.ts';

/**
 * A remote unlock of one door of the reservation. Every attempt that reaches the lock is recorded,
 * refused ones too (the audit trail, and what the per-key limit counts); a request refused before
 * that (unknown key, the limit itself) writes nothing.
 */
export async function unlockDoor(
  db: SandboxDb,
  slug: string,
  propertyKeyId: string,
  now: Date,
): Promise<UnlockRecordTable> {
  const reservation = await db
    .selectFrom('reservations')
    .innerJoin('properties', 'properties.id', 'reservations.propertyId')
    .select([
      'reservations.id',
      'reservations.propertyId',
      'reservations.unitId',
      'reservations.status',
      'reservations.isPaid',
      'reservations.checkInState',
      'reservations.startDate',
      'reservations.endDate',
      'reservations.checkedOutAt',
      'properties.timeZone',
      'properties.checkInTime',
      'properties.checkOutTime',
    ])
    .where('reservations.slug', '=', slug)
    .executeTakeFirst();
  if (!reservation) {
    throw notFound('RESERVATION_NOT_FOUND', `No reservation with slug '${slug}'`, 'slug');
  }
  const key = await db
    .selectFrom('propertyKeys')
    .select(['id', 'accessType', 'validity'])
    .where('id', '=', propertyKeyId)
    .where('propertyId', '=', reservation.propertyId)
    .where((eb) => eb.or([eb('unitId', 'is', null), eb('unitId', '=', reservation.unitId)]))
    .executeTakeFirst();
  if (!key) {
    throw notFound('PROPERTY_KEY_NOT_FOUND', 'No such door on this reservation', 'propertyKeyId');
  }
  // Only doors with a remotely controlled lock open from the app; the others take their code on
  // the keypad or a physical key.
  if (key.accessType !== 'remote') {
    throw conflict(
      'KEY_NOT_REMOTE',
      `This door does not open remotely (access type ${key.accessType})`,
      'propertyKeyId',
    );
  }
  await refuseTooManyKeyAttempts(db, key.id, reservation.id, now);
  const boughtTimes = await findBoughtStayTimes(db, reservation);
  const access = keyAccess(
    key.validity,
    { ...reservation, isPaid: reservation.isPaid === 1, boughtTimes },
    reservation,
    now,
  );
  const record = await recordKeyAttempt(db, {
    propertyKeyId: key.id,
    reservationId: reservation.id,
    requestedAt: now.toISOString(),
    outcome: access.kind === 'valid' ? 'unlocked' : 'refused',
  });
  if (access.kind === 'error') throw keyRefusal(access);
  return record;
}

/**
 * The per-key limit of remote actions (door unlocks and elevator calls alike): at most
 * `maxUnlockAttempts` a minute. Counted per stay: building doors are shared, and one guest at the
 * limit must not lock out every other guest of the building.
 */
export async function refuseTooManyKeyAttempts(
  db: SandboxDb,
  propertyKeyId: string,
  reservationId: string,
  now: Date,
): Promise<void> {
  const recent = await db
    .selectFrom('unlockRecords')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('propertyKeyId', '=', propertyKeyId)
    .where('reservationId', '=', reservationId)
    .where('requestedAt', '>', unlockWindowStart(now))
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= maxUnlockAttempts) {
    throw tooManyRequests(
      'TOO_MANY_REMOTE_UNLOCK_ATTEMPTS',
      `At most ${maxUnlockAttempts} remote actions on a key per minute; try again shortly`,
    );
  }
}

/** Records one remote action on a key: what the limit above counts, and the audit trail. */
export async function recordKeyAttempt(
  db: SandboxDb,
  attempt: Omit<UnlockRecordTable, 'id'>,
): Promise<UnlockRecordTable> {
  const record: UnlockRecordTable = { id: newId(), ...attempt };
  await db.insertInto('unlockRecords').values(record).execute();
  return record;
}
