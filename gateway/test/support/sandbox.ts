import type { IncomingMessage } from 'node:http';
import { createSandbox } from '@guest/sandbox';
import type { FastifyInstance } from 'fastify';
import type { paths } from '../../src/upstream/openapi.generated.ts';

export type RunningSandbox = {
  url: string;
  instance: FastifyInstance;
  /** Every request the sandbox received, as `METHOD /path` (without query), in order. */
  calls: string[];
  /** The same requests with their headers. */
  requests: IncomingMessage[];
  /** Forgets the calls and requests counted so far. */
  resetCounters(): void;
  /** Creates a reservation through the sandbox's test helper. */
  createReservation(fields?: Record<string, unknown>): Promise<CreatedReservation>;
  close(): Promise<void>;
};

/** What the sandbox's test helper answers, as the OpenAPI document describes it. */
export type CreatedReservation =
  paths['/_sandbox/reservations']['post']['responses'][201]['content']['application/json']['data'];

/** A real sandbox on a free port, counting the calls it receives. */
export async function startSandbox(): Promise<RunningSandbox> {
  const instance = await createSandbox();
  const calls: string[] = [];
  const requests: IncomingMessage[] = [];
  // createSandbox returns a ready instance (no more hooks), so count at its HTTP server.
  instance.server.on('request', (request: IncomingMessage) => {
    const url = request.url ?? '';
    if (url.startsWith('/_sandbox')) return;
    calls.push(`${request.method} ${url.split('?')[0]}`);
    requests.push(request);
  });
  await instance.listen({ port: 0, host: '127.0.0.1' });
  const address = instance.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('sandbox has no TCP address');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    instance,
    calls,
    requests,
    resetCounters() {
      calls.length = 0;
      requests.length = 0;
    },
    async createReservation(fields = {}) {
      const response = await fetch(`${url}/_sandbox/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fields),
      });
      if (response.status !== 201)
        throw new Error(`sandbox refused the reservation: ${await response.text()}`);
      const body = (await response.json()) as { data: CreatedReservation };
      return body.data;
    },
    close: () => instance.close(),
  };
}

/** Sets the sandbox's clock to `now`: the core API then answers as at that moment. */
export async function moveSandboxClock(sandboxUrl: string, now: Date | string): Promise<void> {
  const response = await fetch(`${sandboxUrl}/_sandbox/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: typeof now === 'string' ? now : now.toISOString() }),
  });
  if (!response.ok) throw new Error(`sandbox refused the clock move: ${await response.text()}`);
}

/** Puts the sandbox back on the real clock. */
export async function resetSandboxClock(sandboxUrl: string): Promise<void> {
  await fetch(`${sandboxUrl}/_sandbox/clock`, { method: 'DELETE' });
}
