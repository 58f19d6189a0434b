import { beforeEach, describe, expect, it } from 'vitest';
import { rowCount } from './auth-support.ts';
import { firstError, useSandbox } from './support.ts';

// X-Request-Deadline and Idempotency-Key on the writes that act in the world (doors, elevator):
// the gateway sends both with every change, so a request the caller stopped waiting for does
// nothing, and a repeat of one it waited for does not act twice.
const sandbox = useSandbox();

beforeEach(async () => {
  await sandbox().inject({ method: 'POST', url: '/_sandbox/reset' });
});

async function londonDoor(): Promise<string> {
  const response = await sandbox().inject('/check-in/demo-stay-london?$expand=propertyKeys');
  const keys: { id: string; accessType: string }[] = response.json().data.propertyKeys;
  const key = keys.find((candidate) => candidate.accessType === 'remote');
  if (!key) throw new Error('demo-stay-london needs a remote door');
  return key.id;
}

function unlock(propertyKeyId: string, headers: Record<string, string>) {
  return sandbox().inject({
    method: 'POST',
    url: '/access-requests',
    payload: { slug: 'demo-stay-london', propertyKeyId },
    headers,
  });
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

describe('X-Request-Deadline', () => {
  it('refuses an unlock that arrives after its deadline, opening nothing', async () => {
    const door = await londonDoor();
    const before = await rowCount(sandbox(), 'unlockRecords');
    const late = await unlock(door, { 'x-request-deadline': inSeconds(-1) });
    expect(late.statusCode).toBe(504);
    expect(firstError(late.body).code).toBe('DEADLINE_EXCEEDED');
    expect(await rowCount(sandbox(), 'unlockRecords')).toBe(before);
  });

  it('carries out an unlock that arrives in time', async () => {
    const door = await londonDoor();
    const inTime = await unlock(door, { 'x-request-deadline': inSeconds(30) });
    expect(inTime.statusCode).toBe(201);
  });

  it('refuses a deadline that is not an RFC 3339 instant', async () => {
    const door = await londonDoor();
    for (const deadline of ['tomorrow', '1700000000000', '2026-11-23 10:00:00']) {
      const answer = await unlock(door, { 'x-request-deadline': deadline });
      expect(answer.statusCode).toBe(400);
      expect(firstError(answer.body)).toMatchObject({
        code: 'INVALID_REQUEST_DEADLINE',
        field: 'x-request-deadline',
      });
    }
  });

  it('applies to reads too', async () => {
    const late = await sandbox().inject({
      url: '/check-in/demo-stay-london',
      headers: { 'x-request-deadline': inSeconds(-1) },
    });
    expect(late.statusCode).toBe(504);
  });
});

describe('Idempotency-Key on door unlocks and elevator calls', () => {
  it('opens a door once for a repeated unlock with one key', async () => {
    const door = await londonDoor();
    const before = await rowCount(sandbox(), 'unlockRecords');
    const first = await unlock(door, { 'idempotency-key': 'unlock-attempt-1' });
    const again = await unlock(door, { 'idempotency-key': 'unlock-attempt-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await rowCount(sandbox(), 'unlockRecords')).toBe(before + 1);
  });

  it('calls the elevator once for a repeated call with one key', async () => {
    const response = await sandbox().inject('/check-in/demo-stay-london?$expand=propertyKeys');
    const keys: { id: string; type: string }[] = response.json().data.propertyKeys;
    const elevator = keys.find((key) => key.type === 'elevator')?.id;
    const call = () =>
      sandbox().inject({
        method: 'POST',
        url: '/elevator-requests',
        payload: { slug: 'demo-stay-london', propertyKeyId: elevator },
        headers: { 'idempotency-key': 'elevator-call-1' },
      });
    const before = await rowCount(sandbox(), 'unlockRecords');
    const first = await call();
    const again = await call();
    expect(first.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await rowCount(sandbox(), 'unlockRecords')).toBe(before + 1);
  });
});
