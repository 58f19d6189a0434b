import { beforeEach, describe, expect, it } from 'vitest';
import { firstError, testNow, useSandbox } from './support.ts';

const sandbox = useSandbox();

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

function patch(slug: string, payload: object) {
  return sandbox().inject({ method: 'PATCH', url: `/check-in/${slug}`, payload });
}

async function stored(id: string) {
  return sandbox()
    .db.selectFrom('reservations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function moveClock(now: string) {
  await sandbox().inject({ method: 'PUT', url: '/_sandbox/clock', payload: { now } });
}

describe('PATCH /check-in/{slug}: the body', () => {
  it('refuses an empty body or one mixing variants, naming the field, and changes nothing', async () => {
    const { id, slug } = await book({ startInDays: 3 });
    const before = await stored(id);
    const empty = await patch(slug, {});
    expect(empty.statusCode).toBe(400);
    expect(firstError(empty.body)).toMatchObject({ code: 'EMPTY_CHANGE', field: 'body' });
    const mixed = await patch(slug, { status: 'canceled', checkOutDone: true });
    expect(mixed.statusCode).toBe(400);
    expect(firstError(mixed.body)).toMatchObject({ code: 'MIXED_CHANGE', field: 'status' });
    for (const [payload, field] of [
      [{ status: 'confirmed' }, 'status'],
      [{ checkOutDone: false }, 'checkOutDone'],
      [{ startDate: 'tomorrow', endDate: '2026-06-20' }, 'startDate'],
      [{ orderItems: [] }, 'orderItems'],
      [{ nights: 3 }, 'nights'],
    ] as const) {
      const response = await patch(slug, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(firstError(response.body).field).toBe(field);
    }
    expect(await stored(id)).toEqual(before);
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await patch('no-such-stay', { status: 'canceled' });
    expect(response.statusCode).toBe(404);
    expect(firstError(response.body)).toMatchObject({
      code: 'RESERVATION_NOT_FOUND',
      field: 'slug',
    });
  });
});

describe('PATCH /check-in/{slug} { status: canceled }', () => {
  it('cancels a stay that has not started, free before the free-cancellation end', async () => {
    const { id, slug } = await book({ startInDays: 5 });
    const response = await patch(slug, { status: 'canceled' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      status: 'canceled',
      canceledAt: testNow.toISOString(),
      isFreeCancellation: true,
    });
    expect((await stored(id)).status).toBe('canceled');
    const again = await patch(slug, { status: 'canceled' });
    expect(again.statusCode).toBe(409);
    expect(firstError(again.body).code).toBe('ALREADY_CANCELED');
  });

  it('cancels a started stay, charged in full (no refund once it has started)', async () => {
    const { id, slug } = await book({ startInDays: 0 });
    const response = await patch(slug, { status: 'canceled' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'canceled', isFreeCancellation: false });
    expect((await stored(id)).status).toBe('canceled');
  });

  it('refuses once the departure day has passed', async () => {
    const { id, slug } = await book({ startInDays: -3, nights: 2 });
    const response = await patch(slug, { status: 'canceled' });
    expect(response.statusCode).toBe(409);
    expect(firstError(response.body).code).toBe('STAY_ENDED');
    expect((await stored(id)).status).toBe('confirmed');
  });
});

describe('PATCH /check-in/{slug} { checkOutDone: true }', () => {
  it('refuses before the day of departure, then checks out on it', async () => {
    const { id, slug } = await book({
      startInDays: 0,
      nights: 2,
      checkInState: 'check-in-completed',
    });
    const early = await patch(slug, { checkOutDone: true });
    expect(early.statusCode).toBe(409);
    expect(firstError(early.body).code).toBe('CHECK_OUT_NOT_AVAILABLE_YET');
    expect((await stored(id)).checkedOutAt).toBeNull();
    // 2026-06-17 00:30 in Berlin is still 2026-06-16 in UTC: the property's day counts.
    await moveClock('2026-06-16T22:30:00.000Z');
    const response = await patch(slug, { checkOutDone: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ checkOutDate: '2026-06-16T22:30:00.000Z' });
    const again = await patch(slug, { checkOutDone: true });
    expect(firstError(again.body).code).toBe('ALREADY_CHECKED_OUT');
  });

  it('refuses a cancelled stay', async () => {
    const { slug } = await book({ status: 'canceled' });
    const response = await patch(slug, { checkOutDone: true });
    expect(response.statusCode).toBe(409);
    expect(firstError(response.body).code).toBe('RESERVATION_CANCELED');
  });
});

describe('PATCH /check-in/{slug} { startDate, endDate }', () => {
  it('moves the stay and reprices it by the night', async () => {
    const { id, slug } = await book({ startInDays: 10, nights: 2 });
    const before = await stored(id);
    const response = await patch(slug, { startDate: '2026-06-25', endDate: '2026-06-29' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      startDate: '2026-06-25T13:00:00.000Z',
      endDate: '2026-06-29T09:00:00.000Z',
      startDateLocal: '2026-06-25',
      endDateLocal: '2026-06-29',
    });
    const after = await stored(id);
    expect(after.totalPriceMinor).toBe(before.totalPriceMinor * 2);
    expect(after.freeCancellationEndDate).toBe('2026-06-23T13:00:00.000Z');
  });

  it('refuses nights another stay holds on the unit, writing nothing', async () => {
    const first = await book({ startInDays: 20, nights: 2 });
    const second = await book({ startInDays: 22, nights: 2 });
    const [a, b] = [await stored(first.id), await stored(second.id)];
    if (a.unitId !== b.unitId) {
      await sandbox()
        .db.updateTable('reservations')
        .set({ unitId: a.unitId })
        .where('id', '=', b.id)
        .execute();
    }
    const response = await patch(first.slug, { startDate: a.startDate, endDate: '2026-07-08' });
    expect(response.statusCode).toBe(409);
    expect(firstError(response.body)).toMatchObject({
      code: 'UNIT_NOT_AVAILABLE',
      field: 'endDate',
    });
    expect((await stored(first.id)).endDate).toBe(a.endDate);
  });

  it('keeps the arrival of a started stay, and refuses the past and empty stays', async () => {
    const started = await book({ startInDays: -1, nights: 3 });
    const moved = await patch(started.slug, { startDate: '2026-06-15', endDate: '2026-06-18' });
    expect(firstError(moved.body)).toMatchObject({ code: 'STAY_STARTED', field: 'startDate' });
    const extended = await patch(started.slug, { startDate: '2026-06-14', endDate: '2026-06-19' });
    expect(extended.statusCode).toBe(200);
    const future = await book({ startInDays: 5 });
    const past = await patch(future.slug, { startDate: '2026-06-10', endDate: '2026-06-22' });
    expect(firstError(past.body).code).toBe('DATE_IN_PAST');
    const empty = await patch(future.slug, { startDate: '2026-06-22', endDate: '2026-06-22' });
    expect(firstError(empty.body)).toMatchObject({ code: 'INVALID_STAY_LENGTH', field: 'endDate' });
    for (const [startDate, endDate, field] of [
      ['2026-02-30', '2026-07-02', 'startDate'],
      ['2026-06-22', '2026-06-31', 'endDate'],
    ]) {
      const impossible = await patch(future.slug, { startDate, endDate });
      expect(impossible.statusCode).toBe(400);
      expect(firstError(impossible.body)).toMatchObject({ code: 'INVALID_DATE', field });
    }
    const half = await patch(future.slug, { startDate: '2026-06-22' });
    expect(firstError(half.body).field).toBe('endDate');
  });
});

describe('PATCH /check-in/{slug} { creditCards }', () => {
  async function authorise(number: string) {
    const response = await sandbox().inject({
      method: 'POST',
      url: '/card-payments',
      payload: { number, cvv: '123', expiry: '12/30', name: 'Test Guest' },
    });
    // What the app forwards from the pay page: everything but the authorisation state.
    const { transactionId, numberMasked, type, expirationDate } = response.json().data;
    return { transactionId, numberMasked, type, expirationDate };
  }

  it('puts a pay-page card on the reservation and the guest', async () => {
    const { id, slug } = await book({ card: 'none' });
    const card = await authorise('5555555555554444');
    const response = await patch(slug, { creditCards: [{ ...card, name: 'Test Guest' }] });
    expect(response.statusCode).toBe(200);
    const { creditCard, creditCards } = response.json().data;
    expect(creditCard).toMatchObject({
      numberMasked: '555555xxxxxx4444',
      type: 'mastercard',
      transactionId: card.transactionId,
    });
    expect(creditCards.map((entry: { id: string }) => entry.id)).toContain(creditCard.id);
    expect((await stored(id)).creditCardId).toBe(creditCard.id);
  });

  it('refuses unknown transactions, a wrong masked number, or a card of another stay', async () => {
    const { id, slug } = await book({ card: 'none' });
    const card = await authorise('4242424242424242');
    const unknown = await patch(slug, {
      creditCards: [{ ...card, name: 'x', transactionId: 'txn_forged' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(firstError(unknown.body)).toMatchObject({
      code: 'UNKNOWN_TRANSACTION',
      field: 'creditCards[0].transactionId',
    });
    const mismatch = await patch(slug, {
      creditCards: [{ ...card, name: 'x', numberMasked: '555555xxxxxx4444' }],
    });
    expect(firstError(mismatch.body)).toMatchObject({
      code: 'CARD_MISMATCH',
      field: 'creditCards[0].numberMasked',
    });
    expect((await stored(id)).creditCardId).toBeNull();
    await patch(slug, { creditCards: [{ ...card, name: 'x' }] });
    const other = await book({ card: 'none' });
    const reused = await patch(other.slug, { creditCards: [{ ...card, name: 'x' }] });
    expect(reused.statusCode).toBe(409);
    expect(firstError(reused.body).code).toBe('TRANSACTION_ALREADY_USED');
    expect((await stored(other.id)).creditCardId).toBeNull();
  });
});

describe('GET /reservation-state/{id}', () => {
  it('answers the check-in and identity verification states', async () => {
    const { id } = await book({ checkInState: 'id-verification-required' });
    const response = await sandbox().inject(`/reservation-state/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      state: 'id-verification-required',
      idVerificationState: 'required',
    });
  });

  it('answers 400 naming the id when it is too long', async () => {
    const response = await sandbox().inject(`/reservation-state/${'x'.repeat(65)}`);
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body)).toMatchObject({ code: 'INVALID_INPUT', field: 'id' });
  });

  it('answers 404 naming the id for an unknown reservation', async () => {
    const response = await sandbox().inject('/reservation-state/unknown');
    expect(response.statusCode).toBe(404);
    expect(firstError(response.body)).toMatchObject({ code: 'RESERVATION_NOT_FOUND', field: 'id' });
  });
});

describe('PATCH /check-in/{slug}: services booked for the stay’s days', () => {
  // Berlin is UTC+2 in June. The stay: Thursday 2026-06-18 to Monday 2026-06-22.
  const earlyCheckIn = '2026-06-18T10:00:00.000Z'; // 12:00 on arrival day
  const lateCheckOut = '2026-06-22T11:00:00.000Z'; // 13:00 on departure day
  const fridayCleaning = '2026-06-19T08:00:00.000Z'; // 10:00 on Friday

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

  async function bookWithServices(): Promise<{ id: string; slug: string }> {
    const stay = await book({ startInDays: 3, nights: 4 });
    const ordered = await patch(stay.slug, {
      orderItems: [
        { productId: await productId('early-check-in'), consumptionDate: earlyCheckIn },
        { productId: await productId('late-check-out'), consumptionDate: lateCheckOut },
        { productId: await productId('mid-stay-cleaning'), consumptionDate: fridayCleaning },
      ],
    });
    expect(ordered.statusCode).toBe(200);
    await moveClock(new Date(testNow.getTime() + 2_000).toISOString());
    const state = await sandbox().inject({
      url: `/orders/${ordered.json().data.orderId}`,
      headers: { 'x-slug': stay.slug },
    });
    expect(state.json().data.status).toBe('ordered');
    return stay;
  }

  async function services(reservationId: string) {
    const db = sandbox().db;
    const [timeslots, cleanings, items] = await Promise.all([
      db
        .selectFrom('timeslotBookings')
        .select('localDate')
        .where('reservationId', '=', reservationId)
        .orderBy('localDate')
        .execute(),
      db
        .selectFrom('cleaningSchedule')
        .select('startDate')
        .where('reservationId', '=', reservationId)
        .execute(),
      db
        .selectFrom('orderItems')
        .select(['consumptionDate', 'status'])
        .where('reservationId', '=', reservationId)
        .orderBy('consumptionDate')
        .execute(),
    ]);
    return {
      timeslots: timeslots.map((row) => row.localDate),
      cleanings: cleanings.map((row) => row.startDate),
      items: Object.fromEntries(items.map((row) => [row.consumptionDate, row.status])),
    };
  }

  it('a cancellation releases the timeslots and cleaning and cancels their items', async () => {
    const { id, slug } = await bookWithServices();
    expect(await services(id)).toEqual({
      timeslots: ['2026-06-18', '2026-06-22'],
      cleanings: [fridayCleaning],
      items: {
        [earlyCheckIn]: 'confirmed',
        [lateCheckOut]: 'confirmed',
        [fridayCleaning]: 'confirmed',
      },
    });
    const response = await patch(slug, { status: 'canceled' });
    expect(response.statusCode).toBe(200);
    expect(await services(id)).toEqual({
      timeslots: [],
      cleanings: [],
      items: {
        [earlyCheckIn]: 'canceled',
        [lateCheckOut]: 'canceled',
        [fridayCleaning]: 'canceled',
      },
    });
  });

  it('new dates release what falls outside them and keep the rest', async () => {
    const { id, slug } = await bookWithServices();
    const response = await patch(slug, { startDate: '2026-06-18', endDate: '2026-06-19' });
    expect(response.statusCode).toBe(200);
    expect(await services(id)).toEqual({
      timeslots: ['2026-06-18'],
      cleanings: [],
      items: {
        [earlyCheckIn]: 'confirmed',
        [lateCheckOut]: 'canceled',
        [fridayCleaning]: 'canceled',
      },
    });
  });

  it('a refused date change releases nothing', async () => {
    const { id, slug } = await bookWithServices();
    const before = await services(id);
    const occupant = await book({ startInDays: 7, nights: 2 });
    const unit = await stored(id);
    await sandbox()
      .db.updateTable('reservations')
      .set({ unitId: unit.unitId })
      .where('id', '=', occupant.id)
      .execute();
    const response = await patch(slug, { startDate: '2026-06-19', endDate: '2026-06-24' });
    expect(response.statusCode).toBe(409);
    expect(firstError(response.body).code).toBe('UNIT_NOT_AVAILABLE');
    expect(await services(id)).toEqual(before);
  });
});
