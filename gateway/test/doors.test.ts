import { buildHTTPExecutor } from '@graphql-tools/executor-http';
import type { FastifyInstance } from 'fastify';
import { parse } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UnlockDoorPayload } from '../src/graphql/schema-types.generated.ts';
import { buildTestGateway, graphql } from './support/gateway.ts';
import { moveSandboxClock, type RunningSandbox, startSandbox } from './support/sandbox.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';
import { jwtWithExpiry } from './support/tokens.ts';

type Key = { keyId: string; type: string; accessType: string };
type Update = {
  propertyKeyId: string;
  kind: string;
  state: string;
  openUntil: string | null;
  error: { code: string; message: string } | null;
  availableAt: string | null;
};

const doorOpenMs = 150;
/** EventSource sends GET; Yoga's CSRF prevention wants this header on such requests. */
const csrfHeader = { 'x-graphql-yoga-csrf': 'sse' };

const unlockMutation = `mutation Unlock($slug: String!, $key: String!) {
  unlockDoor(slug: $slug, propertyKeyId: $key) { ok openUntil availableAt error { code message field } }
}`;

const doorAccessSubscription = parse(`subscription DoorAccess($slug: String!, $key: String!) {
  doorAccess(slug: $slug, propertyKeyId: $key) {
    propertyKeyId kind state openUntil availableAt error { code message }
  }
}`);

/** A stay that started yesterday with check-in completed: its keys work now. */
async function createStayWithKey(
  sandbox: RunningSandbox,
  gateway: FastifyInstance,
  propertyKey: string,
  type: string,
  fields = {},
) {
  const booked = await sandbox.createReservation({
    propertyKey,
    startInDays: -1,
    nights: 3,
    checkInState: 'check-in-completed',
    ...fields,
  });
  const { body } = await graphql<{ reservation: { keys: Key[] } }>(gateway, {
    query: 'query ($slug: String!) { reservation(slug: $slug) { keys { keyId type accessType } } }',
    variables: { slug: booked.slug },
  });
  // A door the app opens: one with a remote lock (the unit's own key is remote in a third of the
  // units only, and a keypad or physical door never opens from the app).
  const key = body.data?.reservation.keys.find((candidate) =>
    type === 'REMOTE_DOOR'
      ? candidate.accessType === 'REMOTE' && candidate.type !== 'ELEVATOR'
      : candidate.type === type,
  );
  if (!key) throw new Error(`no ${type} key at ${propertyKey}`);
  sandbox.calls.length = 0;
  return { slug: booked.slug, keyId: key.keyId };
}

