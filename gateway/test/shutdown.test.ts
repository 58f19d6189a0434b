import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway } from './support/gateway.ts';
import { coreReservationBody } from './support/mock-core-api.ts';

// A core API that takes 300 ms to answer, so a request is still in flight when shutdown starts.
describe('graceful shutdown', () => {
  let slowCoreApi: Server;
  let coreApiUrl: string;
  /** Resolves when the core API receives a call: the gateway's request is then in flight. */
  let reached: () => void = () => {};

  beforeAll(async () => {
    slowCoreApi = createServer((_, response) => {
      reached();
      setTimeout(() => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(coreReservationBody));
      }, 300);
    });
    await new Promise<void>((resolve) => slowCoreApi.listen(0, '127.0.0.1', resolve));
    coreApiUrl = `http://127.0.0.1:${(slowCoreApi.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    slowCoreApi.closeAllConnections();
    await new Promise((resolve) => slowCoreApi.close(resolve));
  });

  it('finishes in-flight requests, then refuses new connections', async () => {
    const gateway = await buildTestGateway({ coreApiUrl });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}/graphql`;
    const inFlightAtCoreApi = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const inFlight = fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ reservation(slug: "s1") { confirmationNumber } }' }),
    });
    // Waiting for the core API, not for a time: on a busy machine 100 ms may not be enough.
    await inFlightAtCoreApi;
    const closing = gateway.close();
    const response = await inFlight;
    expect(await response.json()).toEqual({ data: { reservation: { confirmationNumber: 'B1' } } });
    await closing;
    await expect(fetch(url, { method: 'POST' })).rejects.toThrow();
  });
});
