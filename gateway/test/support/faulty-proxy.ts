import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the proxy does with one core API request. */
export type Fault =
  | { kind: 'pass'; delayMs?: number }
  /** Holds the request `ms`, then passes it on: the sandbox still does the work. */
  | { kind: 'late'; ms: number }
  /** Never answers (until the proxy closes). */
  | { kind: 'stall' }
  /** Drops the connection without an answer. */
  | { kind: 'reset' }
  | { kind: 'status'; status: number }
  /** 200 with a body that is not JSON. */
  | { kind: 'malformed' };

export type FaultyProxy = {
  url: string;
  /** Every request seen, as `METHOD /path`. */
  seen: string[];
  /** Stops listening and drops every connection: the core API is gone, connections refused. */
  kill(): Promise<void>;
  /** Listens again on the same port: the core API is back. */
  revive(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A core API in front of the real sandbox that injects faults across processes (msw reaches only
 * this process's fetch): `faultOf` picks one per request, from its method, path and headers.
 */
export async function startFaultyProxy(
  sandboxUrl: string,
  faultOf: (request: IncomingMessage) => Fault,
): Promise<FaultyProxy> {
  const seen: string[] = [];
  const server = createServer((request, response) => {
    // A client that gave up (the gateway's timeout) resets its side: nothing to answer then.
    handle(request, response).catch(() => response.destroy());
  });
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    seen.push(`${request.method} ${(request.url ?? '').split('?')[0]}`);
    const fault = faultOf(request);
    if (fault.kind === 'stall') return;
    if (fault.kind === 'reset') {
      request.socket.destroy();
      return;
    }
    if (fault.kind === 'status') {
      response.writeHead(fault.status, { 'content-type': 'application/json' });
      response.end('{"errors":[{"code":"UNAVAILABLE","message":"try later"}]}');
      return;
    }
    if (fault.kind === 'malformed') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"data": <html>');
      return;
    }
    const wait = fault.kind === 'late' ? fault.ms : (fault.delayMs ?? 0);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) {
        headers[name] = value;
      }
    }
    const upstream = await fetch(`${sandboxUrl}${request.url}`, {
      method: request.method ?? 'GET',
      headers,
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    if (response.destroyed || request.socket.destroyed) return;
    response.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/json',
      ...(upstream.headers.get('date') ? { date: upstream.headers.get('date') as string } : {}),
    });
    response.end(body);
  }
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    kill: stop,
    revive: () => listen(port),
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
