import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fault, type FaultyProxy, startFaultyProxy } from './support/faulty-proxy.ts';
import { buildTestGateway } from './support/gateway.ts';
import { startGatewayProcess } from './support/gateway-process.ts';
import { type CreatedReservation, type RunningSandbox, startSandbox } from './support/sandbox.ts';

// The gateway in front of a real sandbox behind a proxy that injects faults per request.
const stayQuery = `query Stay($slug: String!) { reservation(slug: $slug) { slug confirmationNumber } }`;
const offeredQuery = `query Offered($slug: String!) {
  reservation(slug: $slug) { offeredProducts { productId type } orderedItems(first: 20) { totalCount } }
}`;
const orderProducts = `mutation Order($slug: String!, $items: [OrderItemInput!]!, $key: String!) {
  orderProducts(slug: $slug, items: $items, idempotencyKey: $key) {
    ok error { code } order { orderId status }
  }
}`;

type StayAnswer = {
  data?: { reservation: { slug: string } | null };
  errors?: { extensions?: { code?: string } }[];
};

async function post<T>(url: string, query: string, variables: object): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as T;
}

/** The slug a core API request is about: in its path or its `x-slug` header. */
const slugIn = (request: IncomingMessage, slug: string) =>
  (request.url ?? '').includes(slug) || request.headers['x-slug'] === slug;

describe('faults of the core API', () => {
  let sandbox: RunningSandbox;
  let proxy: FaultyProxy;
  let gateway: FastifyInstance;
  let url: string;
  const faults = new Map<string, Fault>();
  /** Decides before `faults` when set (one test's own rule). */
  let rule: ((request: IncomingMessage) => Fault | undefined) | undefined;

  beforeAll(async () => {
    sandbox = await startSandbox();
    proxy = await startFaultyProxy(sandbox.url, (request) => {
      const decided = rule?.(request);
      if (decided) return decided;
      for (const [slug, fault] of faults) if (slugIn(request, slug)) return fault;
      return { kind: 'pass' };
    });
    gateway = await buildTestGateway({
      coreApiUrl: proxy.url,
      // Generous for the guests served meanwhile on a busy machine; the faults outlast it.
      env: { CORE_API_TIMEOUT_MS: '1500', CORE_API_RETRIES: '1' },
    });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await gateway?.close();
    await proxy?.close();
    await sandbox?.close();
  });

  it('answers each fault with its section 8 code while other guests are served', {
    timeout: 20_000,
  }, async () => {
    const cases: [Fault, string][] = [
      [{ kind: 'stall' }, 'NETWORK'],
      [{ kind: 'late', ms: 4000 }, 'NETWORK'],
      [{ kind: 'reset' }, 'NETWORK'],
      [{ kind: 'status', status: 503 }, 'UNKNOWN'],
      [{ kind: 'status', status: 500 }, 'UNKNOWN'],
      [{ kind: 'malformed' }, 'UNKNOWN'],
    ];
    const faulty = await Promise.all(
      cases.map(async ([fault]) => {
        const booked = await sandbox.createReservation();
        faults.set(booked.slug, fault);
        return booked.slug;
      }),
    );
    const healthy = await sandbox.createReservation();

    let stalledSettled = false;
    const stalled = post<StayAnswer>(url, stayQuery, { slug: faulty[0] }).finally(() => {
      stalledSettled = true;
    });
    const faultAnswers = Promise.all([
      stalled,
      ...faulty.slice(1).map((slug) => post<StayAnswer>(url, stayQuery, { slug })),
    ]);
    // While a stalled read waits out its timeout (twice: one retry), other guests are answered.
    for (let index = 0; index < 5; index++) {
      const answer = await post<StayAnswer>(url, stayQuery, { slug: healthy.slug });
      expect(answer.data?.reservation?.slug).toBe(healthy.slug);
    }
    expect(stalledSettled).toBe(false);

    const codes = (await faultAnswers).map((answer) => answer.errors?.[0]?.extensions?.code);
    expect(codes).toEqual(cases.map(([, code]) => code));
  });

  it('places one order when the order call times out and the guest sends it again', {
    timeout: 20_000,
  }, async () => {
    const booked: CreatedReservation = await sandbox.createReservation({ nights: 2 });
    const offered = await post<{
      data: { reservation: { offeredProducts: { productId: string; type: string }[] } };
    }>(url, offeredQuery, { slug: booked.slug });
    const parking = offered.data.reservation.offeredProducts.find(
      (item) => item.type === 'PARKING',
    );
    if (!parking) throw new Error('no parking offered');
    // The first order call reaches the core API only after the gateway gave up on it.
    let held = false;
    rule = (request) => {
      if (request.method !== 'PATCH' || !slugIn(request, booked.slug) || held) return undefined;
      held = true;
      return { kind: 'late', ms: 2000 };
    };
    const variables = {
      slug: booked.slug,
      items: [{ productId: parking.productId }],
      key: randomUUID(),
    };
    type OrderAnswer = {
      data?: { orderProducts: { ok: boolean; order: { orderId: string } | null } };
    };
    const patches = () => proxy.seen.filter((call) => call === `PATCH /check-in/${booked.slug}`);
    const first = await post<OrderAnswer>(url, orderProducts, variables);
    // The first call timed out; the gateway sent it again with the same key (or failed with
    // NETWORK, and the guest does below).
    expect(patches().length).toBeGreaterThanOrEqual(2);
    // The guest sends it again once the held call has landed at the core API.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const retried = await post<OrderAnswer>(url, orderProducts, variables);
    expect(retried.data?.orderProducts.ok).toBe(true);
    if (first.data?.orderProducts.ok) {
      expect(retried.data?.orderProducts.order?.orderId).toBe(
        first.data.orderProducts.order?.orderId,
      );
    }
    const after = await post<{
      data: { reservation: { orderedItems: { totalCount: number } } };
    }>(url, offeredQuery, { slug: booked.slug });
    expect(after.data.reservation.orderedItems.totalCount).toBe(1);
    rule = undefined;
  });
});

describe('SIGTERM under load', () => {
  it('answers every request in flight, then exits', { timeout: 30_000 }, async () => {
    const sandbox = await startSandbox();
    // Every core API call takes 500 ms, so the requests below are all in flight at SIGTERM.
    const proxy = await startFaultyProxy(sandbox.url, () => ({ kind: 'pass', delayMs: 500 }));
    const gateway = await startGatewayProcess({ CORE_API_URL: proxy.url, LOG_LEVEL: 'warn' });
    try {
      const booked = await sandbox.createReservation();
      const inFlight = Array.from({ length: 40 }, () =>
        post<StayAnswer>(gateway.url, stayQuery, { slug: booked.slug }),
      );
      // Every one has reached the gateway (its core API call is at the proxy) before SIGTERM.
      for (let waited = 0; proxy.seen.length < inFlight.length && waited < 10_000; waited += 10) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const exited = new Promise<number | null>((resolve) =>
        gateway.process.once('exit', (code) => resolve(code)),
      );
      gateway.process.kill('SIGTERM');
      const answers = await Promise.all(inFlight);
      expect(answers.every((answer) => answer.data?.reservation?.slug === booked.slug)).toBe(true);
      expect(await exited).toBe(0);
    } finally {
      await gateway.stop('SIGKILL');
      await proxy.close();
      await sandbox.close();
    }
  });
});
