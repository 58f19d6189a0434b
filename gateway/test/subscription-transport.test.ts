import type { FastifyInstance } from 'fastify';
import { createClient, type ExecutionResult, type RequestParams } from 'graphql-sse';
import { describe, expect, it } from 'vitest';
import { buildTestGateway, deployedApps, graphql } from './support/gateway.ts';
import { type RunningSandbox, startSandbox } from './support/sandbox.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';
import { injectFetch } from './support/sse.ts';

// The web client's standard SSE client is graphql-sse's `createClient` in distinct connections
// mode (the README's transport). These tests drive the gateway in-process with exactly that
// client, its fetch answered by `app.inject`.

const doorOpenMs = 60;

const doorAccess = `subscription DoorAccess($slug: String!, $key: String!) {
  doorAccess(slug: $slug, propertyKeyId: $key) { state error { code } }
}`;

type DoorUpdate = { doorAccess: { state: string; error: { code: string } | null } };

async function remoteDoorOf(sandbox: RunningSandbox, gateway: FastifyInstance) {
  const booked = await sandbox.createReservation({
    propertyKey: 'berlin-kop92',
    startInDays: -1,
    nights: 3,
    checkInState: 'check-in-completed',
  });
  const { body } = await graphql<{
    reservation: { keys: { keyId: string; accessType: string }[] };
  }>(gateway, {
    query: 'query ($slug: String!) { reservation(slug: $slug) { keys { keyId accessType } } }',
    variables: { slug: booked.slug },
  });
  const key = body.data?.reservation.keys.find((candidate) => candidate.accessType === 'REMOTE');
  if (!key) throw new Error('no remote key at berlin-kop92');
  return { slug: booked.slug, keyId: key.keyId };
}

/** Every result of one subscription through graphql-sse's client, until it completes. */
async function subscribeWithGraphqlSse(
  app: FastifyInstance,
  request: RequestParams,
): Promise<{ results: ExecutionResult<DoorUpdate, unknown>[]; responseHeaders: Headers[] }> {
  const responseHeaders: Headers[] = [];
  const fetchFn = injectFetch(app, (response) => responseHeaders.push(response.headers));
  const client = createClient({
    url: 'http://localhost/graphql',
    fetchFn,
    retryAttempts: 0,
    // A browser accepts compressed answers; an event stream must still arrive uncompressed.
    headers: { 'accept-encoding': 'br, gzip' },
  });
  const results: ExecutionResult<DoorUpdate, unknown>[] = [];
  try {
    for await (const result of client.iterate<DoorUpdate>(request)) results.push(result);
  } finally {
    client.dispose();
  }
  return { results, responseHeaders };
}

describe('subscriptions over graphql-sse (distinct connections mode)', () => {
  const { sandbox, gateway } = useSandboxAndGateway({ env: { DOOR_OPEN_MS: String(doorOpenMs) } });

  it('streams a door opening to graphql-sse’s client and completes, as text/event-stream without Content-Encoding', async () => {
    const { slug, keyId } = await remoteDoorOf(sandbox(), gateway());
    const { results, responseHeaders } = await subscribeWithGraphqlSse(gateway(), {
      query: doorAccess,
      variables: { slug, key: keyId },
    });
    expect(results.map((result) => result.data?.doorAccess.state)).toEqual([
      'IDLE',
      'OPENING',
      'OPEN',
      'IDLE',
    ]);
    expect(results.every((result) => result.errors === undefined)).toBe(true);
    const [headers] = responseHeaders;
    expect(headers?.get('content-type')).toMatch(/^text\/event-stream/);
    expect(headers?.get('content-encoding')).toBeNull();
  });

  it('refuses a GET subscription without the CSRF header: a link or image must not open a door', async () => {
    const { slug, keyId } = await remoteDoorOf(sandbox(), gateway());
    const search = new URLSearchParams({
      query: doorAccess,
      variables: JSON.stringify({ slug, key: keyId }),
    });
    const response = await gateway().inject({
      method: 'GET',
      url: `/graphql?${search}`,
      headers: { accept: 'text/event-stream' },
    });
    expect(response.statusCode).toBe(403);
    expect(sandbox().calls).not.toContain('POST /access-requests');
  });
});

describe('subscriptions in production: persisted documents over graphql-sse', () => {
  it('runs a persisted subscription sent as extensions.persistedQuery with an empty query', async () => {
    const sandbox = await startSandbox();
    const documentId = 'a3f1c9d2e8b7doorAccess';
    const production = await buildTestGateway({
      coreApiUrl: sandbox.url,
      env: {
        APP_ENV: 'production',
        BOT_CHECK_SITE_KEY: 'site-key',
        DOOR_OPEN_MS: '60',
        ...deployedApps,
      },
      persistedDocuments: new Map([[documentId, doorAccess]]),
    });
    const adHoc = await buildTestGateway({ coreApiUrl: sandbox.url });
    try {
      const { slug, keyId } = await remoteDoorOf(sandbox, adHoc);
      const { results } = await subscribeWithGraphqlSse(production, {
        query: '',
        variables: { slug, key: keyId },
        extensions: { persistedQuery: { version: 1, sha256Hash: documentId } },
      });
      expect(results.map((result) => result.data?.doorAccess.state)).toEqual([
        'IDLE',
        'OPENING',
        'OPEN',
        'IDLE',
      ]);
      const refused = await subscribeWithGraphqlSse(production, {
        query: doorAccess,
        variables: { slug, key: keyId },
      }).catch((error: unknown) => error);
      expect(JSON.stringify(refused)).toContain('PERSISTED_DOCUMENT_REQUIRED');
    } finally {
      await production.close();
      await adHoc.close();
      await sandbox.close();
    }
  });
});
