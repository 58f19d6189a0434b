import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway } from '../support/gateway.ts';
import { corpusDocuments, productionEnv, toolKey } from './support.ts';

// The security corpus, part 9: what one client may keep open. 300 idle `orderStatus` streams from
// one IP, against a core API whose orders stay pending, once made the gateway poll it 144 times a
// second and grow by 79 MB: nothing bounded open streams per client or their lifetime.

/** A core API whose orders stay pending for ever; it counts the order reads. */
function pendingOrdersCoreApi(): { server: Server; reads: () => number } {
  let reads = 0;
  const server = createServer((incoming, answer) => {
    if (incoming.url?.startsWith('/orders/')) {
      reads++;
      const id = incoming.url.slice('/orders/'.length);
      answer.setHeader('content-type', 'application/json');
      answer.end(JSON.stringify({ data: { id, status: 'pending' } }));
      return;
    }
    answer.statusCode = 404;
    answer.end('{"errors":[{"code":"NOT_FOUND","message":"none"}]}');
  });
  return { server, reads: () => reads };
}

type Stream = {
  /** The next SSE event's `data` (null for `complete`), waiting for it to arrive. */
  next(): Promise<{ event: string; data: unknown }>;
  close(): void;
};

/**
 * An `orderStatus` subscription over its own connection from `localAddress` (any 127.x address
 * reaches the loopback listener, so one test can be many client IPs).
 */
function follow(
  port: number,
  orderId: string,
  options: { localAddress?: string; token?: string } = {},
): Stream {
  const events: { event: string; data: unknown }[] = [];
  const waiting: ((event: { event: string; data: unknown }) => void)[] = [];
  const deliver = (event: { event: string; data: unknown }) => {
    const waiter = waiting.shift();
    if (waiter) waiter(event);
    else events.push(event);
  };
  let buffered = '';
  const outgoing = request({
    host: '127.0.0.1',
    port,
    path: '/graphql',
    method: 'POST',
    localAddress: options.localAddress ?? '127.0.0.1',
    agent: false,
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
  outgoing.on('response', (response) => {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffered += chunk;
      for (let end = buffered.indexOf('\n\n'); end !== -1; end = buffered.indexOf('\n\n')) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const event = /^event: ?(.*)$/m.exec(block)?.[1];
        const data = /^data: ?(.*)$/m.exec(block)?.[1];
        if (event) deliver({ event, data: data ? JSON.parse(data) : null });
      }
    });
    response.on('end', () => deliver({ event: 'end', data: null }));
  });
  outgoing.on('error', () => deliver({ event: 'end', data: null }));
  outgoing.end(
    JSON.stringify({
      documentId: 'OrderStatus',
      variables: { slug: 'pending-stay', orderId },
    }),
  );
  return {
    next: () =>
      new Promise((resolve) => {
        const event = events.shift();
        if (event) resolve(event);
        else waiting.push(resolve);
      }),
    close: () => outgoing.destroy(),
  };
}

const statusOf = (event: { data: unknown }) =>
  (event.data as { data?: { orderStatus?: { status: string } } } | null)?.data?.orderStatus?.status;
const errorOf = (event: { data: unknown }) =>
  (event.data as { errors?: { extensions?: Record<string, unknown> }[] } | null)?.errors?.[0]
    ?.extensions;

