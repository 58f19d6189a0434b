import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomProductTable } from '../src/db/types.ts';
import { rowCount } from './auth-support.ts';
import { firstError, testNow, useSandbox } from './support.ts';

const sandbox = useSandbox();
const settled = new Date(testNow.getTime() + 2_000).toISOString();

beforeEach(async () => {
  await sandbox().inject({ method: 'POST', url: '/_sandbox/reset' });
  await sandbox().inject({ method: 'DELETE', url: '/_sandbox/clock' });
});

async function book(payload: object = {}): Promise<{ id: string; slug: string }> {
  const response = await sandbox().inject({
    method: 'POST',
    url: '/_sandbox/reservations',
    payload,
  });
  return response.json().data;
}

async function productId(propertyKey: string, type: string): Promise<string> {
  const product = await sandbox()
    .db.selectFrom('products')
    .innerJoin('properties', 'properties.id', 'products.propertyId')
    .select('products.id')
    .where('properties.key', '=', propertyKey)
    .where('products.type', '=', type)
    .executeTakeFirstOrThrow();
  return product.id;
}

async function order(slug: string, orderItems: object[]) {
  const response = await sandbox().inject({
    method: 'PATCH',
    url: `/check-in/${slug}`,
    payload: { orderItems },
  });
  return response;
}

function getOrder(id: string, slug: string) {
  return sandbox().inject({ url: `/orders/${id}`, headers: { 'x-slug': slug } });
}

async function settle() {
  await sandbox().inject({ method: 'PUT', url: '/_sandbox/clock', payload: { now: settled } });
}

