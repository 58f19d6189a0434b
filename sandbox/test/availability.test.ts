import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stableId } from '../src/domain/ids.ts';
import { client } from './http.ts';
import { firstError, useSandbox } from './support.ts';

const sandbox = useSandbox();
const { get, post, book, setClock, resetClock } = client(sandbox);

interface Slot {
  startDate: string;
  endDate: string;
  isAvailable: boolean;
}

const ids: Record<string, string> = {};
async function reservationId(slug: string): Promise<string> {
  ids[slug] ??= (await get(`/check-in/${slug}`)).json().data.id as string;
  return ids[slug];
}

async function availability(productTypeOrId: string, slug: string) {
  return get(`/product-availability/${productTypeOrId}?reservationId=${await reservationId(slug)}`);
}

afterEach(async () => {
  await resetClock();
  await post('/_sandbox/reset');
});

describe('GET /product-availability/mid-stay-cleaning', () => {
  it('offers one-hour slots 09:00-17:00 local on weekdays of the stay, marking booked and past ones', async () => {
    const response = await availability('mid-stay-cleaning', 'demo-stay-oslo');
    expect(response.status).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ productType: 'mid-stay-cleaning', currency: 'NOK' });
    // Oslo stay: 14-22 June; mid-stay weekdays 15-19 June (Mon-Fri), 8 slots each.
    const timeslots = data.timeslots as Slot[];
    expect(timeslots).toHaveLength(5 * 8);
    const days = new Set(timeslots.map((slot) => slot.startDate.slice(0, 10)));
    expect([...days]).toEqual([
      '2026-06-15',
      '2026-06-16',
      '2026-06-17',
      '2026-06-18',
      '2026-06-19',
    ]);
    // Oslo is UTC+2 in June: 09:00 local is 07:00Z; the last slot ends 17:00 local.
    expect(timeslots[0]).toEqual({
      startDate: '2026-06-15T07:00:00.000Z',
      endDate: '2026-06-15T08:00:00.000Z',
      isAvailable: false,
    });
    expect(timeslots[7]?.endDate).toBe('2026-06-15T15:00:00.000Z');
    const at = (startDate: string) => timeslots.find((slot) => slot.startDate === startDate);
    expect(at('2026-06-15T09:00:00.000Z')?.isAvailable).toBe(true);
    // The seeded complimentary cleaning on Tuesday 10:00 local.
    expect(at('2026-06-16T08:00:00.000Z')?.isAvailable).toBe(false);
    expect(data.cleaningAllowance).toBe(1);
    expect(data.scheduled).toBe(1);
  });

  it('follows the sandbox clock: later slots become past', async () => {
    await setClock('2026-06-17T12:30:00Z');
    const response = await availability('mid-stay-cleaning', 'demo-stay-oslo');
    const timeslots = response.json().data.timeslots as Slot[];
    const open = timeslots.filter((slot) => slot.isAvailable);
    expect(open[0]?.startDate).toBe('2026-06-17T13:00:00.000Z');
  });
});

