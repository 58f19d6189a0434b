import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { graphql } from './support/gateway.ts';
import { moveSandboxClock } from './support/sandbox.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';

// What a guest buys changes the stay itself, and every answer about the stay says so: its
// arrival and departure, its door keys' validity and the price recorded for what was confirmed.
// Each effect is bought through the gateway against a real sandbox and read back through it.

type Money = { amountMinor: number; currencyCode: string };
type Stay = {
  arrivalTime: string;
  departureTime: string;
  endDate: string;
  totalPrice: Money;
  keys: {
    keyId: string;
    type: string;
    accessType: string;
    validFrom: string;
    validTo: string;
    code: string | null;
    unavailability: { code: string; availableAt: string | null } | null;
  }[];
  orderedItems: {
    edges: {
      node: {
        productId: string;
        status: string;
        priceGross: Money;
        consumptionEndDate: string | null;
        timeslotStartsAt: string | null;
      };
    }[];
  };
  earlyCheckInAvailability: Timeslots | null;
  lateCheckOutAvailability: Timeslots | null;
  upgradeOptions: {
    productId: string;
    unitCategoryId: string;
    nightsCount: number;
    pricePerNight: Money;
  }[];
  extensionOptions: {
    productId: string;
    kind: string;
    nights: number;
    endDate: string;
    isAvailable: boolean;
    totalPrice: Money;
  }[];
};
type Timeslots = { productId: string; timeslots: { time: string; startDate: string }[] };

const stayQuery = `query Stay($slug: String!) {
  reservation(slug: $slug) {
    arrivalTime departureTime endDate totalPrice { amountMinor currencyCode }
    keys { keyId type accessType validFrom validTo code unavailability { code availableAt } }
    orderedItems(first: 50) { edges { node {
      productId status priceGross { amountMinor currencyCode } consumptionEndDate timeslotStartsAt
    } } }
    earlyCheckInAvailability { productId timeslots { time startDate } }
    lateCheckOutAvailability { productId timeslots { time startDate } }
    upgradeOptions { productId unitCategoryId nightsCount pricePerNight { amountMinor currencyCode } }
    extensionOptions {
      productId kind nights endDate isAvailable totalPrice { amountMinor currencyCode }
    }
  }
}`;

const orderProducts = `mutation Order($slug: String!, $items: [OrderItemInput!]!, $key: String!) {
  orderProducts(slug: $slug, items: $items, idempotencyKey: $key) {
    ok error { code message field } order { orderId status }
  }
}`;

const orderStatus = `query OrderStatus($slug: String!, $orderId: ID!) {
  order(slug: $slug, orderId: $orderId) { status error { code } }
}`;