describe('ordering products (PATCH /check-in/{slug} { orderItems })', () => {
  it('answers an order id at once, pending, then ordered with the items confirmed on the stay', async () => {
    const { slug } = await book({ adults: 2, nights: 3 });
    const breakfast = await productId('berlin-kop92', 'breakfast');
    const placed = await order(slug, [
      // Two mornings (after the first and second night), priced per guest and day.
      { productId: breakfast, consumptionDate: '2026-06-16', consumptionEndDate: '2026-06-18' },
    ]);
    expect(placed.statusCode).toBe(200);
    const { orderId } = placed.json().data;
    const pending = await getOrder(orderId, slug);
    expect(pending.json().data).toEqual({ id: orderId, status: 'pending', errorCode: null });
    await settle();
    expect((await getOrder(orderId, slug)).json().data).toEqual({
      id: orderId,
      status: 'ordered',
      errorCode: null,
    });
    const stay = await sandbox().inject(`/check-in/${slug}?$expand=orderItems`);
    const [item] = stay.json().data.orderItems;
    expect(item).toMatchObject({ orderId, productId: breakfast, status: 'confirmed', quantity: 1 });
    const product = await sandbox()
      .db.selectFrom('products')
      .selectAll()
      .where('id', '=', breakfast)
      .executeTakeFirstOrThrow();
    expect(product.chargeMethod).toBe('per-person-per-time-unit');
    expect(item.priceGross).toBe((product.priceGrossMinor * 2 * 2) / 100);
  });

  it('settles when the stay is read, not only when the order is polled', async () => {
    const { slug } = await book();
    const placed = await order(slug, [{ productId: await productId('berlin-kop92', 'sauna-kit') }]);
    await settle();
    const stay = await sandbox().inject(`/check-in/${slug}?$expand=orderItems`);
    expect(stay.json().data.orderItems[0].status).toBe('confirmed');
    const stored = await sandbox()
      .db.selectFrom('orders')
      .select('status')
      .where('id', '=', placed.json().data.orderId)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('ordered');
  });

  it('fails with ERROR_ORDER_PAYMENT on the declining test card or without a card', async () => {
    const saunaKit = await productId('berlin-kop92', 'sauna-kit');
    for (const card of ['declining', 'none']) {
      const { slug } = await book({ card });
      const { orderId } = (await order(slug, [{ productId: saunaKit }])).json().data;
      await settle();
      expect((await getOrder(orderId, slug)).json().data).toMatchObject({
        status: 'failed',
        errorCode: 'ERROR_ORDER_PAYMENT',
      });
      const stay = await sandbox().inject(`/check-in/${slug}?$expand=orderItems`);
      expect(stay.json().data.orderItems[0].status).toBe('failed');
      await sandbox().inject({ method: 'DELETE', url: '/_sandbox/clock' });
    }
  });

  it('refuses a product of another property at once, and fails one not orderable with ERROR_ORDER', async () => {
    const { slug } = await book();
    const elsewhere = await order(slug, [
      { productId: await productId('london-ch65', 'sauna-kit') },
    ]);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors[0]).toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
      field: 'orderItems[0].productId',
    });
    const gym = await productId('berlin-kop92', 'gym');
    await sandbox()
      .db.updateTable('products')
      .set({ isOrderable: 0 })
      .where('id', '=', gym)
      .execute();
    const notOrderable = await order(slug, [{ productId: gym }]);
    await settle();
    const answer = await getOrder(notOrderable.json().data.orderId, slug);
    expect(answer.json().data).toMatchObject({ status: 'failed', errorCode: 'ERROR_ORDER' });
  });

  it('books a late check-out timeslot, and fails with ERROR_ORDER once the slot is sold out', async () => {
    const lateCheckOut = await productId('berlin-kop92', 'late-check-out');
    // Berlin is UTC+2 in June: 13:00 local on the departure day.
    const slotInstant = '2026-06-17T11:00:00.000Z';
    const orders: { slug: string; orderId: string }[] = [];
    for (let guest = 0; guest < 3; guest += 1) {
      const { slug } = await book({ nights: 2 });
      const placed = await order(slug, [{ productId: lateCheckOut, consumptionDate: slotInstant }]);
      orders.push({ slug, orderId: placed.json().data.orderId });
    }
    await settle();
    const statuses = [];
    for (const { slug, orderId } of orders)
      statuses.push((await getOrder(orderId, slug)).json().data);
    expect(statuses.map((entry) => entry.status)).toEqual(['ordered', 'ordered', 'failed']);
    expect(statuses[2].errorCode).toBe('ERROR_ORDER');
    const bookings = await sandbox()
      .db.selectFrom('timeslotBookings')
      .select('localDate')
      .where('localDate', '=', '2026-06-17')
      .execute();
    expect(bookings).toHaveLength(2);
  });

  it("schedules mid-stay cleanings, the stay's complimentary one first, free of charge", async () => {
    const { id, slug } = await book({ nights: 8 });
    const cleaning = await productId('berlin-kop92', 'mid-stay-cleaning');
    // Tuesday 2026-06-16, 10:00 and 11:00 in Berlin (UTC+2).
    const placed = await order(slug, [
      { productId: cleaning, consumptionDate: '2026-06-16T08:00:00.000Z' },
      { productId: cleaning, consumptionDate: '2026-06-16T09:00:00.000Z' },
    ]);
    expect(placed.statusCode).toBe(200);
    await settle();
    const items = (await sandbox().inject(`/check-in/${slug}?$expand=orderItems`)).json().data
      .orderItems;
    const paid = Object.fromEntries(
      items.map((item: { consumptionDate: string; priceGross: number }) => [
        item.consumptionDate,
        item.priceGross > 0,
      ]),
    );
    expect(paid).toEqual({ '2026-06-16T08:00:00.000Z': false, '2026-06-16T09:00:00.000Z': true });
    const schedule = await sandbox()
      .db.selectFrom('cleaningSchedule')
      .select(['startDate', 'isComplimentary'])
      .where('reservationId', '=', id)
      .orderBy('startDate')
      .execute();
    expect(schedule).toEqual([
      { startDate: '2026-06-16T08:00:00.000Z', isComplimentary: 1 },
      { startDate: '2026-06-16T09:00:00.000Z', isComplimentary: 0 },
    ]);
  });

  it('refuses a time that is no timeslot: a weekend cleaning, an early check-in off the hour', async () => {
    const { slug } = await book({ nights: 8 });
    const cleaning = await productId('berlin-kop92', 'mid-stay-cleaning');
    const early = await productId('berlin-kop92', 'early-check-in');
    for (const line of [
      { productId: cleaning, consumptionDate: '2026-06-20T08:00:00.000Z' },
      { productId: early, consumptionDate: '2026-06-15T10:30:00.000Z' },
    ]) {
      const response = await order(slug, [line]);
      expect(response.statusCode).toBe(400);
      expect(firstError(response.body)).toMatchObject({
        code: 'INVALID_TIMESLOT',
        field: 'orderItems[0].consumptionDate',
      });
    }
  });

  it("extends the stay when the unit is free, at the nightly rate of the unit's category", async () => {
    const { id, slug } = await book({ nights: 2 });
    const before = await sandbox()
      .db.selectFrom('reservations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const extension = await productId('berlin-kop92', 'reservation-extension-request');
    const placed = await order(slug, [{ productId: extension, consumptionEndDate: '2026-06-19' }]);
    expect(placed.statusCode).toBe(200);
    await settle();
    expect((await getOrder(placed.json().data.orderId, slug)).json().data.status).toBe('ordered');
    const after = await sandbox()
      .db.selectFrom('reservations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.endDate).toBe('2026-06-19');
    expect(after.totalPriceMinor).toBe(before.totalPriceMinor * 2);
  });

  /** A second stay from `startInDays` on the unit of stay `id`. */
  async function nextStayOnTheUnitOf(id: string, startInDays: number) {
    const next = await book({ startInDays, nights: 2 });
    const { unitId } = await sandbox()
      .db.selectFrom('reservations')
      .select('unitId')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await sandbox()
      .db.updateTable('reservations')
      .set({ unitId })
      .where('id', '=', next.id)
      .execute();
  }

  it('refuses at once an extension onto nights another stay holds, as its availability leaves them out', async () => {
    const { id, slug } = await book({ nights: 2 });
    // The stay leaves on 2026-06-17; the next one arrives on 2026-06-18: one night is free.
    await nextStayOnTheUnitOf(id, 3);
    const offered = await sandbox().inject({
      url: `/product-availability/reservation-extension-request?reservationId=${id}`,
    });
    expect(
      offered
        .json()
        .data.options.map((option: { endDate: string; isAvailable: boolean }) => [
          option.endDate,
          option.isAvailable,
        ]),
    ).toEqual([
      ['2026-06-18', true],
      ['2026-06-19', false],
      ['2026-06-20', false],
    ]);
    const extension = await productId('berlin-kop92', 'reservation-extension-request');
    const ordersBefore = await rowCount(sandbox(), 'orders');
    const refused = await order(slug, [{ productId: extension, consumptionEndDate: '2026-06-19' }]);
    expect(refused.statusCode).toBe(409);
    expect(firstError(refused.body)).toMatchObject({
      code: 'UNIT_NOT_AVAILABLE',
      field: 'orderItems[0].consumptionEndDate',
    });
    expect(await rowCount(sandbox(), 'orders')).toBe(ordersBefore);
    const taken = await order(slug, [{ productId: extension, consumptionEndDate: '2026-06-18' }]);
    expect(taken.statusCode).toBe(200);
  });

  it('fails an extension with ERROR_ORDER when another stay takes the unit before it settles', async () => {
    const { id, slug } = await book({ nights: 2 });
    const extension = await productId('berlin-kop92', 'reservation-extension-request');
    const placed = await order(slug, [{ productId: extension, consumptionEndDate: '2026-06-19' }]);
    expect(placed.statusCode).toBe(200);
    await nextStayOnTheUnitOf(id, 3);
    await settle();
    expect((await getOrder(placed.json().data.orderId, slug)).json().data).toMatchObject({
      status: 'failed',
      errorCode: 'ERROR_ORDER',
    });
    const after = await sandbox()
      .db.selectFrom('reservations')
      .select('endDate')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.endDate).toBe('2026-06-17');
  });

  it('refuses an extension without a later departure date', async () => {
    const { slug } = await book({ nights: 2 });
    const extension = await productId('berlin-kop92', 'reservation-extension-request');
    for (const line of [
      { productId: extension },
      { productId: extension, consumptionEndDate: '2026-06-17' },
      { productId: extension, consumptionEndDate: '2026-07-17' },
    ]) {
      const response = await order(slug, [line]);
      expect(response.statusCode).toBe(400);
      expect(firstError(response.body)).toMatchObject({
        code: 'INVALID_EXTENSION',
        field: 'orderItems[0].consumptionEndDate',
      });
    }
  });

  it('refuses bad lines at once, naming the field, and writes nothing', async () => {
    const { slug } = await book({ nights: 2 });
    const breakfast = await productId('berlin-kop92', 'breakfast');
    const early = await productId('berlin-kop92', 'early-check-in');
    const [orders, items] = [
      await rowCount(sandbox(), 'orders'),
      await rowCount(sandbox(), 'orderItems'),
    ];
    for (const [lines, code, field] of [
      [
        [{ productId: breakfast, consumptionDate: '2026-06-16' }, { productId: 'no-such-product' }],
        'PRODUCT_NOT_FOUND',
        'orderItems[1].productId',
      ],
      [
        // Breakfast is the morning after a night: none on the arrival day.
        [{ productId: breakfast, consumptionDate: '2026-06-15' }],
        'CONSUMPTION_DATE_NOT_AVAILABLE',
        'orderItems[0].consumptionDate',
      ],
      [
        [{ productId: breakfast, consumptionDate: '2026-07-01' }],
        'CONSUMPTION_DATE_OUTSIDE_STAY',
        'orderItems[0].consumptionDate',
      ],
      [
        [{ productId: breakfast, consumptionDate: '2026-06-16', consumptionEndDate: '2026-06-15' }],
        'INVALID_CONSUMPTION_PERIOD',
        'orderItems[0].consumptionEndDate',
      ],
      [
        [{ productId: early, consumptionDate: '2026-06-15' }],
        'TIMESLOT_REQUIRED',
        'orderItems[0].consumptionDate',
      ],
      [[{ productId: breakfast, quantity: 0 }], 'INVALID_INPUT', 'orderItems[0].quantity'],
      [[{ productId: breakfast, note: 'x' }], 'INVALID_INPUT', 'orderItems[0].note'],
    ] as const) {
      const response = await order(slug, [...lines]);
      expect(response.statusCode, JSON.stringify(lines)).toBe(400);
      expect(firstError(response.body)).toMatchObject({ code, field });
    }
    expect(await rowCount(sandbox(), 'orders')).toBe(orders);
    expect(await rowCount(sandbox(), 'orderItems')).toBe(items);
  });
});

