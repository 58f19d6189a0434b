import type { FastifyInstance } from 'fastify';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../src/auth/session.ts';
import { graphql } from './support/gateway.ts';
import {
  buildGatewayOnMockCoreApi,
  mockCoreApiUrl,
  useMockCoreApi,
} from './support/mock-core-api.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';
import { jwtWithExpiry } from './support/tokens.ts';

const requestCode = `mutation RequestCode($email: String!) {
  requestLoginCode(email: $email, botCheckToken: "bot-check-passed") {
    ok idempotencyKey error { code message field }
  }
}`;
const resendCode = `mutation ResendCode($email: String!, $key: String!) {
  resendLoginCode(email: $email, idempotencyKey: $key, botCheckToken: "bot-check-passed") {
    ok idempotencyKey error { code }
  }
}`;
const verifyCode = `mutation VerifyCode($email: String!, $code: String!, $key: String) {
  verifyLoginCode(email: $email, code: $code, idempotencyKey: $key) {
    ok sessionExpiresAt sessionLifetimeSeconds error { code message }
    viewer { profile { email firstName isMember referralCode isMarketingConsentGiven } }
  }
}`;
const accountQuery = `query Account {
  viewer {
    profile { customerId email firstName lastName userId isMember isMarketingConsentGiven referralCode }
    statistics { nightsStayed propertiesVisited propertiesTotal hasError error { code } }
    rewards { rewardId type name status isUnlocked nightsUntilNextTier totalNightsRequired reservationsUntilNextTier subTitle description guideline }
    activeReservations(first: 10) {
      totalCount
      edges { node { slug status propertyName city timeZone unitCategoryName unitCategoryImages { url isPlaceholder } } }
    }
  }
}`;

type Payload = {
  ok: boolean;
  error: { code: string; message: string; field: string | null } | null;
};
type SessionPayload = Payload & { sessionExpiresAt: string; sessionLifetimeSeconds: number };
type RewardResult = {
  type: string;
  status: string;
  isUnlocked: boolean;
  nightsUntilNextTier: number;
  totalNightsRequired: number;
  reservationsUntilNextTier: number;
  subTitle: string;
};
type SummaryResult = { slug: string; status: string; city: string; timeZone: string };
type ViewerResult = {
  viewer: {
    profile: Record<string, unknown>;
    statistics: { nightsStayed: number | null; hasError: boolean };
    rewards: RewardResult[] | null;
    activeReservations: { totalCount: number; edges: { node: SummaryResult }[] } | null;
  } | null;
};

