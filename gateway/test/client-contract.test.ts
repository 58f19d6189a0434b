import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { deployedApps, graphql } from './support/gateway.ts';
import { moveSandboxClock } from './support/sandbox.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';

// What a client developer meets through GraphQL alone: exact money, one error vocabulary with
// argument paths, refusals of input that is not what the schema says, and the stay's derived
// page state.

type Money = {
  amountMinor: number;
  minorUnitDigits: number;
  decimalAmount: string;
  currencyCode: string;
};
type GraphQLErrors = { extensions?: Record<string, unknown> }[] | undefined;

const money = 'amountMinor minorUnitDigits decimalAmount currencyCode';

describe('the contract a client developer meets', () => {
  const { sandbox, gateway } = useSandboxAndGateway();

  function query<T>(text: string, variables: Record<string, unknown> = {}) {
    return graphql<T>(gateway(), { query: text, variables });
  }

  it('answers money exactly: integer minor units, their digits and a decimal string', async () => {
    const booked = await sandbox().createReservation({ propertyKey: 'helsinki-kas40' });
    const { body } = await query<{
      reservation: { totalPrice: Money; offeredProducts: { priceGross: Money }[] };
    }>(
      `query($slug: String!) { reservation(slug: $slug) {
        totalPrice { ${money} } offeredProducts { priceGross { ${money} } } } }`,
      { slug: booked.slug },
    );
    const prices = [
      body.data?.reservation.totalPrice,
      ...(body.data?.reservation.offeredProducts ?? []).map((product) => product.priceGross),
    ];
    expect(prices.length).toBeGreaterThan(2);
    for (const price of prices) {
      expect(Number.isInteger(price?.amountMinor)).toBe(true);
      expect(price).toMatchObject({ minorUnitDigits: 2, currencyCode: 'EUR' });
      const [whole, cents] = price?.decimalAmount.split('.') ?? [];
      expect(cents).toHaveLength(2);
      expect(Number(whole) * 100 + Number(cents)).toBe(price?.amountMinor);
    }
  });

  it('refuses a LocalDate that is not a calendar date, as BAD_USER_INPUT naming the argument, before the core API', async () => {
    const booked = await sandbox().createReservation({ startInDays: 10 });
    sandbox().calls.length = 0;
    const mutation = `mutation($slug: String!, $start: LocalDate!, $end: LocalDate!) {
      changeStayDates(slug: $slug, startDate: $start, endDate: $end, expectedTotalMinor: 24000) {
        ok } }`;
    for (const start of ['2026-02-30', '2026-2-3', '2026-12-01T00:00:00Z', 'tomorrow']) {
      const { body } = await query<unknown>(mutation, {
        slug: booked.slug,
        start,
        end: '2026-12-05',
      });
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'startDate',
      });
    }
    const literal = await query<unknown>(
      'mutation($slug: String!) { changeStayDates(slug: $slug, startDate: "2026-13-01", endDate: "2026-12-05", expectedTotalMinor: 24000) { ok } }',
      { slug: booked.slug },
    );
    expect(literal.body.data).toBeFalsy();
    expect(literal.body.errors?.length).toBeGreaterThan(0);
    expect(sandbox().calls.some((call) => call.startsWith('PATCH'))).toBe(false);
  });

  it('answers a missing or mistyped variable with a code, like other refused requests', async () => {
    const missing = await query<unknown>(
      'query($slug: String!) { reservation(slug: $slug) { id } }',
    );
    const mistyped = await query<unknown>(
      'query($slug: String!) { reservation(slug: $slug) { id } }',
      { slug: 5 },
    );
    const invalidDocument = await query<unknown>('{ reservation { id } }');
    for (const errors of [missing.body.errors, mistyped.body.errors] as GraphQLErrors[]) {
      expect(errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'slug' });
    }
    expect(missing.status).toBe(invalidDocument.status);
    expect(invalidDocument.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses a page size outside 1..100 and an unknown cursor instead of clamping them', async () => {
    const booked = await sandbox().createReservation();
    const page = (args: string) =>
      query<{ reservation: unknown }>(
        `query($slug: String!) { reservation(slug: $slug) { orderedItems(${args}) { totalCount } } }`,
        { slug: booked.slug },
      );
    for (const [args, field] of [
      ['first: 0', 'first'],
      ['first: 101', 'first'],
      ['first: -5', 'first'],
      ['after: "bm9wZQ"', 'after'],
    ]) {
      const { body } = await page(args as string);
      expect(body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field });
    }
    const { body } = await page('first: 100');
    expect(body.errors).toBeUndefined();
    const viewer = await query<unknown>(
      '{ viewer { activeReservations(first: 500) { totalCount } } }',
    );
    expect(viewer.body.errors).toBeUndefined();
  });

  it('derives the stay page once: active through the departure day, expired when cancelled or over', async () => {
    const stays = {
      ahead: await sandbox().createReservation({ startInDays: 3 }),
      departingToday: await sandbox().createReservation({ startInDays: -2, nights: 2 }),
      over: await sandbox().createReservation({ startInDays: -4, nights: 2 }),
      cancelled: await sandbox().createReservation({ startInDays: 3, status: 'canceled' }),
    };
    const states: Record<string, string | undefined> = {};
    for (const [name, stay] of Object.entries(stays)) {
      const { body } = await query<{ reservation: { pageState: string } }>(
        'query($slug: String!) { reservation(slug: $slug) { pageState } }',
        { slug: stay.slug },
      );
      states[name] = body.data?.reservation.pageState;
    }
    expect(states).toEqual({
      ahead: 'ACTIVE',
      departingToday: 'ACTIVE',
      over: 'EXPIRED',
      cancelled: 'EXPIRED',
    });
  });

  it('offers a cancelled stay nothing and refuses its orders at once, without ordering', async () => {
    const cancelled = await sandbox().createReservation({ status: 'canceled' });
    const active = await sandbox().createReservation();
    const offered = await query<{ reservation: { offeredProducts: { productId: string }[] } }>(
      'query($slug: String!) { reservation(slug: $slug) { offeredProducts { productId } } }',
      { slug: active.slug },
    );
    const productId = offered.body.data?.reservation.offeredProducts[0]?.productId;
    sandbox().calls.length = 0;
    const { body } = await query<{
      reservation: { offeredProducts: unknown[] };
      orderProducts: { ok: boolean; error: { code: string } | null };
    }>(
      `mutation($slug: String!, $items: [OrderItemInput!]!, $key: String!) {
        orderProducts(slug: $slug, items: $items, idempotencyKey: $key) {
          ok error { code } reservation { offeredProducts { productId } } } }`,
      { slug: cancelled.slug, items: [{ productId }], key: randomUUID() },
    );
    expect(body.data?.orderProducts).toEqual({
      ok: false,
      error: { code: 'STAY_CANCELLED' },
      reservation: { offeredProducts: [] },
    });
    expect(sandbox().calls.some((call) => call.startsWith('PATCH'))).toBe(false);
  });

  it('names the argument a refusal is about in the client’s terms, never the core API’s', async () => {
    const booked = await sandbox().createReservation();
    const offered = await query<{
      reservation: { offeredProducts: { productId: string; type: string }[] };
    }>(
      'query($slug: String!) { reservation(slug: $slug) { offeredProducts { productId type } } }',
      { slug: booked.slug },
    );
    const parking = offered.body.data?.reservation.offeredProducts.find(
      (product) => product.type === 'PARKING',
    );
    const order = await query<{ orderProducts: { error: { code: string; field: string } } }>(
      `mutation($slug: String!, $items: [OrderItemInput!]!, $key: String!) {
        orderProducts(slug: $slug, items: $items, idempotencyKey: $key) { error { code field } } }`,
      {
        slug: booked.slug,
        items: [{ productId: parking?.productId }, { productId: parking?.productId, quantity: 50 }],
        key: randomUUID(),
      },
    );
    expect(order.body.data?.orderProducts.error).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'items[1].quantity',
    });
    const card = await query<{ addCard: { error: { code: string; field: string } } }>(
      `mutation($slug: String!) { addCard(slug: $slug, card: {
        name: "A Guest", type: VISA, expirationDate: "2030-01", numberMasked: "424242xxxxxx4242",
        transactionId: "never-issued" }) { error { code field } } }`,
      { slug: booked.slug },
    );
    expect(card.body.data?.addCard.error).toEqual({
      code: 'CARD_NOT_ADDED',
      field: 'card.transactionId',
    });
  });

  it('refuses a key used twice for different orders, and a key that is no key', async () => {
    const booked = await sandbox().createReservation();
    const offered = await query<{
      reservation: { offeredProducts: { productId: string; type: string }[] };
    }>(
      'query($slug: String!) { reservation(slug: $slug) { offeredProducts { productId type } } }',
      { slug: booked.slug },
    );
    const idOf = (type: string) =>
      offered.body.data?.reservation.offeredProducts.find((product) => product.type === type)
        ?.productId;
    const order = (productId: string | undefined, key: string) =>
      query<{ orderProducts: { ok: boolean; error: { code: string; field: string } | null } }>(
        `mutation($slug: String!, $items: [OrderItemInput!]!, $key: String!) {
          orderProducts(slug: $slug, items: $items, idempotencyKey: $key) { ok error { code field } } }`,
        { slug: booked.slug, items: [{ productId }], key },
      );
    const key = randomUUID();
    expect((await order(idOf('PARKING'), key)).body.data?.orderProducts.ok).toBe(true);
    expect((await order(idOf('GYM'), key)).body.data?.orderProducts.error).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      field: null,
    });
    expect((await order(idOf('GYM'), 'short')).body.data?.orderProducts.error).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'idempotencyKey',
    });
  });

  it('orders an upgrade to the category the guest chose, and a stay extension by its option’s product', async () => {
    const booked = await sandbox().createReservation({ propertyKey: 'helsinki-kas40', nights: 3 });
    const { body } = await query<{
      reservation: {
        unitCategory: { unitCategoryId: string };
        upgradeOptions: { productId: string; unitCategoryId: string }[];
        extensionOptions: { productId: string; endDate: string; isAvailable: boolean }[];
      };
    }>(
      `query($slug: String!) { reservation(slug: $slug) {
        unitCategory { unitCategoryId }
        upgradeOptions { productId unitCategoryId }
        extensionOptions { productId endDate isAvailable } } }`,
      { slug: booked.slug },
    );
    const options = body.data?.reservation.upgradeOptions ?? [];
    const chosen = options.at(-1);
    expect(chosen).toBeDefined();
    const extension = body.data?.reservation.extensionOptions.find((option) => option.isAvailable);
    expect(extension?.productId).toMatch(/\S/);
    const order = (items: unknown[]) =>
      query<{ orderProducts: { ok: boolean; error: { code: string; field: string } | null } }>(
        `mutation($slug: String!, $items: [OrderItemInput!]!, $key: String!) {
          orderProducts(slug: $slug, items: $items, idempotencyKey: $key) { ok error { code field } } }`,
        { slug: booked.slug, items, key: randomUUID() },
      );
    const withoutCategory = await order([{ productId: chosen?.productId }]);
    expect(withoutCategory.body.data?.orderProducts.error).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'items[0].unitCategoryId',
    });
    const upgrade = await order([
      { productId: chosen?.productId, unitCategoryId: chosen?.unitCategoryId },
    ]);
    expect(upgrade.body.data?.orderProducts).toEqual({ ok: true, error: null });
    const extended = await order([
      { productId: extension?.productId, consumptionEndDate: extension?.endDate },
    ]);
    expect(extended.body.data?.orderProducts).toEqual({ ok: true, error: null });
    await moveSandboxClock(sandbox().url, new Date(Date.now() + 5_000));
    const after = await query<{ reservation: { unitCategory: { unitCategoryId: string } } }>(
      'query($slug: String!) { reservation(slug: $slug) { unitCategory { unitCategoryId } } }',
      { slug: booked.slug },
    );
    expect(after.body.data?.reservation.unitCategory.unitCategoryId).toBe(chosen?.unitCategoryId);
  });

  it('returns the reservation from a check-in step, like every other mutation', async () => {
    const booked = await sandbox().createReservation({
      propertyKey: 'berlin-kop92',
      startInDays: 2,
    });
    const { body } = await query<{
      submitGuestDetails: {
        ok: boolean;
        reservation: { slug: string; checkInState: { state: string } };
      };
    }>(
      `mutation($slug: String!) { submitGuestDetails(slug: $slug, input: {
        firstName: "Ana", lastName: "Guest", dateOfBirth: "1990-04-02", nationality: "DE",
        email: "ana@example.com", phone: "+49 30 1234567", arrivalPurpose: LEISURE,
        address: { addressLine1: "Hauptstr. 1", zipCode: "10115", city: "Berlin", countryCode: "DE" }
      }) { ok reservation { slug checkInState { state } } } }`,
      { slug: booked.slug },
    );
    expect(body.data?.submitGuestDetails).toEqual({
      ok: true,
      reservation: { slug: booked.slug, checkInState: { state: 'CHECK_IN_COMPLETED' } },
    });
  });

  it('answers the development bot-check token outside production, so a login can be tried', async () => {
    const { body } = await query<{ clientConfiguration: { developmentBotCheckToken: string } }>(
      '{ clientConfiguration { developmentBotCheckToken } }',
    );
    const token = body.data?.clientConfiguration.developmentBotCheckToken ?? '';
    expect(token).toBe('XXXX.DUMMY.TOKEN.XXXX');
    const { body: sent } = await query<{ requestLoginCode: { ok: boolean } }>(
      `mutation($token: String!) {
        requestLoginCode(email: "ole.hansen@example.com", botCheckToken: $token) { ok } }`,
      { token },
    );
    expect(sent.data?.requestLoginCode.ok).toBe(true);
  });
});

describe('the development bot-check token in production', () => {
  const production = { APP_ENV: 'production', BOT_CHECK_SITE_KEY: 'key', ...deployedApps };

  it('is null, and refused at start when configured', () => {
    expect(loadConfig(production).developmentBotCheckToken).toBeNull();
    expect(() => loadConfig({ ...production, BOT_CHECK_DEVELOPMENT_TOKEN: 'token' })).toThrow(
      ConfigError,
    );
    expect(loadConfig({ APP_ENV: 'stage', ...deployedApps }).developmentBotCheckToken).toBe(
      'XXXX.DUMMY.TOKEN.XXXX',
    );
  });
});
