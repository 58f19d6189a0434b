import type { FastifyInstance } from 'fastify';
import { delay, HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamClient, type UpstreamSettings } from '../src/upstream/client.ts';
import { fetchTransport } from '../src/upstream/transport.ts';
import { graphql } from './support/gateway.ts';
import {
  buildGatewayOnMockCoreApi,
  coreReservationBody,
  mockCoreApiUrl,
  useMockCoreApi,
} from './support/mock-core-api.ts';

// Faults the sandbox cannot produce, injected at the network boundary with msw. Everything
// else the gateway does (parsing, the catalogue, masking) runs for real.
const slugQuery = {
  query: 'query($slug: String!) { reservation(slug: $slug) { slug } }',
  variables: { slug: 's1' },
};

const server = useMockCoreApi();
let attempts = 0;

afterEach(() => {
  attempts = 0;
});

function onReservation(resolver: () => Response | Promise<Response>) {
  server.use(
    http.get(`${mockCoreApiUrl}/check-in/:slug`, async () => {
      attempts++;
      return resolver();
    }),
  );
}

describe('upstream faults through the schema', () => {
  let gateway: FastifyInstance;
  let production: FastifyInstance;

  beforeAll(async () => {
    gateway = await buildGatewayOnMockCoreApi({
      CORE_API_TIMEOUT_MS: '200',
      CORE_API_RETRIES: '2',
    });
    production = await buildGatewayOnMockCoreApi({
      APP_ENV: 'production',
      BOT_CHECK_SITE_KEY: 'key',
      GATEWAY_API_KEYS: 'tool-key',
      CORE_API_TIMEOUT_MS: '200',
    });
  });
  afterAll(async () => {
    await gateway.close();
    await production.close();
  });

  it('maps a reset connection to network after retrying the read', async () => {
    onReservation(() => HttpResponse.error());
    const { body } = await graphql(gateway, slugQuery);
    expect(body.errors?.[0]?.extensions?.code).toBe('NETWORK');
    expect(attempts).toBe(3);
  });

  it('maps a timeout to network', async () => {
    onReservation(async () => {
      await delay(1000);
      return HttpResponse.json(coreReservationBody);
    });
    const started = performance.now();
    const { body } = await graphql(gateway, slugQuery);
    expect(body.errors?.[0]?.extensions?.code).toBe('NETWORK');
    // Three attempts of 200 ms plus backoff: the timeout bounds the wait.
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('retries a 503 and succeeds when the core API recovers', async () => {
    onReservation(() =>
      attempts < 3
        ? HttpResponse.json({ errors: [{ code: 'UNAVAILABLE', message: 'busy' }] }, { status: 503 })
        : HttpResponse.json(coreReservationBody),
    );
    const { body } = await graphql(gateway, slugQuery);
    expect(body).toEqual({ data: { reservation: { slug: 's1' } } });
    expect(attempts).toBe(3);
  });

  it('does not retry a 500 and maps it to unknown', async () => {
    onReservation(() =>
      HttpResponse.json({ errors: [{ code: 'BOOM', message: 'db down' }] }, { status: 500 }),
    );
    const { body } = await graphql(gateway, slugQuery);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNKNOWN');
    expect(attempts).toBe(1);
  });

  it('maps malformed JSON to unknown', async () => {
    onReservation(
      () =>
        new HttpResponse('{"data": {"id": ', { headers: { 'content-type': 'application/json' } }),
    );
    const { body } = await graphql(gateway, slugQuery);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNKNOWN');
  });

  it('never leaks upstream messages or stacks in production', async () => {
    onReservation(() =>
      HttpResponse.json(
        { errors: [{ code: 'INTERNAL', message: 'TypeError at /srv/core/reservations.ts:42' }] },
        { status: 500 },
      ),
    );
    const { body } = await graphql(production, slugQuery, { 'x-api-key': 'tool-key' });
    expect(body.errors).toEqual([
      {
        message: 'Something went wrong',
        locations: [{ line: 1, column: 25 }],
        path: ['reservation'],
        extensions: { code: 'UNKNOWN' },
      },
    ]);
  });
});

describe('upstream client', () => {
  const settings: UpstreamSettings = {
    baseUrl: mockCoreApiUrl,
    transport: fetchTransport,
    timeoutMs: 200,
    retriesPerCall: 2,
    retryBudgetPerRequest: 3,
    maxResponseBytes: 1_048_576,
  };
  const identity = { requestId: 'req-1', language: undefined, token: undefined };

  it('never retries a write without a caller key, and reports its lost answer as an unknown outcome', async () => {
    server.use(
      http.patch(`${mockCoreApiUrl}/check-in/:slug`, () => {
        attempts++;
        return HttpResponse.error();
      }),
    );
    const client = createUpstreamClient(settings, identity);
    await expect(
      client.call({
        method: 'PATCH',
        path: '/check-in/{slug}',
        params: { slug: 's1' },
        body: { checkOutDone: true },
      }),
    ).rejects.toMatchObject({ extensions: { code: 'OUTCOME_UNKNOWN' } });
    expect(attempts).toBe(1);
  });

  it('spends at most the request retry budget across calls', async () => {
    onReservation(() => HttpResponse.error());
    const client = createUpstreamClient(settings, identity);
    const read = () =>
      client.call({ method: 'GET', path: '/check-in/{slug}', params: { slug: 's1' } });
    await expect(read()).rejects.toMatchObject({ extensions: { code: 'NETWORK' } });
    await expect(read()).rejects.toMatchObject({ extensions: { code: 'NETWORK' } });
    // 3 attempts for the first read (2 retries), 2 for the second (the budget's last retry).
    expect(attempts).toBe(5);
  });

  it('maps the first upstream error entry through the catalogue', async () => {
    server.use(
      http.post(`${mockCoreApiUrl}/access-requests`, () =>
        HttpResponse.json(
          {
            errors: [
              { code: 'TOO_MANY_REMOTE_UNLOCK_ATTEMPTS', message: 'slow down' },
              { code: 'WRONG_VERIFICATION_CODE', message: 'second entry is ignored' },
            ],
          },
          { status: 429 },
        ),
      ),
    );
    const client = createUpstreamClient(settings, identity);
    await expect(
      client.call({
        method: 'POST',
        path: '/access-requests',
        body: { propertyKeyId: 'k', slug: 's' },
      }),
    ).rejects.toMatchObject({ extensions: { code: 'UNIT_ACCESS_TOO_MANY_ATTEMPTS' } });
  });

  it('sends the bearer only to calls that need it, and refuses them without a session', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${mockCoreApiUrl}/customers`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ data: [] });
      }),
      http.get(`${mockCoreApiUrl}/check-in/:slug`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json(coreReservationBody);
      }),
    );
    const signedIn = createUpstreamClient(settings, { ...identity, token: 'token-1' });
    await signedIn.call({ method: 'GET', path: '/customers', auth: true });
    await signedIn.call({ method: 'GET', path: '/check-in/{slug}', params: { slug: 's1' } });
    expect(seen).toEqual(['Bearer token-1', null]);
    const anonymous = createUpstreamClient(settings, identity);
    await expect(
      anonymous.call({ method: 'GET', path: '/customers', auth: true }),
    ).rejects.toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
