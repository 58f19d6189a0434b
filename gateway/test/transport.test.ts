import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamClient } from '../src/upstream/client.ts';
import { createUndiciTransport } from '../src/upstream/transport.ts';

// The production transport against a real socket that misbehaves: it answers the `/slow`
// path never and hangs up on `/reset` without a response.
describe('undici transport', () => {
  let server: Server;
  let baseUrl: string;
  const pool = createUndiciTransport({ connections: 4, keepAliveMs: 1000 });

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/reset') request.socket.destroy();
      else if (request.url === '/large')
        response
          .setHeader('content-type', 'application/json')
          .end(`{"data":"${'a'.repeat(8192)}"}`);
      else if (request.url === '/ok')
        response.setHeader('content-type', 'application/json').end('{"data":{"ok":true}}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await pool.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  // Only the silent upstream's test needs a short timeout; on a loaded machine the first call's
  // connection alone has taken longer than that.
  const client = (timeoutMs = 5000) =>
    createUpstreamClient(
      {
        baseUrl,
        transport: pool.transport,
        timeoutMs,
        retriesPerCall: 0,
        retryBudgetPerRequest: 0,
        maxResponseBytes: 4096,
      },
      { requestId: 'r', language: undefined, token: undefined },
    );

  it('reads the envelope', async () => {
    await expect(client().call({ method: 'GET', path: '/ok' })).resolves.toEqual({ ok: true });
  });

  it('gives up on a silent upstream after the timeout, as network', async () => {
    const started = performance.now();
    await expect(client(400).call({ method: 'GET', path: '/slow' })).rejects.toMatchObject({
      extensions: { code: 'NETWORK' },
      originalFailure: { kind: 'no-response', reason: 'timeout' },
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses an answer above the size limit as unknown, not as an outage', async () => {
    await expect(client().call({ method: 'GET', path: '/large' })).rejects.toMatchObject({
      extensions: { code: 'UNKNOWN' },
      originalFailure: { kind: 'malformed', status: 200, reason: 'too-large' },
    });
  });

  it('maps a reset connection to network', async () => {
    await expect(client().call({ method: 'GET', path: '/reset' })).rejects.toMatchObject({
      extensions: { code: 'NETWORK' },
      originalFailure: { kind: 'no-response', reason: 'connection' },
    });
  });
});
