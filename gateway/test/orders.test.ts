import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildHTTPExecutor } from '@graphql-tools/executor-http';
import type { FastifyInstance } from 'fastify';
import { parse } from 'graphql';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, graphql } from './support/gateway.ts';
import {
  buildGatewayOnMockCoreApi,
  coreReservationBody,
  mockCoreApiUrl,
  useMockCoreApi,
} from './support/mock-core-api.ts';
import { type CreatedReservation, moveSandboxClock, startSandbox } from './support/sandbox.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';
import { postSubscription, type SseEvent, sseEvents } from './support/sse.ts';

const fastPolling = { ORDER_STATUS_POLL_MS: '20', ORDER_STATUS_POLL_MAX_MS: '80' };

const offeredQuery = `query Offered($slug: String!) {
  reservation(slug: $slug) { reservationId offeredProducts { productId type } }
}`;
const orderProducts = `mutation Order($slug: String!, $items: [OrderItemInput!]!, $key: String!) {
  orderProducts(slug: $slug, items: $items, idempotencyKey: $key) {
    ok error { code message field }
    order { orderId status error { code } }
    reservation { slug orderedItems { totalCount } }
  }
}`;
const orderStatus = `subscription Status($slug: String!, $orderId: ID!) {
  orderStatus(slug: $slug, orderId: $orderId) { orderId status error { code message } }
}`;

