import { describe, expect, it, vi } from 'vitest';
import { createGatewaySink } from './gatewaySink.ts';

// The network layer's own test: hand-written answers are what it is about.
describe('the default analytics sink', () => {
  const batch = [
    { type: 'track' as const, event: 'Product Viewed', staff: false, properties: {}, sentAt: '' },
  ];

  it('posts the batch to the gateway as JSON, surviving the page being closed', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 202 }));
    await createGatewaySink(fetchImpl)(batch);
    expect(fetchImpl).toHaveBeenCalledWith('/analytics/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: batch }),
      credentials: 'same-origin',
      keepalive: true,
    });
  });

  it('fails on a refusal, so the client tries again', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 503 }));
    await expect(createGatewaySink(fetchImpl)(batch)).rejects.toThrow('503');
  });
});