describe('GET /product-availability/breakfast', () => {
  it('answers each morning of the stay with the price per guest', async () => {
    const response = await availability('breakfast', 'demo-stay-helsinki');
    const data = response.json().data;
    expect(data).toMatchObject({ productType: 'breakfast', guestCount: 2, currency: 'EUR' });
    expect(data.days.map((day: { date: string }) => day.date)).toEqual([
      '2026-06-16',
      '2026-06-17',
      '2026-06-18',
    ]);
    for (const day of data.days) {
      expect(day).toMatchObject({ isAvailable: true, pricePerGuest: data.price });
      expect(day.totalPrice).toBe(data.price * 2);
    }
  });

  it('closes a morning at 20:00 local the evening before', async () => {
    await setClock('2026-06-15T17:30:00Z'); // 20:30 in Helsinki
    const days = (await availability('breakfast', 'demo-stay-helsinki')).json().data.days;
    expect(days.map((day: { isAvailable: boolean }) => day.isAvailable)).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('accepts the product id instead of the type', async () => {
    const productId = stableId('product', 'helsinki-kas40:breakfast');
    const response = await availability(productId, 'demo-stay-helsinki');
    expect(response.status).toBe(200);
    expect(response.json().data).toMatchObject({ productType: 'breakfast', productId });
  });
});

describe('GET /product-availability/unit-category-upgrade', () => {
  it('offers dearer categories with a free unit for the remaining nights, at the difference per night', async () => {
    const stay = (await get('/check-in/demo-stay-oslo?$expand=propertyUnitCategory')).json().data;
    const response = await availability('unit-category-upgrade', 'demo-stay-oslo');
    const options = response.json().data.options;
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      // Started yesterday, departs 22 June: 7 nights remain from today.
      expect(option).toMatchObject({ nightsCount: 7, isReward: false, currency: 'NOK' });
      expect(option.pricePerNight).toBeGreaterThan(0);
      expect(option.propertyUnitCategoryId).not.toBe(stay.propertyUnitCategory.id);
      expect(option.features).toContain('\n');
      expect(option.images[0].sequenceNumber).toBe(1);
    }
  });

  it('makes the cheapest option free when the guest’s upgrade reward is active', async () => {
    const oslo = (await get('/check-in/demo-stay-oslo')).json().data;
    const aino = await book({ propertyKey: 'oslo-kar27', email: 'aino.virtanen@example.com' });
    await sandbox()
      .db.updateTable('reservations')
      .set({ unitId: oslo.propertyUnitId })
      .where('id', '=', aino.id)
      .execute();
    const url = `/product-availability/unit-category-upgrade?reservationId=${aino.id}`;
    expect((await get(url)).json().data.options[0].isReward).toBe(false);
    await sandbox()
      .db.updateTable('customerRewards')
      .set({ nightsUntilNextTier: 0, reservationsUntilNextTier: 0 })
      .where('type', '=', 'property-unit-category-upgrade')
      .execute();
    const options = (await get(url)).json().data.options;
    expect(options[0]).toMatchObject({ isReward: true, pricePerNight: 0 });
    expect(options.slice(1).every((option: { isReward: boolean }) => !option.isReward)).toBe(true);
  });

  it('offers nothing for a stay already in the dearest category', async () => {
    const options = (await availability('unit-category-upgrade', 'demo-stay-helsinki')).json().data
      .options;
    expect(options).toEqual([]);
  });
});

describe('GET /product-availability/early-check-in and late-check-out', () => {
  it('lists inventory slots with what is left, and nothing once sold out', async () => {
    const stay = await book({ propertyKey: 'tallinn-lii34', startInDays: 3 });
    const url = `/product-availability/early-check-in?reservationId=${stay.id}`;
    const before = (await get(url)).json().data;
    expect(before).toMatchObject({ productType: 'early-check-in', date: '2026-06-18' });
    expect(before.timeslots.map((slot: { time: string }) => slot.time)).toEqual([
      '12:00',
      '13:00',
      '14:00',
    ]);
    expect(before.timeslots[0]).toMatchObject({
      remaining: 2,
      startDate: '2026-06-18T09:00:00.000Z',
    });
    const others = await Promise.all([1, 2].map(() => book({ propertyKey: 'tallinn-lii34' })));
    await sandbox()
      .db.insertInto('timeslotBookings')
      .values(
        before.timeslots.flatMap((slot: { id: string }, position: number) =>
          others.map((other, index) => ({
            id: `test-${position}-${index}`,
            timeslotId: slot.id,
            reservationId: other.id,
            localDate: '2026-06-18',
          })),
        ),
      )
      .execute();
    expect((await get(url)).json().data.timeslots).toEqual([]);
  });

  it('counts the seeded late check-out booking and closes at the normal check-out time', async () => {
    const response = await availability('late-check-out', 'demo-stay-london');
    const slots = response.json().data.timeslots as { time: string; remaining: number }[];
    expect(slots.map((slot) => slot.remaining).sort()).toEqual([1, 2, 2]);
    await setClock('2026-06-15T10:00:00Z'); // 11:00 in London
    expect(
      (await availability('late-check-out', 'demo-stay-london')).json().data.timeslots,
    ).toEqual([]);
  });
});

describe('GET /product-availability/reservation-extension-request', () => {
  it('offers 1 night, 2 nights and more than 2 nights priced at the nightly rate', async () => {
    const data = (await availability('reservation-extension-request', 'demo-stay-helsinki')).json()
      .data;
    expect(data.options.map((option: { kind: string }) => option.kind)).toEqual([
      'one-night',
      'two-nights',
      'more-than-two-nights',
    ]);
    const [one, two] = data.options;
    expect(one).toMatchObject({ nights: 1, endDate: '2026-06-19', isAvailable: true });
    expect(two.totalPrice).toBe(one.pricePerNight * 2);
  });

  it('answers unavailable options when the unit is booked right after the stay', async () => {
    const helsinki = (await get('/check-in/demo-stay-helsinki')).json().data;
    const next = await book({ propertyKey: 'helsinki-kas40', startInDays: 4, nights: 3 });
    await sandbox()
      .db.updateTable('reservations')
      .set({ unitId: helsinki.propertyUnitId })
      .where('id', '=', next.id)
      .execute();
    const options = (
      await availability('reservation-extension-request', 'demo-stay-helsinki')
    ).json().data.options;
    expect(options.map((option: { isAvailable: boolean }) => option.isAvailable)).toEqual([
      true,
      false,
      false,
    ]);
    expect(options[0].maxNights).toBe(1);
  });
});

describe('GET /product-availability errors', () => {
  it('answers 404 naming productTypeOrId for an unknown type or another property’s product', async () => {
    for (const productTypeOrId of ['spa-day', stableId('product', 'london-ch65:breakfast')]) {
      const response = await availability(productTypeOrId, 'demo-stay-helsinki');
      expect(response.status).toBe(404);
      expect(firstError(response.body)).toMatchObject({
        code: 'PRODUCT_NOT_FOUND',
        field: 'productTypeOrId',
      });
    }
    const custom = await availability('custom', 'demo-stay-helsinki');
    expect(firstError(custom.body)).toMatchObject({
      code: 'PRODUCT_AVAILABILITY_NOT_FOUND',
      field: 'productTypeOrId',
    });
  });

  it('answers 404 for an unknown reservation, 409 for a cancelled one, 400 without reservationId', async () => {
    const unknown = await get('/product-availability/breakfast?reservationId=nope');
    expect(unknown.status).toBe(404);
    expect(firstError(unknown.body)).toMatchObject({
      code: 'RESERVATION_NOT_FOUND',
      field: 'reservationId',
    });
    const canceled = await availability('breakfast', 'demo-stay-canceled');
    expect(canceled.status).toBe(409);
    expect(firstError(canceled.body).code).toBe('RESERVATION_CANCELED');
    const missing = await get('/product-availability/breakfast');
    expect(missing.status).toBe(400);
    expect(firstError(missing.body).field).toBe('reservationId');
  });
});

describe('GET /property-unit-availability', () => {
  it('keeps a started stay’s arrival and offers departures until the unit is taken', async () => {
    const helsinki = (await get('/check-in/demo-stay-helsinki')).json().data;
    const next = await book({ propertyKey: 'helsinki-kas40', startInDays: 6, nights: 2 });
    await sandbox()
      .db.updateTable('reservations')
      .set({ unitId: helsinki.propertyUnitId })
      .where('id', '=', next.id)
      .execute();
    const response = await get(`/property-unit-availability?reservationId=${helsinki.id}`);
    expect(response.status).toBe(200);
    const dates = response.json().data as {
      type: string;
      date: string;
      timeslot: { startDate: string; endDate: string };
    }[];
    expect(dates.filter((date) => date.type === 'start-date').map((date) => date.date)).toEqual([
      '2026-06-15',
    ]);
    const ends = dates.filter((date) => date.type === 'end-date');
    expect(ends.map((date) => date.date)).toEqual([
      '2026-06-16',
      '2026-06-17',
      '2026-06-18',
      '2026-06-19',
      '2026-06-20',
      '2026-06-21',
    ]);
    // Helsinki is UTC+3: departure by 14:00 on a free day, by 11:00 when the next guest arrives.
    expect(ends[0]?.timeslot.endDate).toBe('2026-06-16T11:00:00.000Z');
    expect(ends.at(-1)?.timeslot.endDate).toBe('2026-06-21T08:00:00.000Z');
  });

  it('offers earlier and later arrivals for a future stay', async () => {
    const tallinn = await reservationId('demo-stay-tallinn');
    const dates = (await get(`/property-unit-availability?reservationId=${tallinn}`)).json().data;
    const starts = dates.filter((date: { type: string }) => date.type === 'start-date');
    expect(starts[0].date).toBe('2026-06-15');
    expect(starts.at(-1).date).toBe('2026-06-23');
    expect(starts[0].timeslot.startDate).toBe('2026-06-15T09:00:00.000Z');
  });

  it('answers 404 for an unknown reservation and 400 without reservationId', async () => {
    const unknown = await get('/property-unit-availability?reservationId=nope');
    expect(firstError(unknown.body)).toMatchObject({ code: 'RESERVATION_NOT_FOUND' });
    const missing = await get('/property-unit-availability');
    expect(firstError(missing.body).field).toBe('reservationId');
  });
});

describe('GET /property-unit-category-availability', () => {
  let categoryId = '';
  let capacity = 0;
  beforeAll(async () => {
    const stay = (await get('/check-in/demo-stay-helsinki?$expand=propertyUnitCategory')).json()
      .data;
    categoryId = stay.propertyUnitCategory.id;
    capacity = stay.propertyUnitCategory.capacity;
  });
  const query = (extra: string) =>
    get(`/property-unit-category-availability?propertyUnitCategoryId=${categoryId}&${extra}`);

  it('answers rates with VAT, category, property and availability', async () => {
    const response = await query('startDateLocal=2026-06-20&endDateLocal=2026-06-27&adultCount=2');
    expect(response.status).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      isAvailable: true,
      isInvoicePayable: true,
      currencyCode: 'EUR',
      startDate: '2026-06-20T12:00:00.000Z',
      endDate: '2026-06-27T08:00:00.000Z',
      category: { id: categoryId },
      property: { key: 'helsinki-kas40' },
    });
    expect(data.pciProxyPublicKey).toBe(data.property.pciProxyPublicKey);
    const [flexible, saver] = data.rates;
    expect(flexible).toMatchObject({ id: 'flexible', nightsTotal: 7, isPrivate: false });
    expect(flexible.discountPricePerNight).toBeNull();
    expect(flexible.totalPrice).toBeCloseTo(flexible.pricePerNight * 7, 2);
    expect(flexible.vatAmount).toBeCloseTo(flexible.totalPrice - flexible.totalPrice / 1.1, 1);
    expect(saver.pricePerNight).toBeLessThan(flexible.pricePerNight);
  });

  it('discounts with a voucher code, any case', async () => {
    const base = (
      await query('startDateLocal=2026-06-20&endDateLocal=2026-06-22&adultCount=1')
    ).json().data.rates[0];
    for (const [code, factor] of [
      ['welcome10', 0.9],
      ['CITYBREAK20', 0.8],
    ] as const) {
      const rate = (
        await query(
          `startDateLocal=2026-06-20&endDateLocal=2026-06-22&adultCount=1&voucherCode=${code}`,
        )
      ).json().data.rates[0];
      expect(rate.discountPricePerNight).toBeCloseTo(base.pricePerNight * factor, 2);
      expect(rate.totalPrice).toBeCloseTo(rate.discountPricePerNight * 2, 2);
      expect(rate.isPrivate).toBe(true);
    }
  });

  it('is unavailable beyond capacity or when every unit is taken', async () => {
    const crowded = await query(
      `startDateLocal=2026-06-20&endDateLocal=2026-06-22&adultCount=${capacity}&childrenCount=1`,
    );
    expect(crowded.json().data).toMatchObject({ isAvailable: false, isInvoicePayable: false });
    for (let booked = 0; booked < 12; booked += 1) {
      await book({ propertyKey: 'helsinki-kas40', startInDays: 30, nights: 2 });
    }
    const full = await query('startDateLocal=2026-07-15&endDateLocal=2026-07-17&adultCount=1');
    expect(full.json().data.isAvailable).toBe(false);
  });

  it('answers 400 naming the field for bad dates, vouchers and counts', async () => {
    const cases: [string, string, string][] = [
      [
        'startDateLocal=2026-06-22&endDateLocal=2026-06-20&adultCount=1',
        'INVALID_DATE_RANGE',
        'endDateLocal',
      ],
      [
        'startDateLocal=2026-06-22&endDateLocal=2026-06-22&adultCount=1',
        'INVALID_DATE_RANGE',
        'endDateLocal',
      ],
      [
        'startDateLocal=2026-06-01&endDateLocal=2026-06-03&adultCount=1',
        'DATE_IN_PAST',
        'startDateLocal',
      ],
      [
        'startDateLocal=2026-02-30&endDateLocal=2026-06-03&adultCount=1',
        'INVALID_DATE',
        'startDateLocal',
      ],
      [
        'startDateLocal=2026-06-20&endDateLocal=2026-12-20&adultCount=1',
        'STAY_TOO_LONG',
        'endDateLocal',
      ],
      [
        'startDateLocal=2026-06-20&endDateLocal=2026-06-22&adultCount=1&voucherCode=FREE99',
        'INVALID_VOUCHER_CODE',
        'voucherCode',
      ],
      [
        'startDateLocal=2026-06-20&endDateLocal=2026-06-22&adultCount=0',
        'INVALID_INPUT',
        'adultCount',
      ],
      ['startDateLocal=2026-06-20&endDateLocal=2026-06-22', 'INVALID_INPUT', 'adultCount'],
      [
        'startDateLocal=20-06-2026&endDateLocal=2026-06-22&adultCount=1',
        'INVALID_INPUT',
        'startDateLocal',
      ],
    ];
    for (const [extra, code, field] of cases) {
      const response = await query(extra);
      expect(response.status, extra).toBe(400);
      expect(firstError(response.body), extra).toMatchObject({ code, field });
    }
  });

  it('answers 404 naming propertyUnitCategoryId for an unknown category', async () => {
    const response = await get(
      '/property-unit-category-availability?propertyUnitCategoryId=nope&startDateLocal=2026-06-20&endDateLocal=2026-06-22&adultCount=1',
    );
    expect(response.status).toBe(404);
    expect(firstError(response.body).field).toBe('propertyUnitCategoryId');
  });
});
