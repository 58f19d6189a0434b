import type { FastifyInstance } from 'fastify';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DoorAccessUpdate } from '../src/graphql/resolvers.generated.ts';
import { fetchTransport } from '../src/upstream/transport.ts';
import { buildTestGateway, type GraphQLResponse, graphql } from './support/gateway.ts';

// Faults the sandbox cannot produce, for the door-access and content areas: a connection that
// dies while the elevator is polled, and a partner service that fails while the rest answers.
const coreApi = 'http://core-api.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const elevatorKey = { id: 'k-elevator', type: 'elevator', accessType: 'remote', sequenceNumber: 2 };
const reservationBody = {
  data: {
    id: 'r1',
    slug: 's1',
    confirmationNumber: 'B1',
    startDate: '2026-12-01T14:00:00Z',
    endDate: '2026-12-03T10:00:00Z',
    propertyKeys: [elevatorKey],
  },
};

type SseEvent = { event: string; data: GraphQLResponse<{ doorAccess: DoorAccessUpdate }> };

/** The whole SSE answer of a subscription that completes (inject waits for the stream's end). */
async function subscribe(gateway: FastifyInstance, query: string, variables: object) {
  const response = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    payload: JSON.stringify({ query, variables }),
  });
  const events: SseEvent[] = [];
  for (const block of response.body.split('\n\n')) {
    const event = /^event: (.+)$/m.exec(block)?.[1];
    const data = /^data:(.*)$/m.exec(block)?.[1]?.trim();
    if (event) events.push({ event, data: data ? JSON.parse(data) : {} });
  }
  return events;
}

describe('door access and content faults', () => {
  let gateway: FastifyInstance;

  beforeAll(async () => {
    gateway = await buildTestGateway({
      coreApiUrl: coreApi,
      upstreamTransport: fetchTransport,
      env: { CORE_API_RETRIES: '0', ELEVATOR_POLL_MS: '5', ELEVATOR_POLL_MAX_MS: '10' },
    });
  });
  afterAll(() => gateway.close());

  it('ends the elevator subscription with network when polling loses the core API', async () => {
    let polls = 0;
    server.use(
      http.get(`${coreApi}/check-in/s1`, () => HttpResponse.json(reservationBody)),
      http.post(`${coreApi}/elevator-requests`, () =>
        HttpResponse.json(
          {
            data: {
              id: 'e1',
              propertyKeyId: elevatorKey.id,
              status: 'sent',
              requestedAt: '2026-12-01T15:00:00Z',
            },
          },
          { status: 201 },
        ),
      ),
      http.get(`${coreApi}/elevator-requests/e1`, () => {
        polls++;
        return HttpResponse.error();
      }),
    );
    const events = await subscribe(
      gateway,
      `subscription ($slug: String!, $key: String!) {
        doorAccess(slug: $slug, propertyKeyId: $key) { kind state error { code } }
      }`,
      { slug: 's1', key: elevatorKey.id },
    );
    const updates = events.flatMap((event) =>
      event.data.data ? [event.data.data.doorAccess] : [],
    );
    expect(updates).toEqual([
      { kind: 'ELEVATOR', state: 'IDLE', error: null },
      { kind: 'ELEVATOR', state: 'SENDING', error: null },
    ]);
    const failure = events.find((event) => event.data.errors);
    expect(failure?.data.errors?.[0]?.extensions?.code).toBe('network');
    expect(events.at(-1)?.event).toBe('complete');
    expect(polls).toBe(1);
  });

  it('answers the property without its partners when the partner content fails', async () => {
    server.use(
      http.get(`${coreApi}/properties`, () =>
        HttpResponse.json({
          data: [
            { id: 'p1', key: 'oslo-kar27', name: 'Karl Johans gate', city: 'Oslo', phone: '+47 1' },
          ],
        }),
      ),
      http.get(`${coreApi}/product-content`, () =>
        HttpResponse.json(
          { errors: [{ code: 'PARTNER_DOWN', message: 'upstream partner timeout' }] },
          { status: 502 },
        ),
      ),
    );
    const { body } = await graphql<{ property: Record<string, unknown> }>(gateway, {
      query:
        '{ property(key: "oslo-kar27") { key city contacts { phone } partnerContent { breakfast { name } } } }',
    });
    expect(body.data?.property).toEqual({
      key: 'oslo-kar27',
      city: 'Oslo',
      contacts: { phone: '+471' },
      partnerContent: null,
    });
    expect(body.errors).toEqual([
      expect.objectContaining({
        path: ['property', 'partnerContent'],
        extensions: { code: 'unknown' },
      }),
    ]);
    expect(JSON.stringify(body.errors)).not.toContain('upstream partner timeout');
  });
});
