import { beforeEach, describe, expect, it } from 'vitest';
import { rowCount } from './auth-support.ts';
import { firstError, testNow, useSandbox } from './support.ts';

const sandbox = useSandbox();

beforeEach(async () => {
  await sandbox().inject({ method: 'POST', url: '/_sandbox/reset' });
  await sandbox().inject({ method: 'DELETE', url: '/_sandbox/clock' });
});

/** Orders written since `before` (the seed has orders of its own). */
async function ordersSince(before: number): Promise<number> {
  return (await rowCount(sandbox(), 'orders')) - before;
}

async function book(payload: object = {}): Promise<{ id: string; slug: string }> {
  const response = await sandbox().inject({
    method: 'POST',
    url: '/_sandbox/reservations',
    payload,
  });
  return response.json().data;
}

async function productId(type: string): Promise<string> {
  const product = await sandbox()
    .db.selectFrom('products')
    .innerJoin('properties', 'properties.id', 'products.propertyId')
    .select('products.id')
    .where('properties.key', '=', 'berlin-kop92')
    .where('products.type', '=', type)
    .executeTakeFirstOrThrow();
  return product.id;
}

function order(slug: string, orderItems: object[], key?: string) {
  return sandbox().inject({
    method: 'PATCH',
    url: `/check-in/${slug}`,
    payload: { orderItems },
    headers: key ? { 'idempotency-key': key } : {},
  });
}

describe('Idempotency-Key on orders', () => {
  it('answers a repeated order with the first answer and writes one order', async () => {
    const before = await rowCount(sandbox(), 'orders');
    const { slug } = await book();
    const parking = await productId('parking');
    const first = await order(slug, [{ productId: parking }], 'key-0001-repeated');
    const again = await order(slug, [{ productId: parking }], 'key-0001-repeated');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersSince(before)).toBe(1);
  });

  it('writes one order for two concurrent identical requests', async () => {
    const { slug } = await book();
    const parking = await productId('parking');
    const before = await rowCount(sandbox(), 'orders');
    const [a, b] = await Promise.all([
      order(slug, [{ productId: parking }], 'key-0002-concurrent'),
      order(slug, [{ productId: parking }], 'key-0002-concurrent'),
    ]);
    expect(a.json().data.orderId).toBe(b.json().data.orderId);
    expect(await rowCount(sandbox(), 'orders')).toBe(before + 1);
  });

  it('refuses the same key with another request (422 IDEMPOTENCY_KEY_REUSED), writing nothing', async () => {
    const before = await rowCount(sandbox(), 'orders');
    const { slug } = await book();
    await order(slug, [{ productId: await productId('parking') }], 'key-0003-reused');
    const other = await order(slug, [{ productId: await productId('gym') }], 'key-0003-reused');
    expect(other.statusCode).toBe(422);
    expect(firstError(other.body)).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      field: 'Idempotency-Key',
    });
    expect(await ordersSince(before)).toBe(1);
  });

  it('keeps a key per reservation: another stay may use the same key', async () => {
    const before = await rowCount(sandbox(), 'orders');
    const parking = await productId('parking');
    const [one, two] = [await book(), await book()];
    const first = await order(one.slug, [{ productId: parking }], 'key-0004-per-stay');
    const second = await order(two.slug, [{ productId: parking }], 'key-0004-per-stay');
    expect(second.json().data.orderId).not.toBe(first.json().data.orderId);
    expect(await ordersSince(before)).toBe(2);
  });

  // A night is bought once, so the orders a test repeats are stay extensions: each is a new
  // request until one goes through.
  const extensionBy = async (slug: string, nights: number) => {
    const { endDate } = await sandbox()
      .db.selectFrom('reservations')
      .select('endDate')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    const newEnd = new Date(Date.parse(endDate) + nights * 86_400_000).toISOString().slice(0, 10);
    return [
      { productId: await productId('reservation-extension-request'), consumptionEndDate: newEnd },
    ];
  };

  it('keeps a key for 24 hours: after that the same request orders again', async () => {
    const { slug } = await book({ nights: 4 });
    const lines = await extensionBy(slug, 1);
    const first = await order(slug, lines, 'key-0005-expiring');
    const later = new Date(testNow.getTime() + 24 * 60 * 60 * 1000 + 1000).toISOString();
    await sandbox().inject({ method: 'PUT', url: '/_sandbox/clock', payload: { now: later } });
    const again = await order(slug, lines, 'key-0005-expiring');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.orderId).not.toBe(first.json().data.orderId);
  });

  it('replays a refusal too, and orders as before without a key', async () => {
    const before = await rowCount(sandbox(), 'orders');
    const { slug } = await book();
    const refused = await order(slug, [{ productId: 'no-such-product' }], 'key-0006-refused');
    const again = await order(slug, [{ productId: 'no-such-product' }], 'key-0006-refused');
    expect(refused.statusCode).toBe(400);
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const lines = await extensionBy(slug, 1);
    await order(slug, lines);
    await order(slug, lines);
    expect(await ordersSince(before)).toBe(2);
  });

  it('honours the key on custom product orders', async () => {
    const before = await rowCount(sandbox(), 'orders');
    // The transfer is ordered 24 hours ahead: the stay starts in two days.
    const { id } = await book({ startInDays: 2 });
    const request = await sandbox()
      .db.selectFrom('customProducts')
      .innerJoin('properties', 'properties.id', 'customProducts.propertyId')
      .select('customProducts.id')
      .where('properties.key', '=', 'berlin-kop92')
      .where('customProducts.type', '=', 'request')
      .executeTakeFirstOrThrow();
    const { startDate } = await sandbox()
      .db.selectFrom('reservations')
      .select('startDate')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // The seeded request product is the airport transfer: it is ordered with its details.
    const transfer = {
      direction: 'from-airport',
      date: startDate,
      time: '13:40',
      flightNumber: 'LH 2400',
    };
    const send = () =>
      sandbox().inject({
        method: 'POST',
        url: `/custom-products/${request.id}/order`,
        payload: { reservationId: id, request: transfer },
        headers: { 'idempotency-key': 'key-0007-custom' },
      });
    const [first, again] = [await send(), await send()];
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await ordersSince(before)).toBe(1);
  });
});

describe('orders a stay no longer takes', () => {
  it('refuses an order for a cancelled stay at once (409 RESERVATION_CANCELED), writing nothing', async () => {
    const before = await rowCount(sandbox(), 'orders');
    const { slug } = await book({ status: 'canceled' });
    const refused = await order(slug, [{ productId: await productId('parking') }]);
    expect(refused.statusCode).toBe(409);
    expect(firstError(refused.body).code).toBe('RESERVATION_CANCELED');
    expect(await ordersSince(before)).toBe(0);
  });

  it('refuses an order for a stay whose departure has passed (409 STAY_ENDED)', async () => {
    const { slug } = await book({ startInDays: -5, nights: 2 });
    const refused = await order(slug, [{ productId: await productId('parking') }]);
    expect(refused.statusCode).toBe(409);
    expect(firstError(refused.body).code).toBe('STAY_ENDED');
  });
});