describe('doors and the elevator against the sandbox', () => {
  const { sandbox, gateway } = useSandboxAndGateway({
    env: { DOOR_OPEN_MS: String(doorOpenMs), ELEVATOR_POLL_MS: '10', ELEVATOR_POLL_MAX_MS: '40' },
  });
  let endpoint: string;

  function stayWithKey(propertyKey: string, type: string, fields = {}) {
    return createStayWithKey(sandbox(), gateway(), propertyKey, type, fields);
  }

  function unlock(key: { slug: string; keyId: string }, headers: Record<string, string> = {}) {
    return graphql<{ unlockDoor: UnlockDoorPayload }>(
      gateway(),
      { query: unlockMutation, variables: { slug: key.slug, key: key.keyId } },
      headers,
    );
  }

  beforeAll(async () => {
    endpoint = `${await gateway().listen({ port: 0, host: '127.0.0.1' })}/graphql`;
  });

  async function subscribe(
    slug: string,
    keyId: string,
    onUpdate?: (update: Update) => Promise<void>,
  ) {
    const executor = buildHTTPExecutor({ endpoint, headers: csrfHeader });
    const result = await executor({
      document: doorAccessSubscription,
      variables: { slug, key: keyId },
    });
    if (!(Symbol.asyncIterator in Object(result))) throw new Error(JSON.stringify(result));
    const updates: Update[] = [];
    for await (const event of result as AsyncIterable<{
      data?: { doorAccess: Update };
      errors?: unknown;
    }>) {
      if (!event.data) throw new Error(JSON.stringify(event.errors));
      updates.push(event.data.doorAccess);
      await onUpdate?.(event.data.doorAccess);
    }
    return updates;
  }

  it('unlocks a door: the lock’s green light opens it for the configured time', async () => {
    const { slug, keyId } = await stayWithKey('berlin-kop92', 'REMOTE_DOOR');
    const before = Date.now();
    // A signed-in guest's bearer must not travel to a call the spec does not flag as authenticated.
    const bearer = `Bearer ${jwtWithExpiry(Math.floor(Date.now() / 1000) + 3600)}`;
    const { body } = await unlock({ slug, keyId }, { authorization: bearer });
    expect(body.errors).toBeUndefined();
    expect(body.data?.unlockDoor).toMatchObject({ ok: true, error: null, availableAt: null });
    const openUntil = Date.parse(body.data?.unlockDoor.openUntil as string);
    expect(openUntil - before).toBeGreaterThanOrEqual(doorOpenMs - 1000);
    expect(openUntil - before).toBeLessThan(doorOpenMs + 5000);
    // The reservation is read first: its key tells refusals known before asking the core API.
    expect(sandbox().calls).toEqual([`GET /check-in/${slug}`, 'POST /access-requests']);
    expect(sandbox().requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('refuses an unpaid stay’s door as NOT_PAID and a future one as NOT_AVAILABLE_YET with availableAt', async () => {
    const unpaid = await stayWithKey('berlin-kop92', 'REMOTE_DOOR', {
      paid: false,
    });
    const notPaid = await unlock(unpaid);
    expect(notPaid.body.data?.unlockDoor).toMatchObject({
      ok: false,
      openUntil: null,
      error: { code: 'NOT_PAID', message: 'The code is available after payment.' },
    });

    const future = await stayWithKey('berlin-kop92', 'REMOTE_DOOR', {
      startInDays: 3,
    });
    const early = await unlock(future);
    expect(early.body.data?.unlockDoor).toMatchObject({
      ok: false,
      error: { code: 'NOT_AVAILABLE_YET' },
      availableAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(Date.parse(early.body.data?.unlockDoor.availableAt ?? '')).toBeGreaterThan(Date.now());
  });

  it('maps too many unlocks to UNIT_ACCESS_TOO_MANY_ATTEMPTS', async () => {
    const { slug, keyId } = await stayWithKey('berlin-kop92', 'REMOTE_DOOR');
    const codes: (string | null)[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const { body } = await unlock({ slug, keyId });
      codes.push(body.data?.unlockDoor.error?.code ?? null);
    }
    expect(codes.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(codes.at(-1)).toBe('UNIT_ACCESS_TOO_MANY_ATTEMPTS');
  });

  it('streams a door from idle through opening and open back to idle, then completes', async () => {
    const { slug, keyId } = await stayWithKey('helsinki-kas40', 'ENTRANCE');
    const started = Date.now();
    const updates = await subscribe(slug, keyId);
    expect(updates.map((update) => update.state)).toEqual(['IDLE', 'OPENING', 'OPEN', 'IDLE']);
    expect(
      updates.every((update) => update.kind === 'DOOR' && update.propertyKeyId === keyId),
    ).toBe(true);
    expect(updates[2]?.openUntil).toEqual(expect.any(String));
    expect(updates.at(-1)?.error).toBeNull();
    // The door stayed open for the configured time before the final IDLE.
    expect(Date.now() - started).toBeGreaterThanOrEqual(doorOpenMs);
    expect(sandbox().calls).toEqual([`GET /check-in/${slug}`, 'POST /access-requests']);
  });

  it('ends a refusal it knows in advance with IDLE and the catalogue error, never showing OPENING', async () => {
    const { slug, keyId } = await stayWithKey('berlin-kop92', 'REMOTE_DOOR', {
      paid: false,
    });
    const updates = await subscribe(slug, keyId);
    expect(updates.map((update) => update.state)).toEqual(['IDLE']);
    expect(updates.at(-1)?.error?.code).toBe('NOT_PAID');
    expect(sandbox().calls).toEqual([`GET /check-in/${slug}`]);
  });

  it('refuses a door that does not open remotely, in the mutation and the subscription, without asking the core API', async () => {
    const booked = await sandbox().createReservation({
      propertyKey: 'london-ch65',
      startInDays: -1,
      nights: 3,
      checkInState: 'check-in-completed',
    });
    const { body } = await graphql<{ reservation: { keys: Key[] } }>(gateway(), {
      query:
        'query ($slug: String!) { reservation(slug: $slug) { keys { keyId type accessType } } }',
      variables: { slug: booked.slug },
    });
    const keypad = body.data?.reservation.keys.find((key) => key.accessType === 'CODE');
    const physical = body.data?.reservation.keys.find((key) => key.accessType === 'PHYSICAL');
    if (!keypad || !physical) throw new Error('London has keypad and physical doors');
    sandbox().calls.length = 0;
    for (const key of [keypad, physical]) {
      const refused = await unlock({ slug: booked.slug, keyId: key.keyId });
      expect(refused.body.data?.unlockDoor).toMatchObject({
        ok: false,
        error: { code: 'NOT_AVAILABLE', field: 'propertyKeyId' },
      });
      const updates = await subscribe(booked.slug, key.keyId);
      expect(updates.map((update) => [update.state, update.error?.code])).toEqual([
        ['IDLE', 'NOT_AVAILABLE'],
      ]);
    }
    expect(sandbox().calls.some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('ends at once with NOT_AVAILABLE for a key that is not the reservation’s', async () => {
    const { slug } = await stayWithKey('berlin-kop92', 'REMOTE_DOOR');
    const updates = await subscribe(slug, 'not-a-key');
    expect(updates).toEqual([
      expect.objectContaining({
        state: 'IDLE',
        error: expect.objectContaining({ code: 'NOT_AVAILABLE' }),
      }),
    ]);
    expect(sandbox().calls).toEqual([`GET /check-in/${slug}`]);
  });

  it('calls the elevator, says it is on its way as soon as the call is accepted, and follows it to ARRIVED', async () => {
    const { slug, keyId } = await stayWithKey('london-ch65', 'ELEVATOR');
    const base = Date.now();
    const moveClock = (seconds: number) =>
      moveSandboxClock(sandbox().url, new Date(base + seconds * 1000));
    const seenAt = new Map<string, number>();
    const updates = await subscribe(slug, keyId, async (update) => {
      seenAt.set(update.state, Date.now());
      // The clock has not moved: ON_THE_WAY comes from the accepted call itself.
      if (update.state === 'ON_THE_WAY') {
        await until(() =>
          sandbox().calls.some((call) => call.startsWith('GET /elevator-requests/')),
        );
        await moveClock(30);
      }
    });
    expect(updates.map((update) => update.state)).toEqual([
      'IDLE',
      'SENDING',
      'ON_THE_WAY',
      'ARRIVED',
    ]);
    expect(updates.every((update) => update.kind === 'ELEVATOR')).toBe(true);
    // 'Sending request…' lasts only as long as the request (it was 3.5-4 s, waiting for the core
    // API's next status).
    expect((seenAt.get('ON_THE_WAY') ?? 0) - (seenAt.get('SENDING') ?? 0)).toBeLessThan(1_000);
    const polls = sandbox().requests.filter((request) =>
      request.url?.startsWith('/elevator-requests/'),
    );
    expect(polls.length).toBeGreaterThan(0);
    expect(polls.every((request) => request.headers['x-slug'] === slug)).toBe(true);
  });

  it('stops polling the elevator when the client leaves', async () => {
    const { slug, keyId } = await stayWithKey('tallinn-lii34', 'ELEVATOR');
    const executor = buildHTTPExecutor({ endpoint, headers: csrfHeader });
    const result = (await executor({
      document: doorAccessSubscription,
      variables: { slug, key: keyId },
    })) as AsyncIterableIterator<{ data?: { doorAccess: Update } }>;
    let reachedOnTheWay = false;
    for await (const event of result) {
      if (event.data?.doorAccess.state === 'ON_THE_WAY') {
        reachedOnTheWay = true;
        await until(() =>
          sandbox().calls.some((call) => call.startsWith('GET /elevator-requests/')),
        );
        break;
      }
    }
    expect(reachedOnTheWay).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const pollsAfterLeaving = sandbox().calls.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sandbox().calls.length).toBe(pollsAfterLeaving);
  });

  it('calls the elevator as a mutation', async () => {
    const { slug, keyId } = await stayWithKey('london-ch65', 'ELEVATOR');
    const { body } = await graphql<{ callElevator: Record<string, unknown> }>(gateway(), {
      query: `mutation ($slug: String!, $key: String!) {
        callElevator(slug: $slug, propertyKeyId: $key) { ok state error { code } }
      }`,
      variables: { slug, key: keyId },
    });
    expect(body.data?.callElevator).toEqual({ ok: true, state: 'ON_THE_WAY', error: null });
    expect(sandbox().calls).toEqual([`GET /check-in/${slug}`, 'POST /elevator-requests']);
  });
});

async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('door access at shutdown', () => {
  it('ends the open-door wait when the gateway shuts down, so close() is not held up', async () => {
    const sandbox = await startSandbox();
    // The spec's door stays open for seconds; here a minute, so only shutdown can end the wait.
    const gateway = await buildTestGateway({
      coreApiUrl: sandbox.url,
      env: { DOOR_OPEN_MS: '60000' },
    });
    try {
      const { slug, keyId } = await createStayWithKey(
        sandbox,
        gateway,
        'berlin-kop92',
        'PROPERTY_UNIT',
      );
      const endpoint = `${await gateway.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
      const executor = buildHTTPExecutor({ endpoint, headers: csrfHeader });
      const result = await executor({
        document: doorAccessSubscription,
        variables: { slug, key: keyId },
      });
      const states: string[] = [];
      let closedIn = Number.POSITIVE_INFINITY;
      for await (const event of result as AsyncIterable<{ data?: { doorAccess: Update } }>) {
        const state = event.data?.doorAccess.state ?? 'none';
        states.push(state);
        if (state === 'OPEN') {
          const started = performance.now();
          void gateway.close().then(() => {
            closedIn = performance.now() - started;
          });
        }
      }
      await gateway.close();
      expect(states).toEqual(['IDLE', 'OPENING', 'OPEN']);
      expect(closedIn).toBeLessThan(1000);
    } finally {
      await gateway.close();
      await sandbox.close();
    }
  });
});
