import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineHeader } from '../../src/upstream/client.ts';
import { buildTestGateway } from '../support/gateway.ts';
import { type RunningSandbox, startSandbox } from '../support/sandbox.ts';
import { adHoc, corpusDocuments, persisted, productionEnv } from './support.ts';

// The security corpus, part 7: a core API that stalls while a door unlock is under way. With the
// core API stalled, `unlockDoor` used to answer NETWORK after the timeout, and the queued
// `POST /access-requests` was carried out when the core API resumed: the door opened with nobody
// told. A stand-in for the stalled queue sits between the gateway and a real sandbox: it holds
// the unlock until the test lets it through, after the gateway has answered.
type HeldRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };

let sandbox: RunningSandbox;
let queue: Server;
let gateway: FastifyInstance;
let holdUnlocks = false;
const held: HeldRequest[] = [];

/** Passes a request to the sandbox as the drained queue would, and reads its answer. */
async function deliver(request: HeldRequest): Promise<{ status: number; body: string }> {
  const headers = Object.entries(request.headers).flatMap(([name, value]) =>
    typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)
      ? [[name, value] as [string, string]]
      : [],
  );
  const answer = await fetch(`${sandbox.url}${request.url}`, {
    method: request.method,
    headers,
    ...(request.body.length > 0 ? { body: new Uint8Array(request.body) } : {}),
  });
  return { status: answer.status, body: await answer.text() };
}

beforeAll(async () => {
  sandbox = await startSandbox();
  queue = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const received: HeldRequest = {
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      headers: request.headers,
      body: Buffer.concat(chunks),
    };
    if (holdUnlocks && received.method === 'POST' && received.url === '/access-requests') {
      held.push(received); // Stalled: no answer until the test delivers it.
      return;
    }
    const answer = await deliver(received);
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => queue.listen(0, '127.0.0.1', resolve));
  gateway = await buildTestGateway({
    coreApiUrl: `http://127.0.0.1:${(queue.address() as AddressInfo).port}`,
    persistedDocuments: corpusDocuments,
    // Only the held unlock waits for the timeout; the other calls get a shared machine's margin.
    env: { ...productionEnv, CORE_API_TIMEOUT_MS: '3000' },
  });
});
afterAll(async () => {
  await gateway.close();
  queue.closeAllConnections();
  await new Promise((resolve) => queue.close(resolve));
  await sandbox.close();
});

async function checkedInStayWithDoor(): Promise<{ slug: string; keyId: string }> {
  const stay = await sandbox.createReservation({
    propertyKey: 'berlin-kop92',
    startInDays: -1,
    nights: 3,
    checkInState: 'check-in-completed',
  });
  const keys = await adHoc(
    gateway,
    'query($slug: String!) { reservation(slug: $slug) { keys { keyId type accessType } } }',
    { slug: stay.slug },
  );
  const reservation = keys.body.data?.reservation as {
    keys: { keyId: string; type: string; accessType: string }[];
  };
  const keyId = reservation.keys.find(
    (key) => key.accessType === 'REMOTE' && key.type !== 'ELEVATOR',
  )?.keyId;
  if (!keyId) throw new Error('berlin-kop92 needs a remote door');
  return { slug: stay.slug, keyId };
}

const unlockRecords = async () =>
  (await sandbox.instance.db.selectFrom('unlockRecords').select('id').execute()).length;

describe('security corpus: a core API that stalls during a change', () => {
  it('never opens a door after the guest was told the unlock could not be confirmed', async () => {
    const { slug, keyId } = await checkedInStayWithDoor();
    const before = await unlockRecords();
    holdUnlocks = true;
    try {
      const answer = await persisted(gateway, 'Unlock', { slug, keyId });
      expect(answer.body.data).toEqual({
        unlockDoor: { ok: false, error: { code: 'OUTCOME_UNKNOWN' } },
      });
    } finally {
      holdUnlocks = false;
    }
    expect(held).toHaveLength(1);
    const [stalled] = held.splice(0);
    if (!stalled) throw new Error('the unlock never reached the core API');
    expect(stalled.headers['idempotency-key']).toMatch(/^[\w-]{16,}$/);
    const deadline = Date.parse(String(stalled.headers[deadlineHeader]));
    // The queue drains once the deadline has passed (it has: the gateway stopped waiting at it).
    while (Date.now() <= deadline) await sleep(5);
    const drained = await deliver(stalled);
    expect(drained.status).toBe(504);
    expect(JSON.parse(drained.body).errors[0].code).toBe('DEADLINE_EXCEEDED');
    expect(await unlockRecords()).toBe(before);
    // The gateway waits its whole timeout for the held unlock.
  }, 20_000);

  it('sends every change with an idempotency key and a deadline', async () => {
    const { slug, keyId } = await checkedInStayWithDoor();
    sandbox.resetCounters();
    expect((await persisted(gateway, 'Unlock', { slug, keyId })).body.data).toEqual({
      unlockDoor: { ok: true, error: null },
    });
    // A started stay may still be cancelled (charged in full): the second change of the two.
    expect((await persisted(gateway, 'Cancel', { slug })).body.data).toMatchObject({
      cancelReservation: { ok: true },
    });
    const changes = sandbox.requests.filter((request) => request.method !== 'GET');
    expect(changes.map((request) => request.method)).toEqual(['POST', 'PATCH']);
    for (const change of changes) {
      expect(change.headers['idempotency-key']).toMatch(/^[\w-]{16,}$/);
      const deadline = Date.parse(String(change.headers[deadlineHeader]));
      expect(deadline).toBeGreaterThan(Date.now() - 60_000);
    }
    const keys = changes.map((change) => change.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
