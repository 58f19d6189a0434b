import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGatewayWithCapturedLog } from './support/gateway.ts';

describe('POST /analytics/events (the web client default analytics sink)', () => {
  let app: FastifyInstance;
  let lines: string[];

  beforeAll(async () => {
    ({ app, lines } = await buildGatewayWithCapturedLog());
  });
  afterAll(() => app.close());

  const post = (payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/analytics/events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('logs each event of a batch with what happened, but no personal data', async () => {
    lines.length = 0;
    const response = await post({
      events: [
        {
          type: 'track',
          event: 'Product Viewed',
          staff: true,
          properties: {
            product_id: 'breakfast-1',
            path: '/stay/breakfast?slug=k3x9-secret',
            nights: 2,
            property_city: 'Berlin',
            email: 'anna.virtanen@example.com',
            slug: 'k3x9-secret',
            customer: { name: 'Anna Virtanen' },
          },
        },
        { type: 'identify', properties: { user_id: 'user-77', first_name: 'Anna' } },
      ],
    });
    expect(response.statusCode).toBe(202);
    const logged = lines
      .filter((line) => line.includes('"msg":"analytics event"'))
      .map((line) => (JSON.parse(line) as { analytics: unknown }).analytics);
    expect(logged).toEqual([
      {
        type: 'track',
        event: 'Product Viewed',
        staff: true,
        properties: {
          product_id: 'breakfast-1',
          path: '/stay/breakfast',
          nights: 2,
          property_city: 'Berlin',
        },
      },
      { type: 'identify', staff: false, properties: {} },
    ]);
    const log = lines.join('');
    for (const personal of ['anna.virtanen@example.com', 'k3x9-secret', 'Anna', 'user-77']) {
      expect(log).not.toContain(personal);
    }
  });

  it('refuses batches over 10 events and events of unknown kinds', async () => {
    const event = { type: 'track', event: 'Product Clicked' };
    expect((await post({ events: Array.from({ length: 11 }, () => event) })).statusCode).toBe(400);
    expect((await post({ events: [{ type: 'alias', event: 'x' }] })).statusCode).toBe(400);
    expect((await post({ events: [] })).statusCode).toBe(400);
    expect((await post({ events: Array.from({ length: 10 }, () => event) })).statusCode).toBe(202);
  });
});