type UserErrorResult = { code: string; message: string; field: string | null } | null;
type OrderResult = { orderId: string; status: string; error: { code: string } | null };
type OrderPayloadResult = {
  ok: boolean;
  error: UserErrorResult;
  order: OrderResult | null;
  reservation: { slug: string; orderedItems: { totalCount: number } } | null;
};
describe('orders against the sandbox', () => {
  const { sandbox, gateway } = useSandboxAndGateway({ env: fastPolling });

  async function productOf(slug: string, type: string): Promise<string> {
    const { body } = await graphql<{
      reservation: { offeredProducts: { productId: string; type: string }[] };
    }>(gateway(), { query: offeredQuery, variables: { slug } });
    const product = body.data?.reservation.offeredProducts.find((item) => item.type === type);
    if (!product) throw new Error(`no ${type} product offered`);
    return product.productId;
  }

  async function placeOrder(booked: CreatedReservation): Promise<OrderPayloadResult> {
    const productId = await productOf(booked.slug, 'PARKING');
    sandbox().calls.length = 0;
    const { body } = await graphql<{ orderProducts: OrderPayloadResult }>(gateway(), {
      query: orderProducts,
      variables: { slug: booked.slug, items: [{ productId }], key: randomUUID() },
    });
    const payload = body.data?.orderProducts;
    if (!payload) throw new Error(JSON.stringify(body.errors));
    return payload;
  }

  /** Moves the sandbox clock past the moment pending orders settle. */
  async function settleOrders(): Promise<void> {
    await moveSandboxClock(sandbox().url, new Date(Date.now() + 5_000));
  }

  async function subscribeUntilFinal(slug: string, orderId: string): Promise<SseEvent[]> {
    const subscription = postSubscription(gateway(), {
      query: orderStatus,
      variables: { slug, orderId },
    });
    // Let the first poll see PENDING, then let the order settle.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await settleOrders();
    return sseEvents(await subscription);
  }

  it('places an order (pending) and answers the reservation read again after the write', async () => {
    const booked = await sandbox().createReservation({ nights: 2 });
    const payload = await placeOrder(booked);
    expect(payload).toMatchObject({
      ok: true,
      error: null,
      order: { status: 'PENDING', error: null },
      reservation: { slug: booked.slug, orderedItems: { totalCount: 1 } },
    });
    // Read before the write (a cancelled or finished stay is refused without ordering), and after.
    expect(sandbox().calls).toEqual([
      `GET /check-in/${booked.slug}`,
      `PATCH /check-in/${booked.slug}`,
      `GET /check-in/${booked.slug}`,
    ]);
  });

  it('follows an order over SSE from PENDING to ORDERED, then completes', async () => {
    const booked = await sandbox().createReservation({ card: 'valid' });
    const { order } = await placeOrder(booked);
    const events = await subscribeUntilFinal(booked.slug, order?.orderId ?? '');
    const updates = events.filter((event) => event.event === 'next').map((event) => event.data);
    expect(updates).toEqual([
      { data: { orderStatus: { orderId: order?.orderId, status: 'PENDING', error: null } } },
      { data: { orderStatus: { orderId: order?.orderId, status: 'ORDERED', error: null } } },
    ]);
    expect(events.at(-1)?.event).toBe('complete');
    const reads = sandbox().requests.filter((request) => request.url?.startsWith('/orders/'));
    expect(reads.every((request) => request.headers['x-slug'] === booked.slug)).toBe(true);
    expect(reads.every((request) => request.headers.authorization === undefined)).toBe(true);
  });

  it('ends FAILED with PAYMENT when the card declines the charge', async () => {
    const booked = await sandbox().createReservation({ card: 'declining' });
    const { order } = await placeOrder(booked);
    const events = await subscribeUntilFinal(booked.slug, order?.orderId ?? '');
    const last = events.filter((event) => event.event === 'next').at(-1)?.data;
    expect(last).toEqual({
      data: {
        orderStatus: {
          orderId: order?.orderId,
          status: 'FAILED',
          error: {
            code: 'PAYMENT',
            message:
              "We couldn't process your payment. Please try again or update your card details.",
          },
        },
      },
    });
    expect(events.at(-1)?.event).toBe('complete');
    const { body } = await graphql<{ order: OrderResult }>(gateway(), {
      query: `query($slug: String!, $id: ID!) { order(slug: $slug, orderId: $id) { status error { code } } }`,
      variables: { slug: booked.slug, id: order?.orderId },
    });
    expect(body.data?.order).toEqual({ status: 'FAILED', error: { code: 'PAYMENT' } });
  });

  it('ends the subscription with NOT_FOUND when the slug does not own the order, or there is no such order', async () => {
    const booked = await sandbox().createReservation();
    const other = await sandbox().createReservation();
    const { order } = await placeOrder(booked);
    for (const variables of [
      { slug: other.slug, orderId: order?.orderId },
      { slug: booked.slug, orderId: 'no-such-order' },
    ]) {
      const events = sseEvents(
        await postSubscription(gateway(), { query: orderStatus, variables }),
      );
      expect(events.map((event) => event.event)).toEqual(['next', 'complete']);
      expect(events[0]?.data).toMatchObject({
        errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }],
      });
    }
  });

  it('stops polling when the subscriber leaves', async () => {
    const booked = await sandbox().createReservation();
    const { order } = await placeOrder(booked);
    await gateway().listen({ port: 0, host: '127.0.0.1' });
    const { port } = gateway().server.address() as AddressInfo;
    const abort = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({
        query: orderStatus,
        variables: { slug: booked.slug, orderId: order?.orderId },
      }),
      signal: abort.signal,
    });
    const reader = response.body?.getReader();
    let received = '';
    // The stream may open with a keep-alive comment before the first event.
    while (reader && !received.includes('PENDING')) {
      const chunk = await reader.read();
      if (chunk.done) break;
      received += new TextDecoder().decode(chunk.value);
    }
    expect(received).toContain('PENDING');
    abort.abort();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const pollsAfterLeaving = sandbox().calls.filter((call) =>
      call.startsWith('GET /orders/'),
    ).length;
    expect(pollsAfterLeaving).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sandbox().calls.filter((call) => call.startsWith('GET /orders/'))).toHaveLength(
      pollsAfterLeaving,
    );
  });

  it('answers an order line the core API refuses as data, with the reservation', async () => {
    const booked = await sandbox().createReservation();
    const { body } = await graphql<{ orderProducts: OrderPayloadResult }>(gateway(), {
      query: orderProducts,
      variables: {
        slug: booked.slug,
        items: [{ productId: 'no-such-product' }],
        key: randomUUID(),
      },
    });
    expect(body.data?.orderProducts).toMatchObject({
      ok: false,
      order: null,
      error: { code: 'PRODUCT_NOT_ORDERABLE', field: 'items[0].productId' },
      reservation: { slug: booked.slug },
    });
  });

  describe('subscribers of one order', () => {
    const pollMs = 500;
    let shared: FastifyInstance;
    let endpoint: string;

    beforeAll(async () => {
      // A steady interval, long enough that a second subscriber joins between two reads.
      shared = await buildTestGateway({
        coreApiUrl: sandbox().url,
        env: { ORDER_STATUS_POLL_MS: String(pollMs), ORDER_STATUS_POLL_MAX_MS: String(pollMs) },
      });
      endpoint = `${await shared.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
    });
    afterAll(() => shared.close());

    const orderReads = (orderId: string) =>
      sandbox().calls.filter((call) => call === `GET /orders/${orderId}`).length;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    async function pendingOrderId(): Promise<{ slug: string; orderId: string }> {
      const booked = await sandbox().createReservation({ nights: 2 });
      const { order } = await placeOrder(booked);
      if (!order) throw new Error('no order placed');
      return { slug: booked.slug, orderId: order.orderId };
    }

    async function follow(slug: string, orderId: string) {
      const executor = buildHTTPExecutor({ endpoint, headers: { 'x-graphql-yoga-csrf': 'sse' } });
      const result = await executor({ document: parse(orderStatus), variables: { slug, orderId } });
      if (!(Symbol.asyncIterator in Object(result))) throw new Error(JSON.stringify(result));
      const events = result as AsyncIterableIterator<{ data?: { orderStatus: OrderResult } }>;
      return {
        next: async () => (await events.next()).value?.data?.orderStatus.status,
        leave: () => events.return?.(),
      };
    }

    it('share one poll; when one leaves, the other keeps receiving', async () => {
      const { slug, orderId } = await pendingOrderId();
      const first = await follow(slug, orderId);
      expect(await first.next()).toBe('PENDING');
      expect(orderReads(orderId)).toBe(1);
      const second = await follow(slug, orderId);
      // The running poll's latest answer, at once, without a read of its own.
      expect(await second.next()).toBe('PENDING');
      expect(orderReads(orderId)).toBe(1);

      await pause(pollMs * 2 + 200);
      // One sequence: the first read and two more; a poll per subscriber would have read 6 times.
      expect(orderReads(orderId)).toBeGreaterThanOrEqual(2);
      expect(orderReads(orderId)).toBeLessThanOrEqual(4);

      await first.leave();
      await settleOrders();
      expect(await second.next()).toBe('ORDERED');
      expect(await second.next()).toBeUndefined();
    });

    it('stop polling when the last subscriber leaves', async () => {
      const { slug, orderId } = await pendingOrderId();
      const first = await follow(slug, orderId);
      const second = await follow(slug, orderId);
      expect([await first.next(), await second.next()]).toEqual(['PENDING', 'PENDING']);
      await first.leave();
      await second.leave();
      // A read already in flight may still land; none may start after it.
      await pause(100);
      const readsAfterLeaving = orderReads(orderId);
      await pause(pollMs * 2 + 200);
      expect(orderReads(orderId)).toBe(readsAfterLeaving);
    });
  });
});

describe('order subscriptions at shutdown', () => {
  it('ends open subscriptions when shutdown starts, so close() is not held up', async () => {
    const sandbox = await startSandbox();
    const gateway = await buildTestGateway({ coreApiUrl: sandbox.url, env: fastPolling });
    try {
      const booked = await sandbox.createReservation();
      const offered = await graphql<{
        reservation: { offeredProducts: { productId: string; type: string }[] };
      }>(gateway, { query: offeredQuery, variables: { slug: booked.slug } });
      const productId = offered.body.data?.reservation.offeredProducts.find(
        (product) => product.type === 'PARKING',
      )?.productId;
      const placed = await graphql<{ orderProducts: OrderPayloadResult }>(gateway, {
        query: orderProducts,
        variables: { slug: booked.slug, items: [{ productId }], key: randomUUID() },
      });
      // A clock far in the past keeps the order pending for as long as the test needs.
      await moveSandboxClock(sandbox.url, '2020-01-01T00:00:00Z');
      await gateway.listen({ port: 0, host: '127.0.0.1' });
      const { port } = gateway.server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({
          query: orderStatus,
          variables: { slug: booked.slug, orderId: placed.body.data?.orderProducts.order?.orderId },
        }),
      });
      const stream = response.text();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = performance.now();
      await gateway.close();
      expect(performance.now() - started).toBeLessThan(1000);
      const events = sseEvents(await stream);
      expect(events.map((event) => event.event)).toEqual(['next', 'complete']);
    } finally {
      await gateway.close();
      await sandbox.close();
    }
  });
});

/** A stay well ahead of any test run, at property p1: it takes orders. */
const stayAhead = {
  data: {
    ...coreReservationBody.data,
    propertyId: 'p1',
    startDate: '2099-12-01T14:00:00Z',
    endDate: '2099-12-03T10:00:00Z',
    products: [{ id: 'p1', type: 'sauna-kit', isAvailable: true }],
  },
};

describe('orders: answers the sandbox cannot give', () => {
  const server = useMockCoreApi();
  let gateway: FastifyInstance;

  beforeAll(async () => {
    gateway = await buildGatewayOnMockCoreApi(fastPolling);
  });
  afterAll(() => gateway.close());

  it("answers 'Failed to place order' as an ORDER error when no order id comes back", async () => {
    server.use(
      http.patch(`${mockCoreApiUrl}/check-in/:slug`, () => HttpResponse.json({ data: {} })),
      http.get(`${mockCoreApiUrl}/check-in/:slug`, () => HttpResponse.json(stayAhead)),
    );
    const { body } = await graphql<{ orderProducts: OrderPayloadResult }>(gateway, {
      query: orderProducts,
      variables: { slug: 's1', items: [{ productId: 'p1' }], key: randomUUID() },
    });
    expect(body.data?.orderProducts).toMatchObject({
      ok: false,
      order: null,
      error: { code: 'ORDER', message: 'Failed to place order' },
    });
  });

  it("answers 'Failed to place order' for a custom product when no order id comes back", async () => {
    server.use(
      http.get(`${mockCoreApiUrl}/check-in/:slug`, () => HttpResponse.json(stayAhead)),
      http.get(`${mockCoreApiUrl}/custom-products`, () =>
        HttpResponse.json({ data: [{ id: 'transfer', type: 'request' }] }),
      ),
      http.post(`${mockCoreApiUrl}/custom-products/:id/order`, () =>
        HttpResponse.json({ data: {} }),
      ),
    );
    const { body } = await graphql<{ orderCustomProduct: OrderPayloadResult }>(gateway, {
      query: `mutation ($slug: String!, $id: String!, $key: String!) {
        orderCustomProduct(slug: $slug, customProductId: $id, idempotencyKey: $key) { ok order { orderId } error { code message } }
      }`,
      variables: { slug: 's1', id: 'transfer', key: randomUUID() },
    });
    expect(body.data?.orderCustomProduct).toMatchObject({
      ok: false,
      order: null,
      error: { code: 'ORDER', message: 'Failed to place order' },
    });
  });

  it('raises an error for an order status it does not know (spec §4)', async () => {
    server.use(
      http.get(`${mockCoreApiUrl}/orders/:id`, () =>
        HttpResponse.json({ data: { id: 'o1', status: 'shipped', errorCode: null } }),
      ),
    );
    const body = await postSubscription(gateway, {
      query: orderStatus,
      variables: { slug: 's1', orderId: 'o1' },
    });
    const next = sseEvents(body).find((event) => event.event === 'next');
    expect(next?.data).toMatchObject({ errors: [{ extensions: { code: 'UNKNOWN' } }] });
  });
});