describe('GET /orders/{id}', () => {
  it("answers 404 for another reservation's slug or an unknown order, 400 without x-slug", async () => {
    const { slug } = await book();
    const other = await book();
    const { orderId } = (
      await order(slug, [{ productId: await productId('berlin-kop92', 'sauna-kit') }])
    ).json().data;
    for (const response of [await getOrder(orderId, other.slug), await getOrder('unknown', slug)]) {
      expect(response.statusCode).toBe(404);
      expect(firstError(response.body)).toMatchObject({ code: 'ORDER_NOT_FOUND', field: 'id' });
    }
    const longId = await getOrder('x'.repeat(65), slug);
    expect(firstError(longId.body)).toMatchObject({ code: 'INVALID_INPUT', field: 'id' });
    const noSlug = await sandbox().inject(`/orders/${orderId}`);
    expect(noSlug.statusCode).toBe(400);
    expect(firstError(noSlug.body).field).toBe('x-slug');
  });
});

describe('POST /custom-products/{productId}/order', () => {
  async function customProduct(type: CustomProductTable['type']): Promise<string> {
    const row = await sandbox()
      .db.selectFrom('customProducts')
      .innerJoin('properties', 'properties.id', 'customProducts.propertyId')
      .select('customProducts.id')
      .where('properties.key', '=', 'berlin-kop92')
      .where('customProducts.type', '=', type)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  function orderCustom(id: string, payload: object) {
    return sandbox().inject({ method: 'POST', url: `/custom-products/${id}/order`, payload });
  }

  async function stayDates(id: string) {
    return sandbox()
      .db.selectFrom('reservations')
      .select(['startDate', 'endDate'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  it('orders a transfer request with what it needs: pending, then ordered, its details recorded with the line', async () => {
    // 24 hours' notice: the stay starts in two days.
    const { id, slug } = await book({ startInDays: 2 });
    const { startDate } = await stayDates(id);
    const request = {
      direction: 'from-airport',
      date: startDate,
      time: '13:40',
      flightNumber: 'lh 2400',
    };
    const response = await orderCustom(await customProduct('request'), {
      reservationId: id,
      request,
    });
    expect(response.statusCode).toBe(201);
    const placed = response.json().data;
    expect(placed).toMatchObject({ status: 'pending', errorCode: null });
    await settle();
    expect((await getOrder(placed.id, slug)).json().data.status).toBe('ordered');
    const stay = await sandbox().inject({
      method: 'GET',
      url: `/check-in/${slug}?$expand=orderItems`,
    });
    const [item] = stay.json().data.orderItems;
    expect(item).toMatchObject({
      consumptionDate: startDate,
      request: {
        direction: 'from-airport',
        date: startDate,
        time: '13:40',
        flightNumber: 'LH 2400',
      },
    });
    expect(item.request.address).toBeUndefined();
  });

  it('refuses a transfer without what it needs, naming the field, and writes nothing', async () => {
    const { id } = await book({ startInDays: 2 });
    const { startDate, endDate } = await stayDates(id);
    const transfer = await customProduct('request');
    const before = await rowCount(sandbox(), 'orders');
    const cases = [
      [undefined, 'REQUEST_DETAILS_REQUIRED', 'request'],
      [
        { direction: 'from-airport', date: startDate, time: '13:40' },
        'REQUEST_DETAILS_REQUIRED',
        'request.flightNumber',
      ],
      [
        { direction: 'to-airport', date: endDate, time: '08:00' },
        'REQUEST_DETAILS_REQUIRED',
        'request.address',
      ],
      [
        { direction: 'to-airport', date: '2020-01-01', time: '08:00', address: 'Hauptstraße 1' },
        'CONSUMPTION_DATE_OUTSIDE_STAY',
        'request.date',
      ],
      [
        { direction: 'sideways', date: startDate, time: '08:00' },
        'INVALID_INPUT',
        'request.direction',
      ],
      [
        { direction: 'to-airport', date: startDate, time: '25:00', address: 'x' },
        'INVALID_INPUT',
        'request.time',
      ],
    ] as const;
    for (const [request, code, field] of cases) {
      const refused = await orderCustom(transfer, {
        reservationId: id,
        ...(request ? { request } : {}),
      });
      expect(refused.statusCode, JSON.stringify(request)).toBe(400);
      expect(firstError(refused.body)).toMatchObject({ code, field });
    }
    const dummy = await orderCustom(await customProduct('dummy'), {
      reservationId: id,
      request: { direction: 'to-airport', date: startDate, time: '08:00', address: 'x' },
    });
    expect(firstError(dummy.body)).toMatchObject({ code: 'INVALID_INPUT', field: 'request' });
    expect(await rowCount(sandbox(), 'orders')).toBe(before);
    expect(await rowCount(sandbox(), 'transferRequests')).toBe(0);
  });

  it('refuses third-party and informational products at once (409 PRODUCT_NOT_ORDERABLE), writing nothing', async () => {
    const { id } = await book();
    const before = await rowCount(sandbox(), 'orders');
    for (const type of ['third-party', 'informational'] as const) {
      const refused = await orderCustom(await customProduct(type), { reservationId: id });
      expect(refused.statusCode).toBe(409);
      expect(firstError(refused.body)).toMatchObject({
        code: 'PRODUCT_NOT_ORDERABLE',
        field: 'productId',
      });
    }
    expect(await rowCount(sandbox(), 'orders')).toBe(before);
  });

  it('answers 404 naming the unknown product or reservation, 400 for a bad body, writing nothing', async () => {
    const { id } = await book();
    const before = await rowCount(sandbox(), 'orders');
    const unknownProduct = await orderCustom('unknown', { reservationId: id });
    expect(firstError(unknownProduct.body)).toMatchObject({
      code: 'CUSTOM_PRODUCT_NOT_FOUND',
      field: 'productId',
    });
    const request = await customProduct('request');
    const unknownStay = await orderCustom(request, { reservationId: 'unknown' });
    expect(unknownStay.statusCode).toBe(404);
    expect(firstError(unknownStay.body)).toMatchObject({
      code: 'RESERVATION_NOT_FOUND',
      field: 'reservationId',
    });
    const bad = await orderCustom(request, {});
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad.body).field).toBe('reservationId');
    expect(await rowCount(sandbox(), 'orders')).toBe(before);
  });
});
