import type { FastifyInstance } from 'fastify';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './support/gateway.ts';
import {
  buildGatewayOnMockCoreApi,
  coreReservationBody,
  mockCoreApiUrl,
  useMockCoreApi,
} from './support/mock-core-api.ts';
import { postSubscription } from './support/sse.ts';

// Every way an upstream failure reaches a client in production: a query's errors, a mutation's
// payload, a subscription's stream. The core API's answers below carry internals (a path, a
// stack, an e-mail) marked with `secret`; none of it may reach the client on any path.
const secret = 'SECRET-INTERNAL /srv/core/orders.ts:42 aino.virtanen@example.com';
const apiKey = 'tool-key';
const server = useMockCoreApi();

function upstreamError(status: number, code: string) {
  return HttpResponse.json({ errors: [{ code, message: secret, stack: secret }] }, { status });
}

describe('upstream internals never reach clients in production', () => {
  let gateway: FastifyInstance;

  beforeAll(async () => {
    gateway = await buildGatewayOnMockCoreApi({
      APP_ENV: 'production',
      BOT_CHECK_SITE_KEY: 'key',
      GATEWAY_API_KEYS: apiKey,
      CORE_API_RETRIES: '0',
      ORDER_STATUS_POLL_MS: '5',
    });
  });
  afterAll(() => gateway.close());

  it('in a query: the catalogue code and its safe text only', async () => {
    server.use(http.get(`${mockCoreApiUrl}/check-in/:slug`, () => upstreamError(500, 'INTERNAL')));
    const { body } = await graphql(
      gateway,
      { query: '{ reservation(slug: "s1") { slug } }' },
      { 'x-api-key': apiKey },
    );
    expect(body.errors?.[0]).toMatchObject({
      message: 'Something went wrong',
      extensions: { code: 'UNKNOWN' },
    });
    expect(JSON.stringify(body)).not.toContain('SECRET');
  });

  it('in an unreadable answer: not even a fragment of it', async () => {
    server.use(
      http.get(
        `${mockCoreApiUrl}/check-in/:slug`,
        () =>
          new HttpResponse(`{"data": ${secret}`, {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const { body } = await graphql(
      gateway,
      { query: '{ reservation(slug: "s1") { slug } }' },
      { 'x-api-key': apiKey },
    );
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'UNKNOWN' });
    expect(JSON.stringify(body)).not.toContain('SECRET');
  });

  it('in a mutation payload: the catalogue error as data', async () => {
    server.use(
      http.patch(`${mockCoreApiUrl}/check-in/:slug`, () =>
        upstreamError(409, 'ALREADY_CHECKED_OUT'),
      ),
      http.get(`${mockCoreApiUrl}/check-in/:slug`, () => HttpResponse.json(coreReservationBody)),
    );
    const { body } = await graphql(
      gateway,
      {
        query:
          'mutation { checkOut(slug: "s1") { ok error { code message field } reservation { slug } } }',
      },
      { 'x-api-key': apiKey },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      checkOut: {
        ok: false,
        error: { code: 'STAY_ENDED', message: 'The stay is over.', field: null },
        reservation: { slug: 's1' },
      },
    });
    expect(JSON.stringify(body)).not.toContain('SECRET');
  });

  it('in a subscription stream: the catalogue code and its safe text only', async () => {
    server.use(http.get(`${mockCoreApiUrl}/orders/:id`, () => upstreamError(500, 'INTERNAL')));
    const body = await postSubscription(
      gateway,
      { query: 'subscription { orderStatus(slug: "s1", orderId: "o1") { status } }' },
      { 'x-api-key': apiKey },
    );
    expect(body).toContain('"code":"UNKNOWN"');
    expect(body).toContain('Something went wrong');
    expect(body).not.toContain('SECRET');
  });
});