/** A session token as the core API issues them (the gateway reads only its expiry). */
function sessionToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { sub: 'guest', exp: Math.floor(Date.now() / 1000) + 3600 };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** `/metrics` as the scraper reads it (production wants one of the tools' keys). */
async function scrape(app: FastifyInstance): Promise<{ body: string }> {
  return app.inject({ url: '/metrics', headers: { authorization: `Bearer ${toolKey}` } });
}

const documents = new Map([
  ...corpusDocuments,
  [
    'OrderStatus',
    'subscription OrderStatus($slug: String!, $orderId: ID!) { orderStatus(slug: $slug, orderId: $orderId) { orderId status } }',
  ],
]);

describe('security corpus: open subscriptions per client', () => {
  const core = pendingOrdersCoreApi();
  let gateway: FastifyInstance;
  let port: number;
  const open: Stream[] = [];

  beforeAll(async () => {
    await new Promise<void>((resolve) => core.server.listen(0, '127.0.0.1', resolve));
    gateway = await buildTestGateway({
      coreApiUrl: `http://127.0.0.1:${(core.server.address() as AddressInfo).port}`,
      persistedDocuments: documents,
      // The default bound (20); a steady 2 s poll, the gateway's longest wait between reads.
      env: { ...productionEnv, ORDER_STATUS_POLL_MS: '2000' },
    });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    port = (gateway.server.address() as AddressInfo).port;
  });
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  afterAll(async () => {
    await gateway.close();
    await new Promise((resolve) => core.server.close(resolve));
  });

  const opened = (stream: Stream) => {
    open.push(stream);
    return stream;
  };

  it('refuses the 21st stream of one IP with RATE_LIMITED, and takes one again once a stream ends', async () => {
    const readsBefore = core.reads();
    const streams = Array.from({ length: 20 }, () => opened(follow(port, 'order-1')));
    for (const stream of streams) expect(statusOf(await stream.next())).toBe('PENDING');
    // Twenty followers of one order share one poll: its first read, not twenty.
    expect(core.reads() - readsBefore).toBe(1);

    const extra = opened(follow(port, 'order-2'));
    expect(errorOf(await extra.next())).toEqual({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 300,
    });
    expect((await extra.next()).event).toBe('complete');

    const metrics = await scrape(gateway);
    expect(metrics.body).toMatch(/^gateway_subscriptions_open 20$/m);
    expect(metrics.body).toMatch(/^gateway_subscriptions_refused_total\{by="ip"\} 1$/m);
    expect(metrics.body).toMatch(/^gateway_polls_followed 1$/m);

    streams[0]?.close();
    await expect
      .poll(async () => (await scrape(gateway)).body)
      .toMatch(/^gateway_subscriptions_open 19$/m);
    expect(statusOf(await opened(follow(port, 'order-2')).next())).toBe('PENDING');
  });

  it("bounds a session's streams across IPs, without bounding other clients of those IPs", async () => {
    const token = sessionToken();
    const streams = Array.from({ length: 20 }, (_, index) =>
      opened(follow(port, `order-s${index}`, { localAddress: `127.0.0.${index + 2}`, token })),
    );
    for (const stream of streams) expect(statusOf(await stream.next())).toBe('PENDING');
    const fromNewIp = opened(follow(port, 'order-x', { localAddress: '127.0.0.30', token }));
    expect(errorOf(await fromNewIp.next())?.code).toBe('RATE_LIMITED');
    const withoutSession = opened(follow(port, 'order-x', { localAddress: '127.0.0.30' }));
    expect(statusOf(await withoutSession.next())).toBe('PENDING');
  });
});

describe('security corpus: subscription lifetime', () => {
  const core = pendingOrdersCoreApi();
  let gateway: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    await new Promise<void>((resolve) => core.server.listen(0, '127.0.0.1', resolve));
    gateway = await buildTestGateway({
      coreApiUrl: `http://127.0.0.1:${(core.server.address() as AddressInfo).port}`,
      persistedDocuments: documents,
      env: {
        ...productionEnv,
        SUBSCRIPTION_MAX_LIFETIME_MS: '1500',
        ORDER_STATUS_POLL_MS: '100',
        ORDER_STATUS_POLL_MAX_MS: '100',
      },
    });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    port = (gateway.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await gateway.close();
    await new Promise((resolve) => core.server.close(resolve));
  });

  it('ends a stream whose order never settles with SUBSCRIPTION_EXPIRED, and stops its poll', async () => {
    const stream = follow(port, 'order-forever');
    const started = Date.now();
    expect(statusOf(await stream.next())).toBe('PENDING');
    expect(errorOf(await stream.next())).toEqual({ code: 'SUBSCRIPTION_EXPIRED' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect((await stream.next()).event).toBe('complete');

    const readsAtEnd = core.reads();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(core.reads() - readsAtEnd).toBeLessThanOrEqual(1);
    const metrics = await scrape(gateway);
    expect(metrics.body).toMatch(/^gateway_subscriptions_open 0$/m);
    expect(metrics.body).toMatch(/^gateway_subscriptions_expired_total 1$/m);
    expect(metrics.body).toMatch(/^gateway_polls_followed 0$/m);
  });
});
