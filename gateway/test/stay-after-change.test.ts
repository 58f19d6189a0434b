import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { graphql } from './support/gateway.ts';
import { moveSandboxClock } from './support/sandbox.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';
import { postSubscription, sseEvents } from './support/sse.ts';

// After every change the client's store must be able to follow without asking again: the order's
// final status carries the stay as the order left it, and every stay answers when it next changes
// by the clock alone. Against a real sandbox, through the gateway.

const fastPolling = { ORDER_STATUS_POLL_MS: '20', ORDER_STATUS_POLL_MAX_MS: '80' };

const stayFields = `
  id
  nightsCount endDate departureTime arrivalTime
  unit { unitId name }
  unitCategory { name }
  keys { keyId type validFrom validTo code unavailability { code availableAt } }
  integrations { wifi { ssid password } }
  orderedItems(first: 50) { totalCount edges { node { productId status } } }
  productOffers { type state }
`;

type Stay = {
  id: string;
  nightsCount: number;
  endDate: string;
  departureTime: string;
  arrivalTime: string;
  unit: { unitId: string; name: string | null } | null;
  unitCategory: { name: string } | null;
  keys: {
    keyId: string;
    type: string;
    validFrom: string | null;
    validTo: string | null;
    code: string | null;
    unavailability: { code: string; availableAt: string | null } | null;
  }[];
  integrations: { wifi: { ssid: string; password: string | null } | null };
  orderedItems: { totalCount: number; edges: { node: { productId: string; status: string } }[] };
  productOffers: { type: string; state: string }[];
};

const optionsQuery = `query Options($slug: String!) {
  reservation(slug: $slug) {
    ${stayFields}
    upgradeOptions { productId unitCategoryId name }
    extensionOptions { productId kind endDate isAvailable }
    earlyCheckInAvailability { productId timeslots { time startDate } }
  }
}`;

type Options = Stay & {
  upgradeOptions: { productId: string; unitCategoryId: string; name: string }[];
  extensionOptions: { productId: string; kind: string; endDate: string; isAvailable: boolean }[];
  earlyCheckInAvailability: {
    productId: string;
    timeslots: { time: string; startDate: string }[];
  } | null;
};

const orderProducts = `mutation Order($slug: String!, $items: [OrderItemInput!]!, $key: String!) {
  orderProducts(slug: $slug, items: $items, idempotencyKey: $key) {
    ok error { code field } order { orderId status }
  }
}`;

const orderStatus = `subscription Status($slug: String!, $orderId: ID!) {
  orderStatus(slug: $slug, orderId: $orderId) {
    orderId status
    reservation { ${stayFields} }
  }
}`;

type StatusEvent = { data: { orderStatus: { status: string; reservation: Stay | null } } };

