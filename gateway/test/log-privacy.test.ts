import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { fetchTransport } from '../src/upstream/transport.ts';
import { buildGatewayWithCapturedLog } from './support/gateway.ts';
import { mockCoreApiUrl, useMockCoreApi } from './support/mock-core-api.ts';
import { jwtWithExpiry } from './support/tokens.ts';

// The core API's error messages may echo what the guest typed; the sandbox never does, msw can.
const server = useMockCoreApi();

describe('upstream failures in the log', () => {
  it('keep their kind, status and code but not the upstream message', async () => {
    server.use(
      http.get(`${mockCoreApiUrl}/check-in`, () =>
        HttpResponse.json(
          { errors: [{ code: 'INVALID_QUERY', message: 'No booking B-77 for Virtanen' }] },
          { status: 400 },
        ),
      ),
    );
    const { app, lines } = await buildGatewayWithCapturedLog({
      coreApiUrl: mockCoreApiUrl,
      transport: fetchTransport,
    });
    await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: '{ checkInReservation(lastName: "Virtanen", bookingNumber: "B-77") { slug } }',
      }),
    });
    await app.close();
    const failures = lines.filter((line) => line.includes('"msg":"upstream failure"'));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('"code":"INVALID_QUERY"');
    expect(failures[0]).toContain('"status":400');
    expect(lines.join('')).not.toContain('Virtanen');
  });

  it('keep a failure the account answers as data without the upstream message', async () => {
    server.use(
      http.get(`${mockCoreApiUrl}/customers`, () =>
        HttpResponse.json({ data: [{ id: 'c1', email: 'aino@example.com', options: [] }] }),
      ),
      http.get(`${mockCoreApiUrl}/customer-statistics`, () =>
        HttpResponse.json(
          { errors: [{ code: 'STATS_DOWN', message: 'No statistics for aino@example.com' }] },
          { status: 500 },
        ),
      ),
    );
    const { app, lines } = await buildGatewayWithCapturedLog({
      coreApiUrl: mockCoreApiUrl,
      transport: fetchTransport,
    });
    const token = jwtWithExpiry(Math.floor(Date.now() / 1000) + 600);
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ query: '{ viewer { statistics { hasError } } }' }),
    });
    await app.close();
    expect(response.json()).toEqual({ data: { viewer: { statistics: { hasError: true } } } });
    const failures = lines.filter((line) => line.includes('"msg":"customer statistics failed"'));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('"code":"STATS_DOWN"');
    expect(lines.join('')).not.toContain('aino@example.com');
  });
});