describe('what a guest buys moves the stay, its keys and its recorded price', () => {
  const { sandbox, gateway } = useSandboxAndGateway();

  async function stay(slug: string): Promise<Stay> {
    const { body } = await graphql<{ reservation: Stay }>(gateway(), {
      query: stayQuery,
      variables: { slug },
    });
    expect(body.errors).toBeUndefined();
    if (!body.data?.reservation) throw new Error('no reservation');
    return body.data.reservation;
  }

  /** Orders through the gateway and lets the order settle on the sandbox clock. */
  async function buy(slug: string, items: Record<string, unknown>[], clock: { at: number }) {
    const { body } = await graphql<{
      orderProducts: { ok: boolean; order: { orderId: string } | null; error: unknown };
    }>(gateway(), { query: orderProducts, variables: { slug, items, key: randomUUID() } });
    expect(body.data?.orderProducts).toMatchObject({ ok: true, error: null });
    const orderId = body.data?.orderProducts.order?.orderId;
    clock.at = Math.max(clock.at, Date.now()) + 2_000;
    await moveSandboxClock(sandbox().url, new Date(clock.at));
    const settled = await graphql<{ order: { status: string } }>(gateway(), {
      query: orderStatus,
      variables: { slug, orderId },
    });
    expect(settled.body.data?.order.status).toBe('ORDERED');
  }

  const unitKey = (current: Stay) => {
    const key = current.keys.find((candidate) => candidate.type === 'PROPERTY_UNIT');
    if (!key) throw new Error('the stay has no unit key');
    return key;
  };
  const localTime = (instant: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(instant));
  const localDate = (instant: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(instant));

  async function checkedInStayFromTomorrow() {
    const booked = await sandbox().createReservation({
      propertyKey: 'berlin-kop92',
      startInDays: 1,
      nights: 2,
      checkInState: 'check-in-completed',
    });
    return { slug: booked.slug, clock: { at: Date.now() } };
  }

  it('a bought early check-in moves the arrival and opens the doors at its time', async () => {
    const { slug, clock } = await checkedInStayFromTomorrow();
    const before = await stay(slug);
    expect(localTime(before.arrivalTime)).toBe('15:00');
    expect(unitKey(before).validFrom).toBe(before.arrivalTime);
    const noon = before.earlyCheckInAvailability?.timeslots.find((slot) => slot.time === '12:00');
    if (!noon || !before.earlyCheckInAvailability) throw new Error('no 12:00 early check-in');

    await buy(
      slug,
      [{ productId: before.earlyCheckInAvailability.productId, timeslotStartsAt: noon.startDate }],
      clock,
    );
    const after = await stay(slug);
    expect(after.arrivalTime).toBe(noon.startDate);
    expect(unitKey(after).validFrom).toBe(noon.startDate);
    for (const key of after.keys) expect(key.validFrom).toBe(noon.startDate);

    // At 12:30 on arrival day every door opens: the guest paid to be let in at 12:00.
    await moveSandboxClock(sandbox().url, new Date(Date.parse(noon.startDate) + 30 * 60_000));
    const atHalfPastTwelve = await stay(slug);
    for (const key of atHalfPastTwelve.keys) expect(key.unavailability).toBeNull();
    const door = unitKey(atHalfPastTwelve);
    if (door.accessType === 'CODE') expect(door.code).not.toBeNull();
    const { body } = await graphql<{ unlockDoor: { ok: boolean } }>(gateway(), {
      query: `mutation Unlock($slug: String!, $key: String!) {
        unlockDoor(slug: $slug, propertyKeyId: $key) { ok }
      }`,
      variables: { slug, key: door.keyId },
    });
    if (door.accessType === 'REMOTE') expect(body.data?.unlockDoor.ok).toBe(true);
  });

  it('a bought late check-out moves the departure and keeps the unit door open until then', async () => {
    const { slug, clock } = await checkedInStayFromTomorrow();
    const before = await stay(slug);
    expect(localTime(before.departureTime)).toBe('11:00');
    const late = before.lateCheckOutAvailability?.timeslots.find((slot) => slot.time === '14:00');
    if (!late || !before.lateCheckOutAvailability) throw new Error('no 14:00 late check-out');

    await buy(
      slug,
      [{ productId: before.lateCheckOutAvailability.productId, timeslotStartsAt: late.startDate }],
      clock,
    );
    const after = await stay(slug);
    expect(after.departureTime).toBe(late.startDate);
    expect(unitKey(after).validTo).toBe(late.startDate);

    // At 13:30 on departure day the unit door still opens.
    await moveSandboxClock(sandbox().url, new Date(Date.parse(late.startDate) - 30 * 60_000));
    expect(unitKey(await stay(slug))).toMatchObject({ unavailability: null });
  });

  it('an extension after an upgrade is charged as quoted, at the new category, and keeps the late check-out time', async () => {
    const { slug, clock } = await checkedInStayFromTomorrow();
    const before = await stay(slug);
    const upgrade = before.upgradeOptions[0];
    if (!upgrade) throw new Error('berlin-kop92 offers no upgrade');
    await buy(
      slug,
      [{ productId: upgrade.productId, unitCategoryId: upgrade.unitCategoryId }],
      clock,
    );
    const late = before.lateCheckOutAvailability?.timeslots.find((slot) => slot.time === '13:00');
    if (!late || !before.lateCheckOutAvailability) throw new Error('no 13:00 late check-out');
    await buy(
      slug,
      [{ productId: before.lateCheckOutAvailability.productId, timeslotStartsAt: late.startDate }],
      clock,
    );

    const upgraded = await stay(slug);
    const oneNight = upgraded.extensionOptions.find((option) => option.kind === 'ONE_NIGHT');
    if (!oneNight?.isAvailable) throw new Error('no one-night extension on offer');
    // The quote is the upgraded category's rate, not the booking's original nightly price.
    const originalQuote = before.extensionOptions.find((option) => option.kind === 'ONE_NIGHT');
    expect(oneNight.totalPrice.amountMinor).toBe(
      (originalQuote?.totalPrice.amountMinor ?? 0) + upgrade.pricePerNight.amountMinor,
    );

    await buy(
      slug,
      [{ productId: oneNight.productId, consumptionEndDate: oneNight.endDate }],
      clock,
    );
    const extended = await stay(slug);
    const recorded = extended.orderedItems.edges
      .map(({ node }) => node)
      .find((item) => item.productId === oneNight.productId);
    expect(recorded?.priceGross).toEqual(oneNight.totalPrice);
    expect(extended.totalPrice.amountMinor).toBe(
      upgraded.totalPrice.amountMinor + oneNight.totalPrice.amountMinor,
    );

    // The departure moved a night and kept the bought 13:00; the unit key follows.
    expect(localDate(extended.departureTime)).toBe(oneNight.endDate);
    expect(localTime(extended.departureTime)).toBe('13:00');
    expect(unitKey(extended).validTo).toBe(extended.departureTime);
    const lateItem = extended.orderedItems.edges
      .map(({ node }) => node)
      .find((item) => item.productId === before.lateCheckOutAvailability?.productId);
    expect(lateItem?.timeslotStartsAt).toBe(extended.departureTime);
  });

  it('an extension onto nights another stay holds is refused before the core API, as its option says', async () => {
    const { slug } = await checkedInStayFromTomorrow();
    // The next guest arrives on the unit two nights after this stay leaves: two nights are free.
    const next = await sandbox().createReservation({
      propertyKey: 'berlin-kop92',
      startInDays: 5,
      nights: 2,
    });
    const db = sandbox().instance.db;
    const { unitId } = await db
      .selectFrom('reservations')
      .select('unitId')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    await db.updateTable('reservations').set({ unitId }).where('id', '=', next.id).execute();

    const options = (await stay(slug)).extensionOptions;
    expect(options.map((option) => [option.nights, option.isAvailable])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    const three = options[2];
    if (!three) throw new Error('no three-night choice');
    sandbox().resetCounters();
    const { body } = await graphql<{
      orderProducts: { ok: boolean; error: { code: string; field: string | null } | null };
    }>(gateway(), {
      query: orderProducts,
      variables: {
        slug,
        items: [{ productId: three.productId, consumptionEndDate: three.endDate }],
        key: randomUUID(),
      },
    });
    expect(body.data?.orderProducts).toMatchObject({
      ok: false,
      error: { code: 'DATES_NOT_AVAILABLE', field: 'items[0].consumptionEndDate' },
    });
    expect(sandbox().calls.filter((call) => call.startsWith('PATCH'))).toEqual([]);
  });

  it("a reward's free early check-in is recorded free with the reward, which is then used", async () => {
    // Aino Virtanen's early check-in reward is unlocked (spec §4: upcoming): her stay ahead gets it.
    const email = 'aino.virtanen@example.com';
    const ahead = await sandbox().createReservation({
      propertyKey: 'helsinki-kas40',
      email,
      startInDays: 2,
      checkInState: 'check-in-completed',
    });
    const offersQuery = `query Offers($slug: String!) { reservation(slug: $slug) {
      productOffers { type state isReward price { amountMinor } product { productId } }
      earlyCheckInAvailability { timeslots { startDate } }
      orderedItems { edges { node { productId isReward priceGross { amountMinor } } } }
    } }`;
    type Offers = {
      productOffers: {
        type: string;
        state: string;
        isReward: boolean;
        price: { amountMinor: number } | null;
        product: { productId: string } | null;
      }[];
      earlyCheckInAvailability: { timeslots: { startDate: string }[] } | null;
      orderedItems: {
        edges: {
          node: { productId: string; isReward: boolean; priceGross: { amountMinor: number } };
        }[];
      };
    };
    const offersOf = async (slug: string) => {
      const { body } = await graphql<{ reservation: Offers }>(gateway(), {
        query: offersQuery,
        variables: { slug },
      });
      if (!body.data?.reservation) throw new Error(JSON.stringify(body.errors));
      return body.data.reservation;
    };
    const before = await offersOf(ahead.slug);
    const early = before.productOffers.find((offer) => offer.type === 'EARLY_CHECK_IN');
    expect(early).toMatchObject({ state: 'OFFERED', isReward: true, price: { amountMinor: 0 } });
    const slot = before.earlyCheckInAvailability?.timeslots[0]?.startDate;
    await buy(ahead.slug, [{ productId: early?.product?.productId, timeslotStartsAt: slot }], {
      at: Date.now(),
    });

    const after = await offersOf(ahead.slug);
    expect(after.orderedItems.edges.map((edge) => edge.node)).toEqual([
      {
        productId: early?.product?.productId,
        isReward: true,
        priceGross: { amountMinor: 0 },
      },
    ]);
    // Used once: her next stay pays for its early check-in, and her rewards say it was used.
    const later = await sandbox().createReservation({
      propertyKey: 'helsinki-kas40',
      email,
      startInDays: 9,
    });
    expect(
      (await offersOf(later.slug)).productOffers.find((offer) => offer.type === 'EARLY_CHECK_IN'),
    ).toMatchObject({ state: 'OFFERED', isReward: false });
    const token = await accessTokenOf(email);
    const { body } = await graphql<{
      viewer: {
        rewards: { type: string; status: string; isUnlocked: boolean; usedAt: string | null }[];
      };
    }>(
      gateway(),
      { query: '{ viewer { rewards { type status isUnlocked usedAt } } }' },
      { authorization: `Bearer ${token}` },
    );
    expect(body.data?.viewer.rewards.find((reward) => reward.type === 'CHECK_IN_EARLY')).toEqual({
      type: 'CHECK_IN_EARLY',
      status: 'USED',
      isUnlocked: false,
      usedAt: expect.any(String),
    });
  });

  /** A sign-in at the core API directly: the one-time code from its outbox, the access token. */
  async function accessTokenOf(email: string): Promise<string> {
    const post = (body: object) =>
      fetch(`${sandbox().url}/authentication`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await post({ email, strategy: 'otp', turnstileToken: 'test' });
    const outbox = (await (
      await fetch(`${sandbox().url}/_sandbox/outbox?to=${encodeURIComponent(email)}`)
    ).json()) as { data: { code: string }[] };
    const verified = (await (
      await post({ email, strategy: 'otp', otp: outbox.data[0]?.code })
    ).json()) as { data: { accessToken: string } };
    return verified.data.accessToken;
  }
});
