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

// A check-in step the core API accepted, followed by a state read that fails: the sandbox
// cannot lose its state endpoint after a write, msw can.
const server = useMockCoreApi();

describe('check-in steps when the state read fails after the step', () => {
  let gateway: FastifyInstance;

  beforeAll(async () => {
    gateway = await buildGatewayOnMockCoreApi({ CORE_API_RETRIES: '0' });
  });
  afterAll(() => gateway.close());

  it('still answers the accepted identity verification and its provider page', async () => {
    server.use(
      http.post(`${mockCoreApiUrl}/check-in/s1/identity-verifications`, () =>
        HttpResponse.json(
          {
            data: {
              id: 'v1',
              reservationId: 'r1',
              status: 'pending',
              providerUrl: 'https://identity.example/v1',
            },
          },
          { status: 201 },
        ),
      ),
      http.get(`${mockCoreApiUrl}/reservation-state/r1`, () => HttpResponse.error()),
      http.get(`${mockCoreApiUrl}/check-in/s1`, () => HttpResponse.json(coreReservationBody)),
    );
    const { body } = await graphql<{ startIdentityVerification: Record<string, unknown> }>(
      gateway,
      {
        query: `mutation ($slug: String!) {
          startIdentityVerification(slug: $slug) {
            ok verificationUrl verificationStatus checkInState { state } error { code }
          }
        }`,
        variables: { slug: 's1' },
      },
    );
    expect(body.data?.startIdentityVerification).toEqual({
      ok: true,
      verificationUrl: 'https://identity.example/v1',
      verificationStatus: 'PENDING',
      checkInState: null,
      error: null,
    });
  });
});
