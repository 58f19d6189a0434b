import { beforeEach, describe, expect, it } from 'vitest';
import { rowCount } from './auth-support.ts';
import { firstError, testNow, useSandbox } from './support.ts';

const sandbox = useSandbox();

beforeEach(async () => {
  await sandbox().inject({ method: 'POST', url: '/_sandbox/reset' });
  await sandbox().inject({ method: 'DELETE', url: '/_sandbox/clock' });
});

interface Key {
  id: string;
  accessType: string;
  type: string;
}

async function keysOf(slug: string): Promise<Key[]> {
  const response = await sandbox().inject(`/check-in/${slug}?$expand=propertyKeys`);
  return response.json().data.propertyKeys;
}

async function remoteKey(slug: string): Promise<string> {
  const key = (await keysOf(slug)).find((candidate) => candidate.accessType === 'remote');
  if (!key) throw new Error(`no remote key on ${slug}`);
  return key.id;
}

function unlock(slug: string, propertyKeyId: string) {
  return sandbox().inject({
    method: 'POST',
    url: '/access-requests',
    payload: { slug, propertyKeyId },
  });
}

describe('POST /access-requests', () => {
  it('unlocks a door of a checked-in, paid stay and records it', async () => {
    const key = await remoteKey('demo-stay-london');
    const response = await unlock('demo-stay-london', key);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      propertyKeyId: key,
      status: 'unlocked',
      unlockedAt: testNow.toISOString(),
    });
    const record = await sandbox()
      .db.selectFrom('unlockRecords')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      id: response.json().data.id,
      outcome: 'unlocked',
      propertyKeyId: key,
    });
  });

  it('answers 429 TOO_MANY_REMOTE_UNLOCK_ATTEMPTS after 5 attempts in a minute, per key', async () => {
    const [first, second] = (await keysOf('demo-stay-london')).filter(
      (key) => key.accessType === 'remote',
    );
    if (!first || !second) throw new Error('the London stay needs two remote keys');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await unlock('demo-stay-london', first.id)).statusCode).toBe(201);
    }
    const sixth = await unlock('demo-stay-london', first.id);
    expect(sixth.statusCode).toBe(429);
    expect(firstError(sixth.body).code).toBe('TOO_MANY_REMOTE_UNLOCK_ATTEMPTS');
    expect(await rowCount(sandbox(), 'unlockRecords')).toBe(5);
    expect((await unlock('demo-stay-london', second.id)).statusCode).toBe(201);
    await sandbox().inject({
      method: 'PUT',
      url: '/_sandbox/clock',
      payload: { now: new Date(testNow.getTime() + 61_000).toISOString() },
    });
    expect((await unlock('demo-stay-london', first.id)).statusCode).toBe(201);
  });

  it('counts attempts per stay: one guest at the limit does not lock a shared building door for others', async () => {
    const created = await sandbox().inject({
      method: 'POST',
      url: '/_sandbox/reservations',
      payload: { propertyKey: 'london-ch65', startInDays: -1, checkInState: 'check-in-completed' },
    });
    const neighbour: string = created.json().data.slug;
    // London's entrance takes a keypad code: the shared door opened remotely is another one.
    const entrance = (await keysOf('demo-stay-london')).find(
      (key) => key.type !== 'property-unit' && key.accessType === 'remote',
    );
    if (!entrance) throw new Error('the London building needs a shared remote door');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await unlock('demo-stay-london', entrance.id)).statusCode).toBe(201);
    }
    expect((await unlock('demo-stay-london', entrance.id)).statusCode).toBe(429);
    const neighbourUnlock = await unlock(neighbour, entrance.id);
    expect(neighbourUnlock.statusCode, neighbourUnlock.body).toBe(201);
  });

  it('refuses by the door-key rules: not paid, not yet, cancelled', async () => {
    for (const [slug, code] of [
      ['demo-stay-berlin', 'NOT_PAID'],
      ['demo-stay-tallinn', 'NOT_AVAILABLE_YET'],
      ['demo-stay-canceled', 'NOT_AVAILABLE'],
    ] as const) {
      const response = await unlock(slug, await remoteKey(slug));
      expect(response.statusCode, slug).toBe(403);
      expect(firstError(response.body), slug).toMatchObject({ code, field: 'propertyKeyId' });
    }
    const outcomes = await sandbox().db.selectFrom('unlockRecords').select('outcome').execute();
    expect(outcomes).toEqual([
      { outcome: 'refused' },
      { outcome: 'refused' },
      { outcome: 'refused' },
    ]);
  });

  it('opens the building until 23:00 of departure day, the unit only 15 minutes after check-out', async () => {
    const keys = await keysOf('demo-stay-london');
    const unitKey = keys.find((key) => key.type === 'property-unit' && key.accessType === 'remote');
    const buildingKey = keys.find(
      (key) => key.type !== 'property-unit' && key.accessType === 'remote',
    );
    if (!buildingKey || !unitKey) throw new Error('the London stay needs unit and building keys');
    const checkOut = await sandbox().inject({
      method: 'PATCH',
      url: '/check-in/demo-stay-london',
      payload: { checkOutDone: true },
    });
    expect(checkOut.statusCode).toBe(200);
    await sandbox().inject({
      method: 'PUT',
      url: '/_sandbox/clock',
      payload: { now: new Date(testNow.getTime() + 16 * 60_000).toISOString() },
    });
    expect((await unlock('demo-stay-london', buildingKey.id)).statusCode).toBe(201);
    const unitDoor = await unlock('demo-stay-london', unitKey.id);
    expect(unitDoor.statusCode).toBe(403);
    expect(firstError(unitDoor.body).code).toBe('NOT_AVAILABLE');
  });

  it('answers 404 for a key of another reservation or an unknown slug, writing nothing', async () => {
    const londonKey = await remoteKey('demo-stay-london');
    const wrongStay = await unlock('demo-stay-helsinki', londonKey);
    expect(wrongStay.statusCode).toBe(404);
    expect(firstError(wrongStay.body)).toMatchObject({
      code: 'PROPERTY_KEY_NOT_FOUND',
      field: 'propertyKeyId',
    });
    const unknownSlug = await unlock('no-such-stay', londonKey);
    expect(firstError(unknownSlug.body)).toMatchObject({
      code: 'RESERVATION_NOT_FOUND',
      field: 'slug',
    });
    expect(await rowCount(sandbox(), 'unlockRecords')).toBe(0);
  });

  it('refuses a key that does not open remotely (physical, keypad code) with 409 KEY_NOT_REMOTE, writing nothing', async () => {
    const keys = await keysOf('demo-stay-london');
    const physical = keys.find((key) => key.accessType === 'physical');
    const keypad = keys.find((key) => key.accessType === 'code');
    if (!physical || !keypad) throw new Error('London has a physical and a keypad door');
    for (const key of [physical, keypad]) {
      const response = await unlock('demo-stay-london', key.id);
      expect(response.statusCode).toBe(409);
      expect(firstError(response.body)).toMatchObject({
        code: 'KEY_NOT_REMOTE',
        field: 'propertyKeyId',
      });
    }
    expect(await rowCount(sandbox(), 'unlockRecords')).toBe(0);
  });

  it('answers 400 naming the missing or unknown field', async () => {
    for (const [payload, field] of [
      [{ slug: 'demo-stay-london' }, 'propertyKeyId'],
      [{ propertyKeyId: 'x' }, 'slug'],
      [{ slug: 'demo-stay-london', propertyKeyId: 'x', force: true }, 'force'],
    ] as const) {
      const response = await sandbox().inject({ method: 'POST', url: '/access-requests', payload });
      expect(response.statusCode).toBe(400);
      expect(firstError(response.body)).toMatchObject({ code: 'INVALID_INPUT', field });
    }
  });
});
