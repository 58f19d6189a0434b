import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../src/auth/session.ts';
import { adHoc, latestCode, persisted, send, signIn, useProductionGateway } from './support.ts';

// The security corpus, part 3: who may see and change what. Sessions are the core API's tokens
// (the gateway reads only their expiry); a reservation's credential is its slug.
const { sandbox, gateway } = useProductionGateway();

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A JWT shaped like the core API's, signed with a key the core API does not hold. */
function forgedToken(claims: Record<string, unknown>, algorithm = 'HS256'): string {
  const unsigned = `${base64url({ alg: algorithm, typ: 'JWT' })}.${base64url(claims)}`;
  if (algorithm === 'none') return `${unsigned}.`;
  const signature = createHmac('sha256', 'not-the-core-api-secret').update(unsigned).digest();
  return `${unsigned}.${signature.toString('base64url')}`;
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('security corpus: forged and expired sessions', () => {
  it('reads the account of a real session', async () => {
    const cookie = await signIn(gateway(), sandbox(), 'james.carter@example.com');
    const answer = await persisted(
      gateway(),
      'Viewer',
      {},
      {
        cookie: `${sessionCookieName}=${cookie}`,
      },
    );
    expect(answer.body.data).toEqual({
      viewer: { profile: { email: 'james.carter@example.com' } },
    });
  });

  const aino = { sub: 'any-customer-id', email: 'aino.virtanen@example.com' };
  it.each([
    ['signed with another key', forgedToken({ ...aino, exp: inAnHour() })],
    ['unsigned (alg none)', forgedToken({ ...aino, exp: inAnHour() }, 'none')],
    ['expired', forgedToken({ ...aino, exp: Math.floor(Date.now() / 1000) - 60 })],
    ['not a JWT', 'not-a-token'],
    ['empty', ''],
  ])('answers no viewer for a token %s, as bearer or cookie', async (_, token) => {
    const presented: Record<string, string>[] = [
      { authorization: `Bearer ${token}` },
      { cookie: `${sessionCookieName}=${token}` },
    ];
    for (const headers of presented) {
      const answer = await persisted(gateway(), 'Viewer', {}, headers);
      expect(answer.body.data).toEqual({ viewer: null });
    }
  });
});

describe('security corpus: one guest cannot reach another guest', () => {
  it("shows a session its own customer only, whatever another customer's token claims", async () => {
    const cookie = await signIn(gateway(), sandbox(), 'lena.schmidt@example.com');
    const claimed = forgedToken({ sub: 'x', email: 'aino.virtanen@example.com', exp: inAnHour() });
    const answer = await persisted(
      gateway(),
      'Viewer',
      {},
      {
        cookie: `${sessionCookieName}=${cookie}`,
        authorization: `Bearer ${claimed}`,
      },
    );
    expect(JSON.stringify(answer.body)).not.toContain('aino.virtanen');
  });

  it("reads no order of another reservation with one's own slug", async () => {
    const owner = await sandbox().createReservation({ propertyKey: 'berlin-kop92' });
    const other = await sandbox().createReservation({ propertyKey: 'berlin-kop92' });
    const product = await sandbox()
      .instance.db.selectFrom('products')
      .innerJoin('properties', 'properties.id', 'products.propertyId')
      .select('products.id')
      .where('properties.key', '=', 'berlin-kop92')
      .where('products.type', '=', 'sauna-kit')
      .executeTakeFirstOrThrow();
    const placed = await fetch(`${sandbox().url}/check-in/${owner.slug}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderItems: [{ productId: product.id }] }),
    });
    const { data } = (await placed.json()) as { data: { orderId: string } };
    const own = await persisted(gateway(), 'Order', { slug: owner.slug, orderId: data.orderId });
    expect(own.body.data).toEqual({ order: { status: 'PENDING' } });
    const foreign = await persisted(gateway(), 'Order', {
      slug: other.slug,
      orderId: data.orderId,
    });
    expect(foreign.body.data).toEqual({ order: null });
  });

  it("opens no door of another reservation's unit with one's own slug", async () => {
    const stay = {
      propertyKey: 'berlin-kop92',
      startInDays: -1,
      nights: 3,
      checkInState: 'check-in-completed',
    };
    const guest = await sandbox().createReservation(stay);
    const db = sandbox().instance.db;
    const { unitId } = await db
      .selectFrom('reservations')
      .select('unitId')
      .where('id', '=', guest.id)
      .executeTakeFirstOrThrow();
    // Another unit's door that opens remotely: the guest's slug must not open it.
    const foreignDoor = await db
      .selectFrom('propertyKeys')
      .innerJoin('properties', 'properties.id', 'propertyKeys.propertyId')
      .select('propertyKeys.id')
      .where('properties.key', '=', 'berlin-kop92')
      .where('propertyKeys.type', '=', 'property-unit')
      .where('propertyKeys.accessType', '=', 'remote')
      .where('propertyKeys.unitId', '!=', unitId)
      .executeTakeFirstOrThrow();
    const before = await db.selectFrom('unlockRecords').select('id').execute();
    const answer = await persisted(gateway(), 'Unlock', {
      slug: guest.slug,
      keyId: foreignDoor.id,
    });
    expect(answer.body.data).toMatchObject({
      unlockDoor: { ok: false, error: { code: 'NOT_AVAILABLE' } },
    });
    const after = await db.selectFrom('unlockRecords').select('id').execute();
    expect(after).toHaveLength(before.length);
  });
});

describe('security corpus: the slug holder is not the account holder', () => {
  const slug = 'demo-stay-helsinki';
  const hidden = { email: '', userId: null, referralCode: '', verificationHash: null };

  it("shows the owner's personal fields to no one holding only the slug", async () => {
    const answer = await persisted(gateway(), 'StayOwner', { slug });
    expect(answer.body.data).toEqual({ reservation: { slug, customer: hidden } });
    // The stay itself stays fully usable by the slug.
    const stay = await persisted(gateway(), 'Stay', { slug });
    expect(stay.body.data).toEqual({ reservation: { slug, confirmationNumber: 'BK-100001' } });
  });

  it("shows them to no other customer's session either", async () => {
    const cookie = await signIn(gateway(), sandbox(), 'lena.schmidt@example.com');
    const answer = await persisted(
      gateway(),
      'StayOwner',
      { slug },
      { cookie: `${sessionCookieName}=${cookie}` },
    );
    expect(answer.body.data).toEqual({ reservation: { slug, customer: hidden } });
  });

  it('shows them to a session of the owner', async () => {
    const cookie = await signIn(gateway(), sandbox(), 'aino.virtanen@example.com');
    const answer = await persisted(
      gateway(),
      'StayOwner',
      { slug },
      { cookie: `${sessionCookieName}=${cookie}` },
    );
    expect(answer.body.data).toEqual({
      reservation: {
        slug,
        customer: {
          email: 'aino.virtanen@example.com',
          userId: expect.any(String),
          referralCode: expect.stringMatching(/.+/),
          verificationHash: expect.any(String),
        },
      },
    });
  });
});

describe('security corpus: guessing', () => {
  it('cuts off login-code guessing from one client before the core API sees more guesses', async () => {
    const email = 'ole.hansen@example.com';
    const codes: (string | undefined)[] = [];
    for (let guess = 0; guess < 12; guess++) {
      const answer = await persisted(
        gateway(),
        'VerifyCode',
        {
          email,
          code: String(100000 + guess),
        },
        {},
      );
      const payload = answer.body.data?.verifyLoginCode as { error: { code: string } | null };
      codes.push(payload.error?.code);
    }
    expect(codes).toContain('RATE_LIMITED');
    expect(codes.at(-1)).toBe('RATE_LIMITED');
    const reachedCoreApi = sandbox().calls.filter((call) => call === 'POST /authentication');
    expect(reachedCoreApi.length).toBeLessThan(12);
  });

  it('lets the owner sign in from their own phone while a guesser is cut off on their e-mail', async () => {
    const email = 'mari.tamm@example.com';
    const guesser = '203.0.113.50';
    const guesses: (string | undefined)[] = [];
    for (let guess = 0; guess < 12; guess++) {
      const answer = await send(gateway(), {
        payload: { documentId: 'VerifyCode', variables: { email, code: String(300000 + guess) } },
        remoteAddress: guesser,
      });
      const payload = answer.body.data?.verifyLoginCode as { error: { code: string } | null };
      guesses.push(payload.error?.code);
    }
    expect(guesses.at(-1)).toBe('RATE_LIMITED');
    const phone = '198.51.100.60';
    await send(gateway(), {
      payload: { documentId: 'RequestCode', variables: { email } },
      remoteAddress: phone,
    });
    const code = await latestCode(sandbox(), email);
    const signedIn = await send(gateway(), {
      payload: { documentId: 'VerifyCode', variables: { email, code } },
      remoteAddress: phone,
    });
    expect(signedIn.body.data).toEqual({ verifyLoginCode: { ok: true, error: null } });
  });

  it('cuts off booking-number guessing from one client after a few misses', async () => {
    const prober = '203.0.113.70';
    const answers: unknown[] = [];
    for (let guess = 0; guess < 12; guess++) {
      const answer = await send(gateway(), {
        payload: {
          documentId: 'Lookup',
          variables: { lastName: 'Virtanen', bookingNumber: `BK-${900000 + guess}` },
        },
        remoteAddress: prober,
      });
      answers.push(answer.body.errors?.[0]?.extensions?.code ?? answer.body.data);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill({ checkInReservation: null }));
    expect(answers.slice(10)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
    expect(sandbox().calls.filter((call) => call === 'GET /check-in')).toHaveLength(10);
    // Another client still finds its stay.
    const found = await persisted(gateway(), 'Lookup', {
      lastName: 'Virtanen',
      bookingNumber: 'BK-100001',
    });
    expect(found.body.data).toEqual({ checkInReservation: { slug: 'demo-stay-helsinki' } });
  });

  it('cuts off unlock attempts on one door after five a minute', async () => {
    const stay = await sandbox().createReservation({
      propertyKey: 'berlin-kop92',
      startInDays: -1,
      nights: 3,
      checkInState: 'check-in-completed',
    });
    const keys = await adHoc(
      gateway(),
      'query($slug: String!) { reservation(slug: $slug) { keys { keyId type accessType } } }',
      { slug: stay.slug },
    );
    const reservation = keys.body.data?.reservation as {
      keys: { keyId: string; type: string; accessType: string }[];
    };
    const keyId = reservation.keys.find(
      (key) => key.accessType === 'REMOTE' && key.type !== 'ELEVATOR',
    )?.keyId;
    expect(keyId).toBeDefined();
    const codes: (string | null)[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const answer = await persisted(gateway(), 'Unlock', { slug: stay.slug, keyId });
      const payload = answer.body.data?.unlockDoor as { error: { code: string } | null };
      codes.push(payload.error?.code ?? null);
    }
    expect(codes.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(codes.slice(5)).toEqual([
      'UNIT_ACCESS_TOO_MANY_ATTEMPTS',
      'UNIT_ACCESS_TOO_MANY_ATTEMPTS',
    ]);
  });

  it('cuts off elevator calls of one key after five a minute, like unlocks', async () => {
    const stay = await sandbox().createReservation({
      propertyKey: 'london-ch65',
      startInDays: -1,
      nights: 3,
      checkInState: 'check-in-completed',
    });
    const keys = await adHoc(
      gateway(),
      'query($slug: String!) { reservation(slug: $slug) { keys { keyId type } } }',
      { slug: stay.slug },
    );
    const reservation = keys.body.data?.reservation as { keys: { keyId: string; type: string }[] };
    const keyId = reservation.keys.find((key) => key.type === 'ELEVATOR')?.keyId;
    expect(keyId).toBeDefined();
    const codes: (string | null)[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const answer = await persisted(gateway(), 'Elevator', { slug: stay.slug, keyId });
      const payload = answer.body.data?.callElevator as { error: { code: string } | null };
      codes.push(payload.error?.code ?? null);
    }
    expect(codes).toEqual([
      ...Array(5).fill(null),
      'UNIT_ACCESS_TOO_MANY_ATTEMPTS',
      'UNIT_ACCESS_TOO_MANY_ATTEMPTS',
    ]);
  });

  it('counts a client by its connection, not by the X-Forwarded-For it sends', async () => {
    const answers: string[] = [];
    for (let guess = 0; guess < 12; guess++) {
      const answer = await send(gateway(), {
        payload: {
          documentId: 'VerifyCode',
          variables: { email: 'giulia.rossi@example.com', code: String(200000 + guess) },
        },
        headers: { 'x-forwarded-for': `198.51.100.${guess}` },
      });
      const payload = answer.body.data?.verifyLoginCode as { error: { code: string } | null };
      answers.push(payload.error?.code ?? '');
    }
    expect(answers.at(-1)).toBe('RATE_LIMITED');
  });
});
