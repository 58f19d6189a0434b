import type { FastifyInstance } from 'fastify';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DoorAccessUpdate } from '../src/graphql/schema-types.generated.ts';
import { type GraphQLResponse, graphql } from './support/gateway.ts';
import {
  buildGatewayOnMockCoreApi,
  coreReservationBody,
  mockCoreApiUrl,
  useMockCoreApi,
} from './support/mock-core-api.ts';
import { postSubscription, sseEvents } from './support/sse.ts';

// Faults the sandbox cannot produce, for the door-access and content areas: a connection that
// dies while the elevator is polled, and a partner service that fails while the rest answers.
const server = useMockCoreApi();

const elevatorKey = { id: 'k-elevator', type: 'elevator', accessType: 'remote', sequenceNumber: 2 };
const reservationBody = {
  data: { ...coreReservationBody.data, propertyKeys: [elevatorKey] },
};

/** The whole SSE answer of a subscription that completes (inject waits for the stream's end). */
async function subscribe(
  gateway: FastifyInstance,
  query: string,
  variables: Record<string, unknown>,
) {
  return sseEvents<GraphQLResponse<{ doorAccess: DoorAccessUpdate }>>(
    await postSubscription(gateway, { query, variables }),
  );
}

describe('door access and content faults', () => {
  let gateway: FastifyInstance;

  beforeAll(async () => {
    gateway = await buildGatewayOnMockCoreApi({
      CORE_API_RETRIES: '0',
      ELEVATOR_POLL_MS: '5',
      ELEVATOR_POLL_MAX_MS: '10',
    });
  });
  afterAll(() => gateway.close());

  it('ends the elevator subscription with network when polling loses the core API', async () => {
    let polls = 0;
    server.use(
      http.get(`${mockCoreApiUrl}/check-in/s1`, () => HttpResponse.json(reservationBody)),
      http.post(`${mockCoreApiUrl}/elevator-requests`, () =>
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
      http.get(`${mockCoreApiUrl}/elevator-requests/e1`, () => {
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
      event.data?.data ? [event.data.data.doorAccess] : [],
    );
    expect(updates).toEqual([
      { kind: 'ELEVATOR', state: 'IDLE', error: null },
      { kind: 'ELEVATOR', state: 'SENDING', error: null },
      { kind: 'ELEVATOR', state: 'ON_THE_WAY', error: null },
    ]);
    const failure = events.find((event) => event.data?.errors);
    expect(failure?.data?.errors?.[0]?.extensions?.code).toBe('NETWORK');
    expect(events.at(-1)?.event).toBe('complete');
    expect(polls).toBe(1);
  });

  it('answers the property without its partners when the partner content fails', async () => {
    server.use(
      http.get(`${mockCoreApiUrl}/properties`, () =>
        HttpResponse.json({
          data: [
            { id: 'p1', key: 'oslo-kar27', name: 'Karl Johans gate', city: 'Oslo', phone: '+47 1' },
          ],
        }),
      ),
      http.get(`${mockCoreApiUrl}/product-content`, () =>
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
        extensions: { code: 'UNKNOWN' },
      }),
    ]);
    expect(JSON.stringify(body.errors)).not.toContain('upstream partner timeout');
  });
});
