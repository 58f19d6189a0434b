import type { FastifyInstance } from 'fastify';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './support/gateway.ts';
import {
  buildGatewayOnMockCoreApi,
  mockCoreApiUrl,
  useMockCoreApi,
} from './support/mock-core-api.ts';
import { jwtWithExpiry } from './support/tokens.ts';

// Consent the core API recorded, followed by a profile read that fails: the sandbox cannot
// fail its customer read after a write, msw can.
const server = useMockCoreApi();

describe('marketing consent when the profile read after it fails', () => {
  let gateway: FastifyInstance;

  beforeAll(async () => {
    gateway = await buildGatewayOnMockCoreApi({ CORE_API_RETRIES: '0' });
  });
  afterAll(() => gateway.close());

  it('answers ok, because the consent was given, with no profile', async () => {
    let customerReads = 0;
    server.use(
      http.get(`${mockCoreApiUrl}/customers`, () => {
        customerReads++;
        return customerReads === 1
          ? HttpResponse.json({ data: [{ id: 'c1', options: [] }] })
          : HttpResponse.error();
      }),
      http.patch(`${mockCoreApiUrl}/customers/c1`, () =>
        HttpResponse.json({ data: { id: 'c1', options: ['send-marketing-emails'] } }),
      ),
    );
    const token = jwtWithExpiry(Math.floor(Date.now() / 1000) + 600);
    const { body } = await graphql<{ giveMarketingConsent: Record<string, unknown> }>(
      gateway,
      { query: 'mutation { giveMarketingConsent { ok error { code } profile { email } } }' },
      { authorization: `Bearer ${token}` },
    );
    expect(body.data?.giveMarketingConsent).toEqual({ ok: true, error: null, profile: null });
    expect(customerReads).toBe(2);
  });
});
