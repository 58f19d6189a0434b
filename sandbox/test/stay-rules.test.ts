import { beforeEach, describe, expect, it } from 'vitest';
import { rowCount } from './auth-support.ts';
import { firstError, fullExpand, testNow, useSandbox } from './support.ts';

// What a stay can buy and change, and when (domain/product-rules.ts): what is bought once is
// refused a second time and changed in place; a guest inside never gets a later start; a reward
// makes its product free once; an arrival's product and a transfer's notice follow the clock.
// Berlin is UTC+2 in June: the test clock (08:00Z) is 10:00 there, on Monday 15 June 2026.

const sandbox = useSandbox();

beforeEach(async () => {
  await sandbox().inject({ method: 'POST', url: '/_sandbox/reset' });
  await sandbox().inject({ method: 'DELETE', url: '/_sandbox/clock' });
});

async function book(payload: object = {}): Promise<{ id: string; slug: string }> {
  const response = await sandbox().inject({
    method: 'POST',
    url: '/_sandbox/reservations',
    payload: { checkInState: 'check-in-completed', ...payload },
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

function patch(slug: string, payload: object) {
  return sandbox().inject({ method: 'PATCH', url: `/check-in/${slug}`, payload });
}

async function setClock(now: string) {
  await sandbox().inject({ method: 'PUT', url: '/_sandbox/clock', payload: { now } });
}

/** Places an order and lets it settle (1.5 s later on the sandbox clock); answers its status. */
async function buy(slug: string, orderItems: object[], at: string): Promise<string> {
  await setClock(at);
  const placed = await patch(slug, { orderItems });
  expect(placed.statusCode, placed.body).toBe(200);
  await setClock(new Date(Date.parse(at) + 2_000).toISOString());
  const order = await sandbox().inject({
    url: `/orders/${placed.json().data.orderId}`,
    headers: { 'x-slug': slug },
  });
  return order.json().data.status;
}

type Stay = {
  orderItems: {
    id: string;
    productId: string | null;
    status: string;
    consumptionDate: string;
    priceGross: number;
    customerRewardId: string | null;
    isEstimate: boolean;
  }[];
  products: { id: string; type: string; customerRewardId: string | null; isForArrival: boolean }[];
  propertyKeys: { type: string; validFromDate: string; validToDate: string }[];
};

async function stay(slug: string): Promise<Stay> {
  return (await sandbox().inject(`/check-in/${slug}?$expand=${fullExpand}`)).json().data;
}

async function availability(type: string, reservationId: string) {
  return (
    await sandbox().inject(`/product-availability/${type}?reservationId=${reservationId}`)
  ).json().data;
}

const unitKey = (current: Stay) => current.propertyKeys.find((key) => key.type === 'property-unit');

describe('what a stay buys once', () => {
  it('refuses a second early check-in and changes the bought one in place, without a new charge', async () => {
    const { id, slug } = await book({ startInDays: 1 });
    const early = await productId('berlin-kop92', 'early-check-in');
    const noon = '2026-06-16T10:00:00.000Z';
    expect(
      await buy(slug, [{ productId: early, consumptionDate: noon }], testNow.toISOString()),
    ).toBe('ordered');
    expect(unitKey(await stay(slug))?.validFromDate).toBe(noon);

    const again = await patch(slug, {
      orderItems: [{ productId: early, consumptionDate: '2026-06-16T11:00:00.000Z' }],
    });
    expect(again.statusCode).toBe(409);
    expect(firstError(again.body)).toMatchObject({
      code: 'ALREADY_ORDERED',
      field: 'orderItems[0].productId',
    });

    // The times on sale stay listed: they are what the bought time can change to.
    const slots = (await availability('early-check-in', id)).timeslots;
    expect(slots.map((slot: { time: string }) => slot.time)).toEqual(['12:00', '13:00', '14:00']);
    const [bought] = (await stay(slug)).orderItems;
    const orders = await rowCount(sandbox(), 'orders');
    const changed = await patch(slug, {
      orderItemChange: { orderItemId: bought?.id, consumptionDate: '2026-06-16T11:00:00Z' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.orderItem).toMatchObject({
      id: bought?.id,
      consumptionDate: '2026-06-16T11:00:00.000Z',
      priceGross: bought?.priceGross,
      status: 'confirmed',
    });
    const after = await stay(slug);
    expect(unitKey(after)?.validFromDate).toBe('2026-06-16T11:00:00.000Z');
    expect(after.orderItems.filter((item) => item.status === 'confirmed')).toHaveLength(1);
    expect(await rowCount(sandbox(), 'orders')).toBe(orders);
  });

  it('never gives a guest inside a later start: no early check-in to buy or change after the arrival', async () => {
    const { id, slug } = await book({ startInDays: 1 });
    const early = await productId('berlin-kop92', 'early-check-in');
    await buy(
      slug,
      [{ productId: early, consumptionDate: '2026-06-16T10:00:00.000Z' }],
      testNow.toISOString(),
    );
    const [bought] = (await stay(slug)).orderItems;
    await setClock('2026-06-16T10:30:00.000Z'); // 12:30 in Berlin: inside since 12:00
    expect((await availability('early-check-in', id)).timeslots).toEqual([]);
    const change = await patch(slug, {
      orderItemChange: { orderItemId: bought?.id, consumptionDate: '2026-06-16T11:00:00.000Z' },
    });
    expect(change.statusCode).toBe(409);
    expect(firstError(change.body).code).toBe('TIME_NOT_CHANGEABLE');
    expect(unitKey(await stay(slug))?.validFromDate).toBe('2026-06-16T10:00:00.000Z');
  });

  it('sells a time only while it lies ahead: a slot that has begun is refused', async () => {
    const { slug } = await book();
    const early = await productId('berlin-kop92', 'early-check-in');
    await setClock('2026-06-15T10:30:00.000Z'); // 12:30 in Berlin, arrival day
    const past = await patch(slug, {
      orderItems: [{ productId: early, consumptionDate: '2026-06-15T10:00:00.000Z' }],
    });
    expect(past.statusCode).toBe(400);
    expect(firstError(past.body)).toMatchObject({
      code: 'INVALID_TIMESLOT',
      field: 'orderItems[0].consumptionDate',
    });
  });

  it('upgrades a stay once', async () => {
    const { id, slug } = await book({ propertyKey: 'oslo-kar27', startInDays: 1, nights: 3 });
    const [option] = (await availability('unit-category-upgrade', id)).options;
    const line = {
      productId: option.productId,
      propertyUnitCategoryId: option.propertyUnitCategoryId,
    };
    expect(await buy(slug, [line], testNow.toISOString())).toBe('ordered');
    expect((await availability('unit-category-upgrade', id)).options).toEqual([]);
    const again = await patch(slug, { orderItems: [line] });
    expect(firstError(again.body)).toMatchObject({ code: 'ALREADY_ORDERED' });
  });

  it('sells a day of a daily product once: an ordered morning is marked and refused', async () => {
    const { id, slug } = await book({ nights: 3 });
    const breakfast = await productId('berlin-kop92', 'breakfast');
    await buy(
      slug,
      [{ productId: breakfast, consumptionDate: '2026-06-16' }],
      testNow.toISOString(),
    );
    const [first, second] = (await availability('breakfast', id)).days;
    expect(first).toMatchObject({ date: '2026-06-16', isAvailable: false, isOrdered: true });
    expect(second).toMatchObject({ date: '2026-06-17', isAvailable: true, isOrdered: false });
    const again = await patch(slug, {
      orderItems: [{ productId: breakfast, consumptionDate: '2026-06-16' }],
    });
    expect(again.statusCode).toBe(409);
    expect(firstError(again.body)).toMatchObject({
      code: 'ALREADY_ORDERED',
      field: 'orderItems[0].consumptionDate',
    });
  });
});

describe('what is prepared for the arrival', () => {
  it('sells a stocked fridge for the arrival day until the guest arrives, then refuses it', async () => {
    const { id, slug } = await book();
    const fridge = (await stay(slug)).products.find((product) => product.type === 'stocked-fridge');
    expect(fridge?.isForArrival).toBe(true);
    expect((await availability('stocked-fridge', id)).days).toMatchObject([
      { date: '2026-06-15', isAvailable: true },
    ]);
    await setClock('2026-06-15T13:00:00.000Z'); // 15:00 in Berlin: arrived
    expect((await availability('stocked-fridge', id)).days).toMatchObject([
      { date: '2026-06-15', isAvailable: false },
    ]);
    const late = await patch(slug, { orderItems: [{ productId: fridge?.id }] });
    expect(late.statusCode).toBe(409);
    expect(firstError(late.body)).toMatchObject({
      code: 'PRODUCT_NOT_AVAILABLE_NOW',
      field: 'orderItems[0].productId',
    });
  });
});

describe('rewards', () => {
  it('records what a reward makes free at 0, with the reward, and uses the reward once', async () => {
    // Aino Virtanen's Helsinki stay: her early check-in reward is unlocked (spec §4: upcoming).
    const slug = 'demo-stay-helsinki';
    const offered = (await stay(slug)).products.find(
      (product) => product.type === 'early-check-in',
    );
    expect(offered?.customerRewardId).toEqual(expect.any(String));
    await setClock('2026-06-15T06:00:00.000Z'); // 09:00 in Helsinki
    expect(
      await buy(
        slug,
        [{ productId: offered?.id, consumptionDate: '2026-06-15T09:00:00.000Z' }],
        '2026-06-15T06:00:00.000Z',
      ),
    ).toBe('ordered');
    const after = await stay(slug);
    const item = after.orderItems.find((candidate) => candidate.productId === offered?.id);
    expect(item).toMatchObject({ priceGross: 0, customerRewardId: offered?.customerRewardId });
    expect(
      after.products.find((product) => product.id === offered?.id)?.customerRewardId,
    ).toBeNull();
    const reward = await sandbox()
      .db.selectFrom('customerRewards')
      .selectAll()
      .where('id', '=', offered?.customerRewardId ?? '')
      .executeTakeFirstOrThrow();
    expect(reward).toMatchObject({ redeemedOrderItemId: item?.id, redeemedAt: expect.any(String) });
  });

  it('gives the reward back when the stay no longer has what it paid for', async () => {
    const slug = 'demo-stay-helsinki';
    const early = (await stay(slug)).products.find((product) => product.type === 'early-check-in');
    const rewardId = early?.customerRewardId ?? '';
    // She books a new stay for later; the same reward applies there, once.
    const later = await book({
      propertyKey: 'helsinki-kas40',
      email: 'aino.virtanen@example.com',
      startInDays: 10,
    });
    expect(
      await buy(
        later.slug,
        [{ productId: early?.id, consumptionDate: '2026-06-25T09:00:00.000Z' }],
        testNow.toISOString(),
      ),
    ).toBe('ordered');
    expect(
      (await stay(slug)).products.find((product) => product.id === early?.id)?.customerRewardId,
    ).toBeNull();
    const moved = await patch(later.slug, { startDate: '2026-06-26', endDate: '2026-06-28' });
    expect(moved.statusCode, moved.body).toBe(200);
    const reward = await sandbox()
      .db.selectFrom('customerRewards')
      .selectAll()
      .where('id', '=', rewardId)
      .executeTakeFirstOrThrow();
    expect(reward.redeemedAt).toBeNull();
  });
});

describe('the airport transfer', () => {
  async function transferId(): Promise<string> {
    const row = await sandbox()
      .db.selectFrom('customProducts')
      .innerJoin('properties', 'properties.id', 'customProducts.propertyId')
      .select('customProducts.id')
      .where('properties.key', '=', 'berlin-kop92')
      .where('customProducts.productType', '=', 'transfer-service')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const orderTransfer = async (reservationId: string, date: string, time: string) =>
    sandbox().inject({
      method: 'POST',
      url: `/custom-products/${await transferId()}/order`,
      payload: {
        reservationId,
        request: { direction: 'from-airport', date, time, flightNumber: 'LH 2400' },
      },
    });

  it('refuses a date and time inside its 24 hours of notice, writing nothing', async () => {
    const { id } = await book({ nights: 3 });
    const before = await rowCount(sandbox(), 'orders');
    for (const [date, time] of [
      ['2026-06-15', '09:00'], // earlier today
      ['2026-06-16', '09:59'], // a minute short of a day ahead
    ] as const) {
      const refused = await orderTransfer(id, date, time);
      expect(refused.statusCode, `${date} ${time}`).toBe(409);
      expect(firstError(refused.body)).toMatchObject({
        code: 'INSIDE_NOTICE_PERIOD',
        field: 'request.time',
      });
    }
    expect(await rowCount(sandbox(), 'orders')).toBe(before);
    expect((await orderTransfer(id, '2026-06-16', '10:00')).statusCode).toBe(201);
  });

  it('records its "from" price as an estimate', async () => {
    const { id, slug } = await book({ startInDays: 2 });
    expect((await orderTransfer(id, '2026-06-17', '12:00')).statusCode).toBe(201);
    const [item] = (await stay(slug)).orderItems;
    expect(item).toMatchObject({ isEstimate: true, priceGross: expect.any(Number) });
  });
});

describe('dates a stay can move to', () => {
  it('offers no departure day before tomorrow once the stay is under way', async () => {
    const { id } = await book({ startInDays: -1, nights: 3 });
    const dates = (await sandbox().inject(`/property-unit-availability?reservationId=${id}`)).json()
      .data as { type: string; date: string }[];
    const departures = dates.filter((date) => date.type === 'end-date').map((date) => date.date);
    expect(departures.length).toBeGreaterThan(0);
    expect(departures.every((date) => date > '2026-06-15')).toBe(true);
  });
});
