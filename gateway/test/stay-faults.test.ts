import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fault, type FaultyProxy, startFaultyProxy } from './support/faulty-proxy.ts';
import { buildTestGateway, type GraphQLResponse, graphql } from './support/gateway.ts';
import { type RunningSandbox, startSandbox } from './support/sandbox.ts';

/*
 * The fault corpus of issue 28, in GraphQL: the web's own stay screens' queries (the stay page,
 * door access, the contacts of a failed screen) while the core API is gone, stalled, failing,
 * refusing for load or answering garbage. A fault is an error with its code on the `reservation`
 * field, never a `reservation: null` without one, which means "this stay does not exist" and
 * makes the guest's phone forget the stay and its codes. The browser's side: e2e/tests/faults.spec.ts.
 */

const webDocuments = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'web', 'persisted-documents.json'), 'utf8'),
) as Record<string, string>;

/** The text of the web's operation `name`, as its persisted document holds it. */
function webOperation(name: string): string {
  const text = Object.values(webDocuments).find((document) =>
    document.startsWith(`query ${name}(`),
  );
  if (!text) throw new Error(`web/persisted-documents.json has no ${name}`);
  return text;
}

const screens = ['StayRouteQuery', 'AccessRouteQuery', 'ErrorContactsQuery'].map((name) => ({
  name,
  query: webOperation(name),
}));

type Outage = { name: string; code: string; fault?: Fault; killed?: true };

const outages: Outage[] = [
  { name: 'gone (connections refused)', code: 'NETWORK', killed: true },
  { name: 'stalled', code: 'NETWORK', fault: { kind: 'stall' } },
  { name: 'dropping connections', code: 'NETWORK', fault: { kind: 'reset' } },
  { name: 'answering 500', code: 'UNKNOWN', fault: { kind: 'status', status: 500 } },
  { name: 'answering 503', code: 'UNKNOWN', fault: { kind: 'status', status: 503 } },
  { name: 'answering 429', code: 'RATE_LIMITED', fault: { kind: 'status', status: 429 } },
  { name: 'answering garbage', code: 'UNKNOWN', fault: { kind: 'malformed' } },
];

describe('stay screens while the core API is out of reach', () => {
  let sandbox: RunningSandbox;
  let proxy: FaultyProxy;
  let gateway: FastifyInstance;
  let slug: string;
  let fault: Fault = { kind: 'pass' };

  beforeAll(async () => {
    sandbox = await startSandbox();
    proxy = await startFaultyProxy(sandbox.url, () => fault);
    gateway = await buildTestGateway({
      coreApiUrl: proxy.url,
      env: { CORE_API_TIMEOUT_MS: '500', CORE_API_RETRIES: '1' },
    });
    ({ slug } = await sandbox.createReservation({
      propertyKey: 'london-ch65',
      paid: true,
      checkInState: 'check-in-completed',
    }));
  });
  afterAll(async () => {
    await gateway?.close();
    await proxy?.close();
    await sandbox?.close();
  });

  const read = async (query: string, variables: object) =>
    (await graphql(gateway, { query, variables })).body as GraphQLResponse<{
      reservation: object | null;
    }>;

  it.each(outages)(
    'answers the core API $name with $code on the stay, never a null stay alone',
    {
      timeout: 20_000,
    },
    async (outage) => {
      if (outage.killed) await proxy.kill();
      fault = outage.fault ?? { kind: 'pass' };
      try {
        for (const screen of screens) {
          const answer = await read(screen.query, { slug });
          expect(answer.errors?.[0], screen.name).toMatchObject({
            path: ['reservation'],
            extensions: { code: outage.code },
          });
          expect(answer.data?.reservation ?? null, screen.name).toBeNull();
        }
      } finally {
        fault = { kind: 'pass' };
        if (outage.killed) await proxy.revive();
      }
      // Back: the same stay, whole.
      for (const screen of screens) {
        const answer = await read(screen.query, { slug });
        expect(answer.errors, screen.name).toBeUndefined();
        expect(answer.data?.reservation, screen.name).not.toBeNull();
      }
    },
  );

  it('answers a slow core API with the stay itself', { timeout: 20_000 }, async () => {
    fault = { kind: 'late', ms: 300 };
    try {
      const answer = await read(webOperation('StayRouteQuery'), { slug });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.reservation).not.toBeNull();
    } finally {
      fault = { kind: 'pass' };
    }
  });

  it('answers a stay that does not exist with a null stay and no error: the only "not found"', async () => {
    for (const screen of screens) {
      const answer = await read(screen.query, { slug: 'no-such-stay' });
      expect(answer, screen.name).toEqual({ data: { reservation: null } });
    }
  });
});
