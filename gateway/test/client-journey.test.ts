import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { graphql } from './support/gateway.ts';
import { moveSandboxClock, type RunningSandbox } from './support/sandbox.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';

// The defects a client developer hit walking the whole journey through GraphQL: each test here
// failed against the gateway and sandbox before they were fixed.

type UserError = { code: string; field: string | null } | null;
type OrderPayload = { ok: boolean; error: UserError; order: { orderId: string } | null };

const orderProducts = `mutation Order($slug: String!, $items: [OrderItemInput!]!, $key: String!) {
  orderProducts(slug: $slug, items: $items, idempotencyKey: $key) {
    ok error { code field } order { orderId }
  }
}`;

describe('the guest journey through GraphQL', () => {
  const { sandbox, gateway } = useSandboxAndGateway();

  function query<T>(text: string, variables: Record<string, unknown> = {}) {
    return graphql<T>(gateway(), { query: text, variables });
  }

  async function offered(slug: string): Promise<Record<string, string>> {
    const { body } = await query<{
      reservation: { offeredProducts: { productId: string; type: string }[] };
    }>(
      'query($slug: String!) { reservation(slug: $slug) { offeredProducts { productId type } } }',
      {
        slug,
      },
    );
    return Object.fromEntries(
      (body.data?.reservation.offeredProducts ?? []).map((product) => [
        product.type,
        product.productId,
      ]),
    );
  }

  async function order(slug: string, items: unknown[], key = randomUUID()) {
    const { body } = await query<{ orderProducts: OrderPayload }>(orderProducts, {
      slug,
      items,
      key,
    });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.orderProducts;
  }

  /** Moves the sandbox clock on past the moment pending orders settle (and it keeps ticking). */
  let clockAhead = 0;
  async function settleOrders(): Promise<void> {
    clockAhead += 10_000;
    await moveSandboxClock(sandbox().url, new Date(Date.now() + clockAhead));
  }

  it('creates one order for a double-submitted order: the same key answers the same order', async () => {
    const booked = await sandbox().createReservation();
    const { PARKING: parking } = await offered(booked.slug);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      order(booked.slug, [{ productId: parking }], key),
      order(booked.slug, [{ productId: parking }], key),
    ]);
    expect(first.ok && second.ok).toBe(true);
    expect(second.order?.orderId).toBe(first.order?.orderId);
    const again = await order(booked.slug, [{ productId: parking }], key);
    expect(again.order?.orderId).toBe(first.order?.orderId);
    const { body } = await query<{ reservation: { orderedItems: { totalCount: number } } }>(
      'query($slug: String!) { reservation(slug: $slug) { orderedItems { totalCount } } }',
      { slug: booked.slug },
    );
    expect(body.data?.reservation.orderedItems.totalCount).toBe(1);
    expect(sandbox().calls.filter((call) => call.startsWith('PATCH'))).toHaveLength(3);
  });

  it('replaces an earlier check-out time change instead of adding a second late check-out, and exposes the effective times', async () => {
    const booked = await sandbox().createReservation({ startInDays: 2, nights: 2 });
    const change = (checkOutTime: string) =>
      query<{ changeStayTimes: OrderPayload }>(
        `mutation($slug: String!, $out: String!, $key: String!) {
          changeStayTimes(slug: $slug, checkOutTime: $out, idempotencyKey: $key) { ok error { code field } } }`,
        { slug: booked.slug, out: checkOutTime, key: randomUUID() },
      );
    expect((await change('12:00')).body.data?.changeStayTimes.ok).toBe(true);
    await settleOrders();
    expect((await change('14:00')).body.data?.changeStayTimes.ok).toBe(true);
    await settleOrders();
    const { body } = await query<{
      reservation: {
        startDate: string;
        endDate: string;
        arrivalTime: string;
        departureTime: string;
        productOffers: { type: string; state: string; product: { productId: string } | null }[];
        orderedItems: { edges: { node: { productId: string; timeslotStartsAt: string | null } }[] };
      };
    }>(
      `query($slug: String!) { reservation(slug: $slug) {
        startDate endDate arrivalTime departureTime
        productOffers { type state product { productId } }
        orderedItems { edges { node { productId timeslotStartsAt } } } } }`,
      { slug: booked.slug },
    );
    const stay = body.data?.reservation;
    const lateCheckOut = stay?.productOffers.find((offer) => offer.type === 'LATE_CHECK_OUT');
    // Bought once: the second time changed the bought one, it was not sold again.
    expect(lateCheckOut?.state).toBe('BOUGHT');
    const lateItems = stay?.orderedItems.edges.filter(
      (edge) => edge.node.productId === lateCheckOut?.product?.productId,
    );
    expect(lateItems).toHaveLength(1);
    expect(stay?.arrivalTime).toBe(stay?.startDate);
    expect(stay?.departureTime).toBe(lateItems?.[0]?.node.timeslotStartsAt);
    // 14:00 on the departure day, three hours after the standard 11:00 check-out.
    expect(Date.parse(stay?.departureTime ?? '') - Date.parse(stay?.endDate ?? '')).toBe(
      3 * 3_600_000,
    );
  });

  it('answers ordered items with one type per date field: days as LocalDate, timeslots as DateTime', async () => {
    const booked = await sandbox().createReservation({ startInDays: 2, nights: 3 });
    const products = await offered(booked.slug);
    const { body: availability } = await query<{
      reservation: { earlyCheckInAvailability: { timeslots: { startDate: string }[] } };
    }>(
      'query($slug: String!) { reservation(slug: $slug) { earlyCheckInAvailability { timeslots { startDate } } } }',
      { slug: booked.slug },
    );
    const slot = availability.data?.reservation.earlyCheckInAvailability.timeslots[0]?.startDate;
    const placed = await order(booked.slug, [
      { productId: products.PARKING },
      { productId: products.EARLY_CHECK_IN, timeslotStartsAt: slot },
    ]);
    expect(placed).toMatchObject({ ok: true, error: null });
    const { body } = await query<{
      reservation: {
        orderedItems: {
          edges: {
            node: {
              productId: string;
              consumptionDate: string;
              consumptionEndDate: string | null;
              timeslotStartsAt: string | null;
            };
          }[];
        };
      };
    }>(
      `query($slug: String!) { reservation(slug: $slug) { orderedItems { edges { node {
        productId consumptionDate consumptionEndDate timeslotStartsAt } } } } }`,
      { slug: booked.slug },
    );
    const items = body.data?.reservation.orderedItems.edges.map((edge) => edge.node) ?? [];
    for (const item of items) expect(item.consumptionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const early = items.find((item) => item.productId === products.EARLY_CHECK_IN);
    const parking = items.find((item) => item.productId === products.PARKING);
    expect(early?.timeslotStartsAt).toBe(new Date(slot ?? '').toISOString());
    expect(parking?.timeslotStartsAt).toBeNull();
  });

  it('refuses at once the custom products it cannot order: informational, third-party, another property’s', async () => {
    const booked = await sandbox().createReservation({ propertyKey: 'berlin-kop92' });
    const customProducts = async (key: string) => {
      const { body } = await query<{
        property: { customProducts: { customProductId: string; type: string }[] };
      }>(
        'query($key: String!) { property(key: $key) { customProducts { customProductId type } } }',
        {
          key,
        },
      );
      return body.data?.property.customProducts ?? [];
    };
    const berlin = await customProducts('berlin-kop92');
    const london = await customProducts('london-ch65');
    const refusedIds = [
      berlin.find((product) => product.type === 'INFORMATIONAL')?.customProductId,
      berlin.find((product) => product.type === 'THIRD_PARTY')?.customProductId,
      london.find((product) => product.type === 'REQUEST')?.customProductId,
    ];
    expect(refusedIds.every(Boolean)).toBe(true);
    sandbox().calls.length = 0;
    for (const customProductId of refusedIds) {
      const { body } = await query<{ orderCustomProduct: OrderPayload }>(
        `mutation($slug: String!, $id: String!, $key: String!) {
          orderCustomProduct(slug: $slug, customProductId: $id, idempotencyKey: $key) {
            ok error { code field } order { orderId } } }`,
        { slug: booked.slug, id: customProductId, key: randomUUID() },
      );
      expect(body.data?.orderCustomProduct).toEqual({
        ok: false,
        error: { code: 'PRODUCT_NOT_ORDERABLE', field: 'customProductId' },
        order: null,
      });
    }
    expect(sandbox().calls.some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('tells a guest who booked through an online travel agency to cancel there, without cancelling', async () => {
    const booked = await sandbox().createReservation({ cancellation: 'ota', startInDays: 5 });
    sandbox().calls.length = 0;
    const { body } = await query<{
      cancelReservation: { ok: boolean; error: UserError; reservation: { status: string } };
    }>(
      `mutation($slug: String!) { cancelReservation(slug: $slug) {
        ok error { code field } reservation { status } } }`,
      { slug: booked.slug },
    );
    expect(body.data?.cancelReservation).toEqual({
      ok: false,
      error: { code: 'BOOKED_THROUGH_AGENCY', field: null },
      reservation: { status: 'CONFIRMED' },
    });
    expect(sandbox().calls.some((call) => call.startsWith('PATCH'))).toBe(false);
  });

  it('answers null daily availability for a product the property does not offer, without asking', async () => {
    const booked = await sandbox().createReservation({
      propertyKey: await propertyWithoutParking(sandbox()),
    });
    expect((await offered(booked.slug)).PARKING).toBeUndefined();
    sandbox().calls.length = 0;
    const { body } = await query<{ reservation: { parking: unknown; breakfast: unknown } }>(
      `query($slug: String!) { reservation(slug: $slug) {
        parking: dailyAvailability(product: PARKING) { productId }
        breakfast: dailyAvailability(product: BREAKFAST) { productId } } }`,
      { slug: booked.slug },
    );
    expect(body.data?.reservation.parking).toBeNull();
    expect(body.data?.reservation.breakfast).not.toBeNull();
    expect(sandbox().calls).not.toContain('GET /product-availability/parking');
  });
});

/** A property whose parking product exists but is not on offer (most of the portfolio). */
async function propertyWithoutParking(sandbox: RunningSandbox): Promise<string> {
  const rows = await sandbox.instance.db
    .selectFrom('products')
    .innerJoin('properties', 'properties.id', 'products.propertyId')
    .select('properties.key')
    .where('products.type', '=', 'parking')
    .where('products.isOrderable', '=', 0)
    .where('properties.isWhiteLabel', '=', 0)
    .execute();
  const key = rows[0]?.key;
  if (!key) throw new Error('every property offers parking');
  return key;
}