describe('login, viewer and account against the sandbox', () => {
  const { sandbox, gateway } = useSandboxAndGateway();

  async function latestCode(email: string): Promise<string> {
    const response = await fetch(
      `${sandbox().url}/_sandbox/outbox?to=${encodeURIComponent(email)}`,
    );
    const body = (await response.json()) as { data: { code: string }[] };
    const [latest] = body.data;
    if (!latest) throw new Error(`no code was sent to ${email}`);
    return latest.code;
  }

  async function codeRequested(email: string): Promise<string> {
    const { body } = await graphql<{ requestLoginCode: Payload & { idempotencyKey: string } }>(
      gateway(),
      { query: requestCode, variables: { email } },
    );
    expect(body.data?.requestLoginCode.error).toBeNull();
    return body.data?.requestLoginCode.idempotencyKey ?? '';
  }

  /** Signs in through the gateway and answers the session cookie's value. */
  async function signIn(email: string): Promise<string> {
    const key = await codeRequested(email);
    const response = await graphql(gateway(), {
      query: verifyCode,
      variables: { email, code: await latestCode(email), key },
    });
    const cookie = sessionCookieOf(response.headers['set-cookie']);
    if (!cookie?.value) throw new Error('no session cookie was set');
    return cookie.value;
  }

  it('signs in with a one-time code and sets the session cookie to expire with the token', async () => {
    const email = 'aino.virtanen@example.com';
    const key = await codeRequested(email);
    expect(key).not.toBe('');
    const response = await graphql<{ verifyLoginCode: SessionPayload }>(gateway(), {
      query: verifyCode,
      variables: { email: ' Aino.Virtanen@example.com ', code: await latestCode(email), key },
    });
    const payload = response.body.data?.verifyLoginCode;
    expect(payload).toMatchObject({
      ok: true,
      error: null,
      viewer: {
        profile: {
          email,
          firstName: 'Aino',
          isMember: true,
          referralCode: 'AINO-VIRTANEN-10',
          isMarketingConsentGiven: true,
        },
      },
    });
    const cookie = sessionCookieOf(response.headers['set-cookie']);
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/']),
    );
    const expires = cookie?.attributes.find((attribute) => attribute.startsWith('Expires='));
    expect(new Date(expires?.slice('Expires='.length) ?? '').toISOString()).toBe(
      new Date(Math.floor(Date.parse(payload?.sessionExpiresAt ?? '') / 1000) * 1000).toISOString(),
    );
    expect(cookie?.attributes).toContain(`Max-Age=${payload?.sessionLifetimeSeconds}`);
    // The account reads went out with the new bearer; the code request and verification did not.
    const authorised = sandbox().requests.filter((request) => request.headers.authorization);
    expect(authorised.map((request) => request.url?.split('?')[0])).toEqual(['/customers']);
    expect(sandbox().requests[0]?.headers.authorization).toBeUndefined();
  });

  it("counts the session's lifetime on the core API's clock, whatever the client's says", async () => {
    // The hotel's clock three days behind this machine's: by the client's clock the session's
    // end is long past, yet it lasts the token's hour from the answer on.
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3_600_000);
    await fetch(`${sandbox().url}/_sandbox/clock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: threeDaysAgo.toISOString() }),
    });
    try {
      const email = 'james.carter@example.com';
      const key = await codeRequested(email);
      const response = await graphql<{ verifyLoginCode: SessionPayload }>(gateway(), {
        query: verifyCode,
        variables: { email, code: await latestCode(email), key },
      });
      const payload = response.body.data?.verifyLoginCode;
      expect(payload?.ok).toBe(true);
      expect(Date.parse(payload?.sessionExpiresAt ?? '')).toBeLessThan(Date.now());
      expect(payload?.sessionLifetimeSeconds).toBeGreaterThan(3_500);
      expect(payload?.sessionLifetimeSeconds).toBeLessThanOrEqual(3_600);
      const cookie = sessionCookieOf(response.headers['set-cookie']);
      expect(cookie?.attributes).toContain(`Max-Age=${payload?.sessionLifetimeSeconds}`);
    } finally {
      await fetch(`${sandbox().url}/_sandbox/clock`, { method: 'DELETE' });
    }
  });

  it('answers a wrong code as data with wrong-verification-code and sets no cookie', async () => {
    const email = 'james.carter@example.com';
    const key = await codeRequested(email);
    const right = await latestCode(email);
    const wrong = right === '000000' ? '111111' : '000000';
    const response = await graphql<{ verifyLoginCode: Payload }>(gateway(), {
      query: verifyCode,
      variables: { email, code: wrong, key },
    });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.verifyLoginCode).toMatchObject({
      ok: false,
      error: { code: 'WRONG_VERIFICATION_CODE', message: 'The code is incorrect' },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('resends a new code for the same idempotency key; the old code stops working', async () => {
    const email = 'lena.schmidt@example.com';
    const key = await codeRequested(email);
    const first = await latestCode(email);
    const { body } = await graphql<{ resendLoginCode: Payload & { idempotencyKey: string } }>(
      gateway(),
      { query: resendCode, variables: { email, key } },
    );
    expect(body.data?.resendLoginCode).toMatchObject({ ok: true, idempotencyKey: key });
    const second = await latestCode(email);
    if (first !== second) {
      const stale = await graphql<{ verifyLoginCode: Payload }>(gateway(), {
        query: verifyCode,
        variables: { email, code: first, key },
      });
      expect(stale.body.data?.verifyLoginCode.ok).toBe(false);
    }
    const fresh = await graphql<{ verifyLoginCode: Payload }>(gateway(), {
      query: verifyCode,
      variables: { email, code: second, key },
    });
    expect(fresh.body.data?.verifyLoginCode).toMatchObject({ ok: true, error: null });
  });

  it('answers no viewer, and calls nothing, without a valid session', async () => {
    const { body } = await graphql<{ viewer: unknown }>(gateway(), { query: accountQuery });
    expect(body).toEqual({ data: { viewer: null } });
    const expired = await graphql<{ viewer: unknown }>(
      gateway(),
      { query: accountQuery },
      { cookie: `${sessionCookieName}=not-a-jwt` },
    );
    expect(expired.body).toEqual({ data: { viewer: null } });
    expect(sandbox().calls).toEqual([]);
  });

  it('answers no viewer when the core API refuses the token', async () => {
    const forged = jwtWithExpiry(Math.floor(Date.now() / 1000) + 3600);
    const { body } = await graphql<ViewerResult>(
      gateway(),
      { query: accountQuery },
      { authorization: `Bearer ${forged}` },
    );
    expect(body).toEqual({ data: { viewer: null } });
    expect(sandbox().calls).toEqual(['GET /customers']);
    expect(sandbox().requests[0]?.headers.authorization).toBe(`Bearer ${forged}`);
  });

  it('reads the account: profile, statistics, kept and sorted rewards, active stays', async () => {
    const token = await signIn('aino.virtanen@example.com');
    sandbox().calls.length = 0;
    const { body } = await graphql<ViewerResult>(
      gateway(),
      { query: accountQuery },
      { cookie: `${sessionCookieName}=${token}` },
    );
    expect(body.errors).toBeUndefined();
    const viewer = body.data?.viewer;
    expect(viewer?.profile).toMatchObject({ firstName: 'Aino', isMember: true });
    expect(viewer?.statistics).toMatchObject({ hasError: false, error: null });
    expect(viewer?.statistics.nightsStayed).toBeGreaterThan(0);

    const rewards = viewer?.rewards ?? [];
    expect(rewards.map((reward) => reward.type).toSorted()).toEqual([
      'CHECK_IN_EARLY',
      'CHECK_OUT_LATE',
      'EXCLUSIVE_OFFERS_ACCESS',
      'GYM',
      'LOYALTY_VOUCHER',
      'OBVLO_ACCESS',
      'PROPERTY_UNIT_CATEGORY_UPGRADE',
    ]);
    // The rewards count the nights the statistics show: a reward never asks for nights the
    // account says were stayed.
    const nightsStayed = viewer?.statistics.nightsStayed ?? 0;
    for (const reward of rewards) {
      expect(reward.nightsUntilNextTier).toBe(
        Math.max(0, reward.totalNightsRequired - nightsStayed),
      );
    }
    const distances = rewards.map((r) => r.nightsUntilNextTier + r.reservationsUntilNextTier);
    expect(distances).toEqual(distances.toSorted((a, b) => a - b));
    for (const reward of rewards) {
      expect(reward.isUnlocked).toBe(reward.status !== 'INACTIVE');
      expect(typeof reward.subTitle).toBe('string');
    }

    const stays = viewer?.activeReservations?.edges.map((edge) => edge.node) ?? [];
    const slugs = stays.map((stay) => stay.slug);
    expect(slugs).toContain('demo-stay-helsinki');
    expect(slugs).toContain('demo-stay-stockholm');
    expect(slugs).not.toContain('demo-stay-past');
    expect(stays[0]).toMatchObject({ city: 'Helsinki', timeZone: 'Europe/Helsinki' });
    expect(sandbox().calls.toSorted()).toEqual([
      'GET /customer-statistics',
      'GET /customers',
      'GET /future-customer-rewards',
      'GET /reservations',
    ]);
    const list = sandbox().requests.find((request) => request.url?.startsWith('/reservations'));
    const query = new URL(list?.url ?? '', sandbox().url).searchParams;
    expect(query.get('status')).toBe('confirmed,started,canceled');
    expect(query.get('$expand')).toBe('property,propertyUnitCategory');
    expect(Date.parse(query.get('endDate[gte]') ?? '')).not.toBeNaN();
  });

  it('refetches the account’s own record and a listed stay by their global ids, with the session only', async () => {
    const token = await signIn('aino.virtanen@example.com');
    const session = { cookie: `${sessionCookieName}=${token}` };
    const { body } = await graphql<{
      viewer: {
        profile: { id: string; customerId: string };
        activeReservations: { edges: { node: { id: string; slug: string } }[] };
      };
    }>(
      gateway(),
      {
        query: `{ viewer { profile { id customerId }
          activeReservations(first: 10) { edges { node { id slug } } } } }`,
      },
      session,
    );
    const profile = body.data?.viewer.profile;
    const listed = body.data?.viewer.activeReservations.edges[0]?.node;
    if (!profile || !listed) throw new Error(JSON.stringify(body));
    const stayQuery = `query ($slug: String!) { reservation(slug: $slug) { id customer { id } } }`;
    const stayAs = async (headers: Record<string, string>) =>
      (
        await graphql<{ reservation: { id: string; customer: { id: string } } }>(
          gateway(),
          { query: stayQuery, variables: { slug: listed.slug } },
          headers,
        )
      ).body.data?.reservation;
    const nodeQuery = `query ($id: ID!) { node(id: $id) { __typename id
      ... on Customer { customerId } ... on ReservationSummary { slug } } }`;
    const node = async (id: string, headers: Record<string, string>) =>
      (
        await graphql<{ node: unknown }>(
          gateway(),
          { query: nodeQuery, variables: { id } },
          headers,
        )
      ).body.data?.node ?? null;
    expect(await node(profile.id, session)).toEqual({
      __typename: 'Customer',
      id: profile.id,
      customerId: profile.customerId,
    });
    expect(await node(listed.id, session)).toEqual({
      __typename: 'ReservationSummary',
      id: listed.id,
      slug: listed.slug,
    });
    expect(await node(profile.id, {})).toBeNull();
    expect(await node(listed.id, {})).toBeNull();
    // The list's entry is not the stay itself: a client's cache keeps the two apart. The stay's
    // customer is the account's own record for its session, a name-only record of its own else.
    const withSession = await stayAs(session);
    const withSlugOnly = await stayAs({});
    expect(withSession?.id).not.toBe(listed.id);
    expect(withSession?.customer.id).toBe(profile.id);
    expect(withSlugOnly?.customer.id).not.toBe(profile.id);
    expect(await node(withSlugOnly?.customer.id ?? '', { 'x-slug': listed.slug })).toMatchObject({
      __typename: 'Customer',
      customerId: profile.customerId,
    });
  });

  it('leaves white-label stays out of the active reservations', async () => {
    const token = await signIn('giulia.rossi@example.com');
    const { body } = await graphql<ViewerResult>(
      gateway(),
      { query: accountQuery },
      { authorization: `Bearer ${token}` },
    );
    const nodes = body.data?.viewer?.activeReservations?.edges.map((edge) => edge.node) ?? [];
    expect(nodes.map((node) => node.slug)).toEqual(['demo-stay-canceled']);
    expect(nodes[0]).toMatchObject({ status: 'CANCELED', city: 'Milan' });
  });

  it('lists what was bought for each stay, the same items the stay itself lists', async () => {
    const email = `bought.${Date.now()}@example.com`;
    const booked = await sandbox().createReservation({
      propertyKey: 'berlin-kop92',
      email,
      startInDays: 1,
      nights: 2,
    });
    const itemFields = 'id orderItemId productId name type priceGross { amountMinor currencyCode }';
    const { body: offers } = await graphql<{
      reservation: { extensionOptions: { productId: string; kind: string; endDate: string }[] };
    }>(gateway(), {
      query: `query ($slug: String!) { reservation(slug: $slug) {
        extensionOptions { productId kind endDate isAvailable } } }`,
      variables: { slug: booked.slug },
    });
    const oneNight = offers.data?.reservation.extensionOptions.find(
      (option) => option.kind === 'ONE_NIGHT',
    );
    if (!oneNight) throw new Error(`no one-night extension: ${JSON.stringify(offers)}`);
    const { body: ordered } = await graphql<{ orderProducts: { ok: boolean } }>(gateway(), {
      query: `mutation ($slug: String!, $items: [OrderItemInput!]!, $key: String!) {
        orderProducts(slug: $slug, items: $items, idempotencyKey: $key) { ok error { code } } }`,
      variables: {
        slug: booked.slug,
        items: [{ productId: oneNight.productId, consumptionEndDate: oneNight.endDate }],
        key: `bought-${booked.slug}`,
      },
    });
    expect(ordered.data?.orderProducts.ok).toBe(true);

    const token = await signIn(email);
    sandbox().calls.length = 0;
    const { body } = await graphql<{
      viewer: {
        activeReservations: {
          edges: { node: { slug: string; orderedItems: { edges: { node: unknown }[] } } }[];
        };
      };
    }>(
      gateway(),
      {
        query: `{ viewer { activeReservations(first: 5) { edges { node {
          slug orderedItems(first: 5) { totalCount edges { node { ${itemFields} } } } } } } } }`,
      },
      { authorization: `Bearer ${token}` },
    );
    const stayReads = sandbox().calls.filter((call) => /^GET \/(reservations|check-in)/.test(call));
    const listed = body.data?.viewer.activeReservations.edges.find(
      (edge) => edge.node.slug === booked.slug,
    )?.node;
    const { body: stay } = await graphql<{
      reservation: { orderedItems: { edges: { node: unknown }[] } };
    }>(gateway(), {
      query: `query ($slug: String!) { reservation(slug: $slug) {
        orderedItems(first: 5) { totalCount edges { node { ${itemFields} } } } } }`,
      variables: { slug: booked.slug },
    });
    if (!listed) throw new Error(JSON.stringify(body));
    expect(listed.orderedItems.edges).toHaveLength(1);
    expect(listed?.orderedItems).toEqual(stay.data?.reservation.orderedItems);
    expect(listed?.orderedItems.edges[0]?.node).toMatchObject({
      productId: oneNight.productId,
      name: expect.any(String),
    });
    // One read of the listed stay, beside the list itself.
    expect(stayReads).toEqual(['GET /reservations', `GET /check-in/${booked.slug}`]);
  });

  it('gives marketing consent and answers the refetched profile', async () => {
    const token = await signIn('mari.tamm@example.com');
    const mutation = `mutation { giveMarketingConsent { ok error { code } profile { isMarketingConsentGiven referralCode } } }`;
    const { body } = await graphql<{ giveMarketingConsent: Payload }>(
      gateway(),
      { query: mutation },
      { cookie: `${sessionCookieName}=${token}` },
    );
    expect(body.data?.giveMarketingConsent).toMatchObject({
      ok: true,
      error: null,
      profile: { isMarketingConsentGiven: true },
    });
    const anonymous = await graphql<{ giveMarketingConsent: Payload }>(gateway(), {
      query: mutation,
    });
    expect(anonymous.body.data?.giveMarketingConsent).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
    });
  });

  it('ends the session on the server too: a replayed cookie after logOut answers no viewer', async () => {
    const email = 'lena.schmidt@example.com';
    const key = await codeRequested(email);
    const signedIn = await graphql(gateway(), {
      query: verifyCode,
      variables: { email, code: await latestCode(email), key },
    });
    const cookie = sessionCookieOf(signedIn.headers['set-cookie']);
    const replayed = { cookie: `guest_session=${cookie?.value}` };
    const before = await graphql<{ viewer: unknown }>(
      gateway(),
      { query: '{ viewer { profile { email } } }' },
      replayed,
    );
    expect(before.body.data?.viewer).toEqual({ profile: { email } });
    const loggedOut = await graphql<{ logOut: { ok: boolean; error: unknown } }>(
      gateway(),
      { query: 'mutation { logOut { ok error { code } } }' },
      replayed,
    );
    expect(loggedOut.body.data?.logOut).toEqual({ ok: true, error: null });
    expect(sandbox().calls).toContain('DELETE /authentication');
    const after = await graphql<{ viewer: unknown }>(
      gateway(),
      { query: '{ viewer { profile { email } } }' },
      replayed,
    );
    expect(after.body).toEqual({ data: { viewer: null } });
  });

  it('logs out by clearing the session cookie', async () => {
    const response = await graphql<{ logOut: { ok: boolean } }>(gateway(), {
      query: 'mutation { logOut { ok } }',
    });
    expect(response.body.data?.logOut.ok).toBe(true);
    const cookie = sessionCookieOf(response.headers['set-cookie']);
    expect(cookie?.value).toBe('');
    expect(cookie?.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'Secure', 'Path=/']));
    expect(
      cookie?.attributes.some((attribute) => attribute.startsWith('Expires=Thu, 01 Jan 1970')),
    ).toBe(true);
  });
});

describe('login attempt limits', () => {
  const { sandbox, gateway } = useSandboxAndGateway();

  it('refuses code requests beyond the per-e-mail limit as data, before the core API', async () => {
    const answers: Payload[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const { body } = await graphql<{ requestLoginCode: Payload }>(gateway(), {
        query: requestCode,
        variables: { email: 'ole.hansen@example.com' },
      });
      if (body.data) answers.push(body.data.requestLoginCode);
    }
    expect(answers.slice(0, 5).every((answer) => answer.ok)).toBe(true);
    expect(answers[5]).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
    expect(sandbox().calls.filter((call) => call === 'POST /authentication')).toHaveLength(5);
  });

  it('refuses verification attempts beyond the per-e-mail limit as data, before the core API', async () => {
    sandbox().calls.length = 0;
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const { body } = await graphql<{ verifyLoginCode: Payload }>(gateway(), {
        query: verifyCode,
        variables: { email: 'mari.tamm@example.com', code: '000000' },
      });
      codes.push(body.data?.verifyLoginCode.error?.code);
    }
    expect(codes.slice(0, 10)).not.toContain('RATE_LIMITED');
    expect(codes[10]).toBe('RATE_LIMITED');
    expect(sandbox().calls.filter((call) => call === 'POST /authentication')).toHaveLength(10);
  });
});

describe('account answers the sandbox cannot give', () => {
  const server = useMockCoreApi();
  const session = {
    authorization: `Bearer ${jwtWithExpiry(Math.floor(Date.now() / 1000) + 3600)}`,
  };
  let gateway: FastifyInstance;

  const customer = { id: 'c1', email: 'a@example.com', firstName: null, options: [] };
  beforeAll(async () => {
    gateway = await buildGatewayOnMockCoreApi();
  });
  afterAll(() => gateway.close());

  it("fails the viewer with customer-not-found ('Customer not found') on an empty list", async () => {
    server.use(http.get(`${mockCoreApiUrl}/customers`, () => HttpResponse.json({ data: [] })));
    const { body } = await graphql(gateway, { query: accountQuery }, session);
    expect(body.data).toEqual({ viewer: null });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Customer not found',
      path: ['viewer'],
      extensions: { code: 'CUSTOMER_NOT_FOUND' },
    });
  });

  it('sets the statistics error flag and still answers the rest of the account', async () => {
    server.use(
      http.get(`${mockCoreApiUrl}/customers`, () => HttpResponse.json({ data: [customer] })),
      http.get(`${mockCoreApiUrl}/customer-statistics`, () =>
        HttpResponse.json(
          { errors: [{ code: 'INTERNAL_ERROR', message: 'boom' }] },
          { status: 500 },
        ),
      ),
      http.get(`${mockCoreApiUrl}/future-customer-rewards`, () =>
        HttpResponse.json({
          data: [
            {
              id: 'r1',
              type: 'gym',
              name: 'Gym',
              nightsUntilNextTier: 0,
              totalNightsRequired: 4,
              reservationsUntilNextTier: 1,
              content: null,
            },
          ],
        }),
      ),
      http.get(`${mockCoreApiUrl}/reservations`, () => HttpResponse.json({ data: [] })),
    );
    const { body } = await graphql<ViewerResult>(gateway, { query: accountQuery }, session);
    expect(body.errors).toBeUndefined();
    expect(body.data?.viewer).toMatchObject({
      profile: {
        email: 'a@example.com',
        firstName: '',
        lastName: '',
        isMember: false,
        referralCode: '',
      },
      statistics: { nightsStayed: null, hasError: true, error: { code: 'UNKNOWN' } },
      rewards: [
        {
          type: 'GYM',
          status: 'UPCOMING',
          isUnlocked: true,
          subTitle: '',
          description: '',
          guideline: '',
        },
      ],
      activeReservations: { totalCount: 0, edges: [] },
    });
  });
  it('answers the rest of the account when rewards and reservations fail', async () => {
    const unavailable = () =>
      HttpResponse.json({ errors: [{ code: 'INTERNAL_ERROR', message: 'boom' }] }, { status: 500 });
    server.use(
      http.get(`${mockCoreApiUrl}/customers`, () => HttpResponse.json({ data: [customer] })),
      http.get(`${mockCoreApiUrl}/customer-statistics`, () =>
        HttpResponse.json({ data: { nightsStayed: 3, propertiesVisited: 1, propertiesTotal: 40 } }),
      ),
      http.get(`${mockCoreApiUrl}/future-customer-rewards`, unavailable),
      http.get(`${mockCoreApiUrl}/reservations`, unavailable),
    );
    const { body } = await graphql<ViewerResult>(gateway, { query: accountQuery }, session);
    expect(body.data?.viewer).toMatchObject({
      profile: { email: 'a@example.com' },
      statistics: { nightsStayed: 3, hasError: false },
      rewards: null,
      activeReservations: null,
    });
    expect(body.errors?.map((error) => [error.path?.join('.'), error.extensions?.code])).toEqual(
      expect.arrayContaining([
        ['viewer.rewards', 'UNKNOWN'],
        ['viewer.activeReservations', 'UNKNOWN'],
      ]),
    );
  });
});

type SetCookie = { value: string; attributes: string[] };

function sessionCookieOf(header: unknown): SetCookie | undefined {
  const headers = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
  const cookie = headers.find((value: string) => value.startsWith(`${sessionCookieName}=`));
  if (!cookie) return undefined;
  const [pair = '', ...attributes] = cookie.split(';').map((part: string) => part.trim());
  return { value: pair.slice(sessionCookieName.length + 1), attributes };
}
