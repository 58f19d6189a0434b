import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { graphql } from './support/gateway.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';

type UserErrorResult = { code: string; message: string; field: string | null } | null;
type ReservationResult = {
  slug: string;
  startDate: string;
  endDate: string;
  status: string;
  isCancelled: boolean;
  isCheckedOut: boolean;
  card: { numberMasked: string; type: string } | null;
};
type ChangeResult = {
  ok: boolean;
  error: UserErrorResult;
  reservation: ReservationResult | null;
};

const reservationFields =
  'slug startDate endDate status isCancelled isCheckedOut card { numberMasked type }';

const addCard = `mutation AddCard($slug: String!, $card: CardInput!) {
  addCard(slug: $slug, card: $card) {
    ok error { code message field } card { numberMasked lastFour type paymentMethodCode }
    reservation { ${reservationFields} }
  }
}`;
const changeDates = `mutation Dates(
  $slug: String!, $start: LocalDate!, $end: LocalDate!, $expected: Int!
) {
  changeStayDates(slug: $slug, startDate: $start, endDate: $end, expectedTotalMinor: $expected) {
    ok error { code message field } reservation { ${reservationFields} }
  }
}`;
const dateQuote = `query Quote($slug: String!, $start: LocalDate!, $end: LocalDate!) {
  reservation(slug: $slug) {
    totalPrice { amountMinor }
    dateChangeQuote(startDate: $start, endDate: $end) {
      startDate endDate nightsCount settlement
      currentTotal { amountMinor currencyCode } newTotal { amountMinor currencyCode }
      difference { amountMinor currencyCode } card { lastFour }
      error { code field }
    }
  }
}`;
type Quote = {
  startDate: string;
  endDate: string;
  nightsCount: number;
  settlement: string;
  currentTotal: { amountMinor: number; currencyCode: string };
  newTotal: { amountMinor: number; currencyCode: string };
  difference: { amountMinor: number; currencyCode: string };
  card: { lastFour: string } | null;
  error: { code: string; field: string | null } | null;
};
const checkOut = `mutation CheckOut($slug: String!) {
  checkOut(slug: $slug) { ok error { code message field } reservation { ${reservationFields} } }
}`;
const cancel = `mutation Cancel($slug: String!) {
  cancelReservation(slug: $slug) {
    ok isFreeCancellation error { code message field } reservation { ${reservationFields} }
  }
}`;
const changeTimes = `mutation Times($slug: String!, $in: String, $out: String, $key: String!) {
  changeStayTimes(slug: $slug, checkInTime: $in, checkOutTime: $out, idempotencyKey: $key) {
    ok error { code message field } order { status }
  }
}`;
const orderCustom = `mutation Custom(
  $slug: String!
  $id: String!
  $key: String!
  $transfer: TransferRequestInput
) {
  orderCustomProduct(slug: $slug, customProductId: $id, idempotencyKey: $key, transfer: $transfer) {
    ok error { code message field } order { orderId status } reservation { slug }
  }
}`;

