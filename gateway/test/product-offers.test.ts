import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { graphql } from './support/gateway.ts';
import { moveSandboxClock } from './support/sandbox.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';

// What a stay is offered fits where it stands: nothing once it is cancelled, checked out or over;
// early check-in only before the arrival time; cleaning only where a weekday slot lies ahead; a
// product the property does not sell is "not offered here", not "no longer available".

type Offers = {
  stage: string;
  isOpenForOrders: boolean;
  offeredProducts: { type: string }[];
  productOffers: { type: string; state: string }[];
};

const offersQuery = `query Offers($slug: String!) {
  reservation(slug: $slug) {
    stage isOpenForOrders offeredProducts { type } productOffers { type state }
  }
}`;

describe('the offers of a stay fit its state', () => {
  const { sandbox, gateway } = useSandboxAndGateway();

  async function offers(slug: string): Promise<Offers> {
    const { body } = await graphql<{ reservation: Offers }>(gateway(), {
      query: offersQuery,
      variables: { slug },
    });
    expect(body.errors).toBeUndefined();
    if (!body.data?.reservation) throw new Error('no reservation');
    return body.data.reservation;
  }
  const stateOf = (current: Offers, type: string) =>
    current.productOffers.find((offer) => offer.type === type)?.state;
  const offered = (current: Offers) => current.offeredProducts.map((product) => product.type);

  /** Local wall-clock `HH:MM` on a local date in Berlin, as an instant. */
  function berlinInstant(localDate: string, time: string): Date {
    const guess = new Date(`${localDate}T${time}:00Z`);
    const shown = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
    }).format(guess);
    const [h = 0, m = 0] = shown.split(':').map(Number);
    const [wantH = 0, wantM = 0] = time.split(':').map(Number);
    return new Date(guess.getTime() - ((h - wantH) * 60 + (m - wantM)) * 60_000);
  }
  const berlinToday = () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

  it('sells nothing to a cancelled stay', async () => {
    const booked = await sandbox().createReservation({ startInDays: 5, status: 'canceled' });
    const current = await offers(booked.slug);
    expect(current).toMatchObject({ stage: 'CANCELLED', isOpenForOrders: false });
    expect(current.offeredProducts).toEqual([]);
    for (const offer of current.productOffers) {
      expect(['STAY_CLOSED', 'NOT_OFFERED_HERE']).toContain(offer.state);
    }
    expect(stateOf(current, 'BREAKFAST')).toBe('STAY_CLOSED');
  });

  it('sells nothing once the guest has checked out, and refuses an order before any card', async () => {
    const booked = await sandbox().createReservation({
      startInDays: -1,
      nights: 1,
      checkInState: 'check-in-completed',
    });
    const before = await offers(booked.slug);
    expect(before.isOpenForOrders).toBe(true);
    expect(offered(before)).toContain('RESERVATION_EXTENSION_REQUEST');
    // The departure day: no morning, night or arrival left to sell anything for.
    for (const type of ['BREAKFAST', 'PARKING', 'SAUNA_KIT', 'STOCKED_FRIDGE', 'GYM']) {
      expect(offered(before)).not.toContain(type);
    }
    const { body } = await graphql<{ checkOut: { ok: boolean } }>(gateway(), {
      query: 'mutation ($slug: String!) { checkOut(slug: $slug) { ok } }',
      variables: { slug: booked.slug },
    });
    expect(body.data?.checkOut.ok).toBe(true);

    const after = await offers(booked.slug);
    expect(after).toMatchObject({ stage: 'CHECKED_OUT', isOpenForOrders: false });
    // The door keys are valid exactly for the windows the stay states after check-out.
    const { body: doors } = await graphql<{
      reservation: {
        accessAfterCheckOut: { unitUntil: string; buildingUntil: string };
        keys: { type: string; validTo: string; unavailability: unknown }[];
      };
    }>(gateway(), {
      query: `query ($slug: String!) { reservation(slug: $slug) {
        accessAfterCheckOut { unitUntil buildingUntil }
        keys { type validTo unavailability { code } }
      } }`,
      variables: { slug: booked.slug },
    });
    const { accessAfterCheckOut, keys } = doors.data?.reservation ?? { keys: [] };
    expect(keys.length).toBeGreaterThan(1);
    for (const key of keys) {
      expect(key.validTo).toBe(
        key.type === 'PROPERTY_UNIT'
          ? accessAfterCheckOut?.unitUntil
          : accessAfterCheckOut?.buildingUntil,
      );
    }
    expect(after.offeredProducts).toEqual([]);
    expect(stateOf(after, 'LATE_CHECK_OUT')).toBe('STAY_CLOSED');
    const order = await graphql<{ orderProducts: { ok: boolean; error: { code: string } } }>(
      gateway(),
      {
        query: `mutation ($slug: String!, $key: String!) {
          orderProducts(slug: $slug, items: [{ productId: "any" }], idempotencyKey: $key) {
            ok error { code }
          }
        }`,
        variables: { slug: booked.slug, key: randomUUID() },
      },
    );
    expect(order.body.data?.orderProducts).toEqual({ ok: false, error: { code: 'STAY_ENDED' } });
    expect(sandbox().calls.filter((call) => call.startsWith('PATCH'))).toEqual([
      `PATCH /check-in/${booked.slug}`,
    ]);
  });

  it('offers early check-in only before the arrival time', async () => {
    const booked = await sandbox().createReservation({
      propertyKey: 'berlin-kop92',
      startInDays: 0,
      nights: 2,
    });
    const today = berlinToday();
    await moveSandboxClock(sandbox().url, berlinInstant(today, '10:00'));
    const morning = await offers(booked.slug);
    expect(stateOf(morning, 'EARLY_CHECK_IN')).toBe('OFFERED');
    expect(offered(morning)).toContain('EARLY_CHECK_IN');

    await moveSandboxClock(sandbox().url, berlinInstant(today, '15:30'));
    const afternoon = await offers(booked.slug);
    expect(stateOf(afternoon, 'EARLY_CHECK_IN')).toBe('NOT_AVAILABLE_NOW');
    expect(offered(afternoon)).not.toContain('EARLY_CHECK_IN');
    expect(offered(afternoon)).toContain('BREAKFAST');
  });

  it('refuses an order for a product the stay is not offered now, before the core API', async () => {
    const booked = await sandbox().createReservation({
      propertyKey: 'berlin-kop92',
      startInDays: 0,
      nights: 2,
    });
    const today = berlinToday();
    await moveSandboxClock(sandbox().url, berlinInstant(today, '10:00'));
    const { body: morning } = await graphql<{
      reservation: { offeredProducts: { productId: string; type: string }[] };
    }>(gateway(), {
      query: `query Ids($slug: String!) { reservation(slug: $slug) { offeredProducts { productId type } } }`,
      variables: { slug: booked.slug },
    });
    const earlyCheckIn = morning.data?.reservation.offeredProducts.find(
      (product) => product.type === 'EARLY_CHECK_IN',
    );
    expect(earlyCheckIn).toBeDefined();

    await moveSandboxClock(sandbox().url, berlinInstant(today, '15:30'));
    sandbox().resetCounters();
    const { body } = await graphql<{
      orderProducts: { ok: boolean; error: { code: string; field: string | null } | null };
    }>(gateway(), {
      query: `mutation Order($slug: String!, $items: [OrderItemInput!]!, $key: String!) {
        orderProducts(slug: $slug, items: $items, idempotencyKey: $key) { ok error { code field } }
      }`,
      variables: {
        slug: booked.slug,
        key: randomUUID(),
        items: [{ productId: earlyCheckIn?.productId, timeslotStartsAt: `${today}T12:00:00Z` }],
      },
    });
    expect(body.data?.orderProducts).toEqual({
      ok: false,
      error: { code: 'PRODUCT_NOT_ORDERABLE', field: 'items[0].productId' },
    });
    expect(sandbox().calls.filter((call) => call.startsWith('PATCH'))).toEqual([]);
  });

  it('offers cleaning only when a weekday slot lies between arrival and departure', async () => {
    // Arriving on a Friday for two nights: the only day in between is a Saturday.
    const weekday = new Date(`${berlinToday()}T00:00:00Z`).getUTCDay();
    const toFriday = ((5 - weekday + 7) % 7) + 7;
    const weekend = await sandbox().createReservation({ startInDays: toFriday, nights: 2 });
    const weekendOffers = await offers(weekend.slug);
    expect(stateOf(weekendOffers, 'MID_STAY_CLEANING')).toBe('NOT_AVAILABLE_NOW');
    expect(offered(weekendOffers)).not.toContain('MID_STAY_CLEANING');

    const week = await sandbox().createReservation({ startInDays: 3, nights: 4 });
    expect(stateOf(await offers(week.slug), 'MID_STAY_CLEANING')).toBe('OFFERED');
  });

  it('says "not offered here" for a product the property does not sell', async () => {
    const properties = ['berlin-kop92', 'london-ch65', 'helsinki-kas40', 'tallinn-lii34'];
    const states = new Map<string, string | undefined>();
    for (const propertyKey of properties) {
      const booked = await sandbox().createReservation({ propertyKey, startInDays: 3 });
      const stay = (await (
        await fetch(`${sandbox().url}/check-in/${booked.slug}?$expand=products`)
      ).json()) as { data: { products: { type: string; isOrderable: boolean }[] } };
      const sellsParking = stay.data.products.some(
        (product) => product.type === 'parking' && product.isOrderable,
      );
      const state = stateOf(await offers(booked.slug), 'PARKING');
      expect(state).toBe(sellsParking ? 'OFFERED' : 'NOT_OFFERED_HERE');
      states.set(propertyKey, state);
    }
    // The seed has buildings with a garage and buildings without one among these.
    expect(new Set(states.values())).toEqual(new Set(['OFFERED', 'NOT_OFFERED_HERE']));
  });
});