describe('the order subscription carries the stay as each order leaves it', () => {
  const { sandbox, gateway } = useSandboxAndGateway({ env: fastPolling });

  async function options(slug: string): Promise<Options> {
    const { body } = await graphql<{ reservation: Options }>(gateway(), {
      query: optionsQuery,
      variables: { slug },
    });
    if (!body.data?.reservation) throw new Error(JSON.stringify(body.errors));
    return body.data.reservation;
  }

  /** Places the order, follows it over SSE while the sandbox settles it, answers every update. */
  async function orderAndFollow(slug: string, items: Record<string, unknown>[]) {
    const { body } = await graphql<{ orderProducts: { ok: boolean; order: { orderId: string } } }>(
      gateway(),
      { query: orderProducts, variables: { slug, items, key: randomUUID() } },
    );
    expect(body.data?.orderProducts.ok).toBe(true);
    const subscription = postSubscription(gateway(), {
      query: orderStatus,
      variables: { slug, orderId: body.data?.orderProducts.order.orderId },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await moveSandboxClock(sandbox().url, new Date(Date.now() + 5_000));
    return sseEvents<StatusEvent>(await subscription)
      .filter((event) => event.event === 'next')
      .map((event) => event.data?.data.orderStatus);
  }

  const unitKeyOf = (stay: Stay) => stay.keys.find((key) => key.type === 'PROPERTY_UNIT');

  it('after an upgrade: the new unit, its door code and its Wi-Fi, in the ORDERED update', async () => {
    const booked = await sandbox().createReservation({
      propertyKey: 'berlin-kop92',
      startInDays: 0,
      nights: 2,
      checkInState: 'check-in-completed',
    });
    const before = await options(booked.slug);
    const upgrade = before.upgradeOptions[0];
    if (!upgrade) throw new Error('berlin-kop92 offers no upgrade');

    const updates = await orderAndFollow(booked.slug, [
      { productId: upgrade.productId, unitCategoryId: upgrade.unitCategoryId },
    ]);
    expect(updates.map((update) => update?.status)).toEqual(['PENDING', 'ORDERED']);
    const after = updates.at(-1)?.reservation;
    if (!after) throw new Error('the ORDERED update carries no stay');

    expect(after.id).toBe(before.id);
    expect(after.unitCategory?.name).toBe(upgrade.name);
    expect(after.unit?.unitId).not.toBe(before.unit?.unitId);
    // The unit door's key is the new unit's: another key (or at least another code).
    const [oldKey, newKey] = [unitKeyOf(before), unitKeyOf(after)];
    expect(newKey).toBeDefined();
    expect([newKey?.keyId, newKey?.code]).not.toEqual([oldKey?.keyId, oldKey?.code]);
    // Exactly what a fresh read of the stay answers: nothing stale in the update.
    const fresh = await options(booked.slug);
    expect(after.keys).toEqual(fresh.keys);
    expect(after.integrations).toEqual(fresh.integrations);
    expect(after.unit).toEqual(fresh.unit);
    expect(after.orderedItems).toEqual(fresh.orderedItems);
    expect(after.productOffers).toEqual(fresh.productOffers);
  });

  it('after an extension: the new departure and night count, in the ORDERED update', async () => {
    const booked = await sandbox().createReservation({
      propertyKey: 'berlin-kop92',
      startInDays: 1,
      nights: 2,
    });
    const before = await options(booked.slug);
    const oneNight = before.extensionOptions.find((option) => option.kind === 'ONE_NIGHT');
    if (!oneNight?.isAvailable) throw new Error('no one-night extension on offer');

    const updates = await orderAndFollow(booked.slug, [
      { productId: oneNight.productId, consumptionEndDate: oneNight.endDate },
    ]);
    const after = updates.at(-1)?.reservation;
    expect(updates.at(-1)?.status).toBe('ORDERED');
    expect(after?.nightsCount).toBe(before.nightsCount + 1);
    expect(after?.endDate).not.toBe(before.endDate);
    expect(after?.departureTime).toBe(after?.endDate);
  });

  it('after an early check-in: the arrival, the keys and the ordered items, in the ORDERED update', async () => {
    const booked = await sandbox().createReservation({
      propertyKey: 'berlin-kop92',
      startInDays: 1,
      nights: 2,
      checkInState: 'check-in-completed',
    });
    const before = await options(booked.slug);
    const noon = before.earlyCheckInAvailability?.timeslots.find((slot) => slot.time === '12:00');
    if (!noon || !before.earlyCheckInAvailability) throw new Error('no 12:00 early check-in');

    const updates = await orderAndFollow(booked.slug, [
      { productId: before.earlyCheckInAvailability.productId, timeslotStartsAt: noon.startDate },
    ]);
    const after = updates.at(-1)?.reservation;
    expect(after?.arrivalTime).toBe(noon.startDate);
    expect(unitKeyOf(after as Stay)?.validFrom).toBe(noon.startDate);
    expect(after?.orderedItems.edges.map(({ node }) => node)).toContainEqual({
      productId: before.earlyCheckInAvailability.productId,
      status: 'CONFIRMED',
    });
  });
});

const clockQuery = `query Clock($slug: String!) {
  reservation(slug: $slug) {
    stage asOf nextChangeAt arrivalTime departureTime
    keys { validFrom validTo unavailability { availableAt } }
  }
}`;

type Clock = {
  stage: string;
  asOf: string;
  nextChangeAt: string | null;
  arrivalTime: string;
  departureTime: string;
};

describe('every stay says when it next changes by the clock alone', () => {
  const { sandbox, gateway } = useSandboxAndGateway();

  async function clock(slug: string): Promise<Clock> {
    const { body } = await graphql<{ reservation: Clock }>(gateway(), {
      query: clockQuery,
      variables: { slug },
    });
    if (!body.data?.reservation) throw new Error(JSON.stringify(body.errors));
    return body.data.reservation;
  }

  it('names the check-in time on the arrival morning, and the stage has moved once it passes', async () => {
    const booked = await sandbox().createReservation({
      propertyKey: 'helsinki-kas40',
      startInDays: 1,
      nights: 2,
      checkInState: 'check-in-completed',
    });
    const ahead = await clock(booked.slug);
    // Tomorrow morning at 09:00 in Helsinki: the next change is the check-in time (15:00).
    const arrival = Date.parse(ahead.arrivalTime);
    await moveSandboxClock(sandbox().url, new Date(arrival - 6 * 3_600_000));
    const morning = await clock(booked.slug);
    expect(morning.stage).toBe('ARRIVAL_DAY');
    expect(Math.abs(Date.parse(morning.asOf) - (arrival - 6 * 3_600_000))).toBeLessThan(60_000);
    expect(morning.nextChangeAt).toBe(ahead.arrivalTime);

    // Just before midnight on the arrival day the next change is midnight, Helsinki time.
    const lateEvening = new Date(arrival + 8 * 3_600_000 + 59 * 60_000);
    await moveSandboxClock(sandbox().url, lateEvening);
    const evening = await clock(booked.slug);
    expect(evening.stage).toBe('ARRIVAL_DAY');
    const midnight = evening.nextChangeAt ?? '';
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Helsinki',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(midnight)),
    ).toBe('00:00');
    await moveSandboxClock(sandbox().url, new Date(Date.parse(midnight) + 1_000));
    expect((await clock(booked.slug)).stage).toBe('IN_HOUSE');
  });

  it('names nothing once the stay is cancelled', async () => {
    const booked = await sandbox().createReservation({ status: 'canceled' });
    const cancelled = await clock(booked.slug);
    expect(cancelled.stage).toBe('CANCELLED');
    expect(cancelled.nextChangeAt).toBeNull();
  });
});