describe('reservation mutations against the sandbox', () => {
  const { sandbox, gateway } = useSandboxAndGateway();

  async function sandboxJson<T>(path: string, init?: RequestInit): Promise<T> {
    const response = await fetch(`${sandbox().url}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json' },
    });
    return ((await response.json()) as { data: T }).data;
  }

  /** The card provider's pay page: the card number goes there, never to the gateway. */
  function authoriseCard(number: string) {
    return sandboxJson<{ transactionId: string; numberMasked: string; expirationDate: string }>(
      '/card-payments',
      {
        method: 'POST',
        body: JSON.stringify({ number, cvv: '123', expiry: '12/30', name: 'Aino Virtanen' }),
      },
    );
  }

  async function mutate<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const withKey = query.includes('$key') ? { key: randomUUID(), ...variables } : variables;
    const { body } = await graphql<Record<string, T>>(gateway(), { query, variables: withKey });
    expect(body.errors).toBeUndefined();
    const [payload] = Object.values(body.data ?? {});
    if (!payload) throw new Error('no payload');
    return payload;
  }

  it('adds a card from the pay page and answers the refetched reservation with it', async () => {
    const booked = await sandbox().createReservation({ card: 'none' });
    const authorised = await authoriseCard('5555 5555 5555 4444');
    sandbox().calls.length = 0;
    const payload = await mutate<ChangeResult & { card: unknown }>(addCard, {
      slug: booked.slug,
      card: {
        name: 'Aino Virtanen',
        type: 'MASTERCARD',
        expirationDate: authorised.expirationDate,
        numberMasked: authorised.numberMasked,
        transactionId: authorised.transactionId,
      },
    });
    expect(payload).toMatchObject({
      ok: true,
      error: null,
      card: {
        numberMasked: authorised.numberMasked,
        lastFour: '4444',
        type: 'MASTERCARD',
        paymentMethodCode: 'ECA',
      },
      reservation: { card: { numberMasked: authorised.numberMasked, type: 'MASTERCARD' } },
    });
    expect(sandbox().calls).toEqual([
      `PATCH /check-in/${booked.slug}`,
      `GET /check-in/${booked.slug}`,
    ]);
    const patch = sandbox().requests[0];
    expect(patch?.headers.authorization).toBeUndefined();
  });

  it('refuses a card whose transaction the pay page never issued, as data', async () => {
    const booked = await sandbox().createReservation({ card: 'none' });
    const payload = await mutate<ChangeResult>(addCard, {
      slug: booked.slug,
      card: {
        name: 'Aino Virtanen',
        type: 'VISA',
        expirationDate: '2030-12',
        numberMasked: '424242xxxxxx4242',
        transactionId: 'txn_forged',
      },
    });
    expect(payload).toMatchObject({
      ok: false,
      error: { code: 'CARD_NOT_ADDED', field: 'card.transactionId' },
      reservation: { slug: booked.slug, card: null },
    });
  });

  async function quote(slug: string, start: string, end: string) {
    const { body } = await graphql<{
      reservation: { totalPrice: { amountMinor: number }; dateChangeQuote: Quote };
    }>(gateway(), { query: dateQuote, variables: { slug, start, end } });
    expect(body.errors).toBeUndefined();
    if (!body.data) throw new Error('no quote');
    return body.data.reservation;
  }

  async function bookedDays(slug: string) {
    return sandboxJson<{
      startDateLocal: string;
      endDateLocal: string;
      totalPrice: number;
      id: string;
    }>(`/check-in/${slug}`);
  }

  /** What the core API recorded on the stay's card: charges above zero, refunds below. */
  async function cardPayments(reservationId: string) {
    const rows = await sandbox()
      .instance.db.selectFrom('stayPayments')
      .select('amountMinor')
      .where('reservationId', '=', reservationId)
      .execute();
    return rows.map((row) => row.amountMinor);
  }

  it('previews a change of dates, then moves the stay at that price, charging the difference to its card', async () => {
    const booked = await sandbox().createReservation({ startInDays: 10, nights: 2 });
    const before = await bookedDays(booked.slug);
    const start = shiftDate(before.startDateLocal, 1);
    const end = shiftDate(before.endDateLocal, 2);
    sandbox().resetCounters();
    const { totalPrice, dateChangeQuote: preview } = await quote(booked.slug, start, end);
    // The stay keeps its nightly price: three nights instead of two.
    const nightly = Math.round(totalPrice.amountMinor / 2);
    expect(preview).toEqual({
      startDate: start,
      endDate: end,
      nightsCount: 3,
      settlement: 'CHARGE_CARD',
      currentTotal: { amountMinor: totalPrice.amountMinor, currencyCode: 'EUR' },
      newTotal: { amountMinor: nightly * 3, currencyCode: 'EUR' },
      difference: { amountMinor: nightly * 3 - totalPrice.amountMinor, currencyCode: 'EUR' },
      card: { lastFour: '4242' },
      error: null,
    });
    // A preview changes nothing.
    expect(sandbox().calls.filter((call) => !call.startsWith('GET'))).toEqual([]);

    const payload = await mutate<ChangeResult>(changeDates, {
      slug: booked.slug,
      start,
      end,
      expected: preview.newTotal.amountMinor,
    });
    expect(payload.ok).toBe(true);
    const after = await bookedDays(booked.slug);
    expect(after).toMatchObject({ startDateLocal: start, endDateLocal: end });
    expect(Math.round(after.totalPrice * 100)).toBe(preview.newTotal.amountMinor);
    expect(await cardPayments(after.id)).toEqual([preview.difference.amountMinor]);
    expect(payload.reservation?.startDate.slice(0, 10)).toBe(start);
  });

  it('refunds a shorter stay on its card, and adds to the balance of an unpaid one', async () => {
    const paid = await sandbox().createReservation({ startInDays: 10, nights: 3 });
    const days = await bookedDays(paid.slug);
    const shorter = await quote(paid.slug, days.startDateLocal, shiftDate(days.endDateLocal, -1));
    expect(shorter.dateChangeQuote).toMatchObject({
      settlement: 'REFUND_CARD',
      difference: {
        amountMinor:
          Math.round(shorter.totalPrice.amountMinor / 3) * 2 - shorter.totalPrice.amountMinor,
      },
    });
    const refunded = await mutate<ChangeResult>(changeDates, {
      slug: paid.slug,
      start: days.startDateLocal,
      end: shiftDate(days.endDateLocal, -1),
      expected: shorter.dateChangeQuote.newTotal.amountMinor,
    });
    expect(refunded.ok).toBe(true);
    expect(await cardPayments(days.id)).toEqual([shorter.dateChangeQuote.difference.amountMinor]);

    const unpaid = await sandbox().createReservation({ startInDays: 10, nights: 2, paid: false });
    const unpaidDays = await bookedDays(unpaid.slug);
    const longer = await quote(
      unpaid.slug,
      unpaidDays.startDateLocal,
      shiftDate(unpaidDays.endDateLocal, 1),
    );
    expect(longer.dateChangeQuote).toMatchObject({ settlement: 'BALANCE', card: null });
  });

  it('changes nothing at a price the guest was not shown (PRICE_CHANGED), nor when the card cannot pay', async () => {
    const booked = await sandbox().createReservation({ startInDays: 10, nights: 2 });
    const days = await bookedDays(booked.slug);
    const end = shiftDate(days.endDateLocal, 1);
    const { dateChangeQuote: preview } = await quote(booked.slug, days.startDateLocal, end);
    sandbox().resetCounters();
    const stale = await mutate<ChangeResult>(changeDates, {
      slug: booked.slug,
      start: days.startDateLocal,
      end,
      expected: preview.newTotal.amountMinor - 100,
    });
    expect(stale).toMatchObject({
      ok: false,
      error: { code: 'PRICE_CHANGED', field: 'expectedTotalMinor' },
    });
    expect(sandbox().calls.some((call) => call.startsWith('PATCH'))).toBe(false);

    const declining = await sandbox().createReservation({
      startInDays: 10,
      nights: 2,
      card: 'declining',
    });
    const declined = await bookedDays(declining.slug);
    const more = await quote(declining.slug, declined.startDateLocal, end);
    expect(more.dateChangeQuote.settlement).toBe('CHARGE_CARD');
    const refused = await mutate<ChangeResult>(changeDates, {
      slug: declining.slug,
      start: declined.startDateLocal,
      end,
      expected: more.dateChangeQuote.newTotal.amountMinor,
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'PAYMENT' } });
    expect(await bookedDays(declining.slug)).toMatchObject({ endDateLocal: declined.endDateLocal });
    expect(await cardPayments(declined.id)).toEqual([]);
  });

  it('quotes the refusal of dates a started stay cannot move to', async () => {
    const started = await sandbox().createReservation({ startInDays: -1, nights: 3 });
    const days = await bookedDays(started.slug);
    const moved = await quote(started.slug, shiftDate(days.startDateLocal, 1), days.endDateLocal);
    expect(moved.dateChangeQuote.error).toEqual({ code: 'STAY_STARTED', field: 'startDate' });
  });

  it('previews dates whose nights another stay holds on the unit as not available, and refuses them before the core API', async () => {
    const booked = await sandbox().createReservation({ startInDays: 10, nights: 2 });
    const days = await bookedDays(booked.slug);
    // The next guest arrives on this unit two nights after this stay leaves.
    const next = await sandbox().createReservation({ startInDays: 14, nights: 2 });
    const db = sandbox().instance.db;
    const { unitId } = await db
      .selectFrom('reservations')
      .select('unitId')
      .where('slug', '=', booked.slug)
      .executeTakeFirstOrThrow();
    await db.updateTable('reservations').set({ unitId }).where('id', '=', next.id).execute();

    const twoMore = await quote(booked.slug, days.startDateLocal, shiftDate(days.endDateLocal, 2));
    expect(twoMore.dateChangeQuote.error).toBeNull();
    const threeMore = await quote(
      booked.slug,
      days.startDateLocal,
      shiftDate(days.endDateLocal, 3),
    );
    expect(threeMore.dateChangeQuote.error).toEqual({
      code: 'DATES_NOT_AVAILABLE',
      field: 'endDate',
    });
    // Moved at both ends, past the next guest: neither list covers it, the change itself decides.
    const later = await quote(
      booked.slug,
      shiftDate(days.startDateLocal, 7),
      shiftDate(days.endDateLocal, 7),
    );
    expect(later.dateChangeQuote.error).toBeNull();

    sandbox().resetCounters();
    const refused = await mutate<ChangeResult>(changeDates, {
      slug: booked.slug,
      start: days.startDateLocal,
      end: shiftDate(days.endDateLocal, 3),
      expected: threeMore.dateChangeQuote.newTotal.amountMinor,
    });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'DATES_NOT_AVAILABLE', field: 'endDate' },
    });
    expect(sandbox().calls.some((call) => call.startsWith('PATCH'))).toBe(false);
  });

  it('checks out on the day of departure, and refuses it before as data', async () => {
    const early = await sandbox().createReservation({ startInDays: 3, nights: 2 });
    const refused = await mutate<ChangeResult>(checkOut, { slug: early.slug });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'NOT_DEPARTURE_DAY', message: 'Check-out opens on the day of departure.' },
      reservation: { slug: early.slug, isCheckedOut: false },
    });
    const departing = await sandbox().createReservation({ startInDays: -1, nights: 1 });
    const done = await mutate<ChangeResult>(checkOut, { slug: departing.slug });
    expect(done).toMatchObject({ ok: true, error: null, reservation: { isCheckedOut: true } });
  });

  it('cancels before the stay and answers whether it was free', async () => {
    const booked = await sandbox().createReservation({
      startInDays: 10,
      cancellation: 'refundable',
    });
    const payload = await mutate<ChangeResult & { isFreeCancellation: boolean }>(cancel, {
      slug: booked.slug,
    });
    expect(payload).toMatchObject({
      ok: true,
      isFreeCancellation: true,
      reservation: { status: 'CANCELED', isCancelled: true },
    });
    const again = await mutate<ChangeResult>(cancel, { slug: booked.slug });
    expect(again).toMatchObject({ ok: false, error: { code: 'STAY_CANCELLED' } });
  });

  it('cancels a started stay, charged in full, and its stage becomes CANCELLED', async () => {
    const started = await sandbox().createReservation({ startInDays: -1, nights: 3 });
    const payload = await mutate<ChangeResult & { isFreeCancellation: boolean }>(cancel, {
      slug: started.slug,
    });
    expect(payload).toMatchObject({
      ok: true,
      error: null,
      isFreeCancellation: false,
      reservation: { status: 'CANCELED', isCancelled: true },
    });
    const { body } = await graphql<{ reservation: { stage: string } }>(gateway(), {
      query: 'query($slug: String!) { reservation(slug: $slug) { stage } }',
      variables: { slug: started.slug },
    });
    expect(body.data?.reservation.stage).toBe('CANCELLED');
  });

  it('changes the check-in time through the early check-in product timeslot', async () => {
    const booked = await sandbox().createReservation({ startInDays: 2, nights: 2 });
    const payload = await mutate<{ ok: boolean; error: UserErrorResult; order: unknown }>(
      changeTimes,
      { slug: booked.slug, in: '13:00' },
    );
    expect(payload).toMatchObject({ ok: true, error: null, order: { status: 'PENDING' } });
    const patch = sandbox().requests.find((request) => request.method === 'PATCH');
    expect(patch).toBeDefined();
    expect(sandbox().calls).toContain('GET /product-availability/early-check-in');
  });

  it("answers 'Time cannot be changed anymore' when the time is not on offer", async () => {
    const booked = await sandbox().createReservation({ startInDays: 2, nights: 2 });
    const payload = await mutate<{ ok: boolean; error: UserErrorResult }>(changeTimes, {
      slug: booked.slug,
      out: '21:00',
    });
    expect(payload).toEqual({
      ok: false,
      error: {
        code: 'TIME_NOT_CHANGEABLE',
        message: 'Time cannot be changed anymore',
        field: 'checkOutTime',
      },
      order: null,
    });
    expect(sandbox().calls.some((call) => call.startsWith('PATCH'))).toBe(false);
  });

  it('orders a transfer with what it needs, and the details reach the core API with the order', async () => {
    const booked = await sandbox().createReservation({ startInDays: 2, nights: 2 });
    const stay = await sandboxJson<{ property: { id: string }; startDateLocal: string }>(
      `/check-in/${booked.slug}?$expand=property`,
    );
    const products = await sandboxJson<{ id: string; type: string; productType: string | null }[]>(
      `/custom-products?propertyId=${stay.property.id}`,
    );
    const transfer = products.find((product) => product.productType === 'transfer-service');

    const missing = await mutate<{ ok: boolean; error: UserErrorResult }>(orderCustom, {
      slug: booked.slug,
      id: transfer?.id,
      transfer: { direction: 'FROM_AIRPORT', date: stay.startDateLocal, time: '13:40' },
    });
    expect(missing).toMatchObject({
      ok: false,
      error: { code: 'BAD_USER_INPUT', field: 'transfer.flightNumber' },
    });

    const payload = await mutate<{ ok: boolean; order: { status: string } | null }>(orderCustom, {
      slug: booked.slug,
      id: transfer?.id,
      transfer: {
        direction: 'FROM_AIRPORT',
        date: stay.startDateLocal,
        time: '13:40',
        flightNumber: 'LH 2400',
      },
    });
    expect(payload).toMatchObject({ ok: true, order: { status: 'PENDING' } });
    const recorded = await sandboxJson<{ orderItems: { request: unknown }[] }>(
      `/check-in/${booked.slug}?$expand=orderItems`,
    );
    expect(recorded.orderItems.map((item) => item.request)).toEqual([
      {
        direction: 'from-airport',
        date: stay.startDateLocal,
        time: '13:40',
        flightNumber: 'LH 2400',
      },
    ]);
  });
});

function shiftDate(localDate: string, days: number): string {
  const date = new Date(`${localDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
