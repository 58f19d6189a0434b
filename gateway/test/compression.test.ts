import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway } from './support/gateway.ts';
import { sseEvents } from './support/sse.ts';

/** An answer of several kilobytes: every type's name and description. */
const largeQuery = '{ __schema { types { name description } } }';

describe('compression of dynamic answers', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestGateway({ coreApiUrl: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (query: string, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ query }),
    });

  it('sends a large GraphQL answer as zstd, else brotli, else gzip, as the client takes them', async () => {
    // What Chromium asks for over HTTPS: zstd, the cheapest for the gateway at the same size.
    const zstd = await post(largeQuery, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(zstd.statusCode).toBe(200);
    expect(zstd.headers['content-encoding']).toBe('zstd');
    expect(Number(zstd.headers['content-length'])).toBe(zstd.rawPayload.length);
    const answer = JSON.parse(zstdDecompressSync(zstd.rawPayload).toString());
    expect(answer.data.__schema.types.length).toBeGreaterThan(20);

    // Safari's: no zstd.
    const brotli = await post(largeQuery, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    // GraphQL answers also vary on Origin (CORS grants the guest apps only).
    expect(String(brotli.headers.vary).split(', ')).toContain('accept-encoding');
    const decompressed = brotliDecompressSync(brotli.rawPayload);
    expect(JSON.parse(decompressed.toString())).toEqual(answer);
    // Over the plugin's own limit on two cores (8 KB), yet compressed in one call, with its length.
    expect(decompressed.length).toBeGreaterThan(8 * 1024);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);

    const gzip = await post(largeQuery, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(answer);

    const plain = await post(largeQuery, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(answer);
  });

  it('leaves answers under 1 KB uncompressed', async () => {
    const small = await post('{ __typename }', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('never compresses a subscription stream, so each event is sent as it happens', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'accept-encoding': 'br, gzip',
      },
      payload: JSON.stringify({
        query: 'subscription { orderStatus(slug: "nope", orderId: "1") { status } }',
      }),
    });
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    // Yoga marks its streams `Content-Encoding: none` so that proxies leave them alone too.
    expect(response.headers['content-encoding'] ?? 'none').toBe('none');
    expect(sseEvents(response.body).map((event) => event.event)).toContain('complete');
  });
});
