import { beforeEach, describe, expect, it } from 'vitest';
import { createSandbox } from '../src/index.ts';
import { firstError, testNow, useSandbox } from './support.ts';

const sandbox = useSandbox();

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const response = await sandbox().inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.body, json: () => response.json() };
}

async function countReservations(): Promise<number> {
  const row = await sandbox()
    .db.selectFrom('reservations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

beforeEach(async () => {
  expect((await call('POST', '/_sandbox/reset')).status).toBe(204);
  await call('DELETE', '/_sandbox/clock');
});

describe('POST /_sandbox/reservations', () => {
  it('creates a reservation with the contract defaults', async () => {
    const response = await call('POST', '/_sandbox/reservations');
    expect(response.status).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({ propertyKey: 'berlin-kop92', confirmationNumber: 'BK-200001' });
    expect(created.email).toMatch(/@example\.com$/);
    const stay = (
      await call('GET', `/check-in/${created.slug}?$expand=creditCards,cancellationPolicy,customer`)
    ).json().data;
    expect(stay).toMatchObject({
      id: created.id,
      startDateLocal: '2026-06-15',
      endDateLocal: '2026-06-17',
      adultsCount: 2,
      childrenCount: 0,
      status: 'confirmed',
      checkInState: 'guest-details-required',
      isPaid: true,
      cancellationPolicy: { type: 'refundable', isFreeCancellationAvailable: false },
      customer: { email: created.email, userId: null },
    });
    expect(stay.cancellationPolicy.freeCancellationEndDate).toBe('2026-06-13T13:00:00.000Z');
    expect(stay.creditCard.numberMasked).toBe('424242xxxxxx4242');
    const found = await call(
      'GET',
      `/check-in?channelConfirmationNumber=${created.confirmationNumber}&lastName=${created.lastName.toUpperCase()}`,
    );
    expect(found.json().data.slug).toBe(created.slug);
  });

  it('honours every field', async () => {
    const response = await call('POST', '/_sandbox/reservations', {
      propertyKey: 'london-ch65',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'Ada@Example.com',
      startInDays: 3,
      nights: 4,
      adults: 1,
      children: 2,
      status: 'canceled',
      checkInState: 'check-in-completed',
      cancellation: 'ota',
      paid: false,
      card: 'declining',
      whiteLabel: false,
    });
    expect(response.status).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({
      propertyKey: 'london-ch65',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
    const stay = (
      await call('GET', `/check-in/${created.slug}?$expand=creditCards,cancellationPolicy,property`)
    ).json().data;
    expect(stay).toMatchObject({
      startDateLocal: '2026-06-18',
      endDateLocal: '2026-06-22',
      adultsCount: 1,
      childrenCount: 2,
      status: 'canceled',
      checkInState: 'check-in-completed',
      isPaid: false,
      currencyCode: 'GBP',
      cancellationPolicy: { type: 'ota', isOTA: true, isFreeCancellationAvailable: false },
      creditCard: { numberMasked: '400000xxxxxx9995' },
    });
  });

  it('books a white-label property, links an existing customer by e-mail, and can skip the card', async () => {
    const whiteLabel = (
      await call('POST', '/_sandbox/reservations', { whiteLabel: true, card: 'none' })
    ).json().data;
    const stay = (
      await call('GET', `/check-in/${whiteLabel.slug}?$expand=property,creditCards`)
    ).json().data;
    expect(stay.property.isWhiteLabel).toBe(true);
    expect(stay.creditCard).toBeNull();
    const linked = (
      await call('POST', '/_sandbox/reservations', { email: 'aino.virtanen@example.com' })
    ).json().data;
    const linkedStay = (await call('GET', `/check-in/${linked.slug}?$expand=customer`)).json().data;
    expect(linkedStay.customer).toMatchObject({ lastName: 'Virtanen', userId: expect.any(String) });
    expect(linked.lastName).toBe('Virtanen');
    const byName = await call(
      'GET',
      `/check-in?channelConfirmationNumber=${linked.confirmationNumber}&lastName=virtanen`,
    );
    expect(byName.json().data.slug).toBe(linked.slug);
  });

  it('names the field and its allowed values once for a value outside a list', async () => {
    for (const [payload, message] of [
      [{ card: 'good' }, 'card must be one of: none, valid, declining'],
      [{ status: 'started' }, 'status must be one of: confirmed, canceled'],
      [
        { checkInState: 'done' },
        'checkInState must be one of: guest-details-required, id-verification-required, check-in-completed',
      ],
      [{ cancellation: 'free' }, 'cancellation must be one of: refundable, non-refundable, ota'],
      [{ unknownField: 1 }, 'unknownField is not a field this call takes'],
    ] as const) {
      const response = await call('POST', '/_sandbox/reservations', payload);
      expect(response.status).toBe(400);
      const field = Object.keys(payload)[0];
      expect(response.json().errors).toEqual([{ code: 'INVALID_INPUT', message, field }]);
    }
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const before = await countReservations();
    const cases: [unknown, string][] = [
      [{ propertyKey: 'atlantis-xx1' }, 'propertyKey'],
      [{ propertyKey: 'berlin-kop92', whiteLabel: true }, 'whiteLabel'],
      [{ nights: 0 }, 'nights'],
      [{ nights: 'two' }, 'nights'],
      [{ startInDays: 1.5 }, 'startInDays'],
      [{ adults: 0 }, 'adults'],
      [{ status: 'started' }, 'status'],
      [{ checkInState: 'done' }, 'checkInState'],
      [{ cancellation: 'free' }, 'cancellation'],
      [{ card: 'amex' }, 'card'],
      [{ paid: 'yes' }, 'paid'],
      [{ email: 'not-an-email' }, 'email'],
      [{ unknownField: 1 }, 'unknownField'],
      [[1, 2], 'body'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('POST', '/_sandbox/reservations', payload);
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(firstError(response.body).field, JSON.stringify(payload)).toBe(field);
    }
    const invalidJson = await sandbox().inject({
      method: 'POST',
      url: '/_sandbox/reservations',
      headers: { 'content-type': 'application/json' },
      payload: '{"nights":',
    });
    expect(invalidJson.statusCode).toBe(400);
    expect(firstError(invalidJson.body)).toMatchObject({ code: 'INVALID_JSON', field: 'body' });
    expect(await countReservations()).toBe(before);
  });
});

describe('POST /_sandbox/reset', () => {
  it('puts the database back to its seed', async () => {
    const created = (await call('POST', '/_sandbox/reservations')).json().data;
    expect((await call('GET', `/check-in/${created.slug}`)).status).toBe(200);
    const started = performance.now();
    expect((await call('POST', '/_sandbox/reset')).status).toBe(204);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect((await call('GET', `/check-in/${created.slug}`)).status).toBe(404);
    expect((await call('GET', '/check-in/demo-stay-helsinki')).status).toBe(200);
  });
});

describe('GET /_sandbox/outbox', () => {
  it('lists the codes sent to an address, newest first', async () => {
    const message = (to: string, code: string, sentAt: string) => ({
      id: `message-${code}`,
      to,
      subject: 'Your sign-in code',
      code,
      idempotencyKey: `key-${to}`,
      sentAt,
    });
    await sandbox()
      .db.insertInto('outbox')
      .values([
        message('aino.virtanen@example.com', '111111', '2026-06-15T08:00:00.000Z'),
        message('aino.virtanen@example.com', '222222', '2026-06-15T08:01:00.000Z'),
        message('james.carter@example.com', '333333', '2026-06-15T08:02:00.000Z'),
      ])
      .execute();
    const response = await call('GET', '/_sandbox/outbox?to=Aino.Virtanen@example.com');
    expect(response.status).toBe(200);
    expect(response.json().data).toEqual([
      {
        to: 'aino.virtanen@example.com',
        subject: 'Your sign-in code',
        code: '222222',
        idempotencyKey: 'key-aino.virtanen@example.com',
        sentAt: '2026-06-15T08:01:00.000Z',
      },
      {
        to: 'aino.virtanen@example.com',
        subject: 'Your sign-in code',
        code: '111111',
        idempotencyKey: 'key-aino.virtanen@example.com',
        sentAt: '2026-06-15T08:00:00.000Z',
      },
    ]);
    expect((await call('GET', '/_sandbox/outbox?to=nobody@example.com')).json().data).toEqual([]);
    expect((await call('GET', '/_sandbox/outbox')).json().data).toHaveLength(3);
  });

  it('answers 400 for an empty address', async () => {
    const response = await call('GET', '/_sandbox/outbox?to=');
    expect(response.status).toBe(400);
    expect(firstError(response.body).field).toBe('to');
  });
});

describe('PUT and DELETE /_sandbox/clock', () => {
  const keyErrors = async (slug: string) =>
    (
      (await call('GET', `/check-in/${slug}?$expand=propertyKeys`)).json().data.propertyKeys as {
        errorCode: string | null;
      }[]
    ).map((key) => key.errorCode);

  it('moves the clock that door keys follow, and puts it back', async () => {
    const created = (
      await call('POST', '/_sandbox/reservations', { checkInState: 'check-in-completed' })
    ).json().data;
    expect(new Set(await keyErrors(created.slug))).toEqual(new Set(['not-available-yet']));
    // Berlin arrival at 15:00 local is 13:00Z.
    expect((await call('PUT', '/_sandbox/clock', { now: '2026-06-15T13:30:00Z' })).status).toBe(
      204,
    );
    expect(new Set(await keyErrors(created.slug))).toEqual(new Set([null]));
    expect((await call('PUT', '/_sandbox/clock', { now: '2026-06-30T10:00:00Z' })).status).toBe(
      204,
    );
    expect(new Set(await keyErrors(created.slug))).toEqual(new Set(['not-available']));
    expect((await call('DELETE', '/_sandbox/clock')).status).toBe(204);
    expect(new Set(await keyErrors(created.slug))).toEqual(new Set(['not-available-yet']));
  });

  it('answers 400 naming now for a missing or malformed instant', async () => {
    for (const payload of [{}, { now: 'tomorrow' }, { now: '2026-12-01' }]) {
      const response = await call('PUT', '/_sandbox/clock', payload);
      expect(response.status).toBe(400);
      expect(firstError(response.body).field).toBe('now');
    }
  });
});

describe('bodies as curl sends them', () => {
  function curlData(method: 'POST' | 'PUT', url: string, body: string, contentType?: string) {
    return sandbox().inject({
      method,
      url,
      payload: body,
      // `curl -d` without -H labels the body as a form.
      headers: { 'content-type': contentType ?? 'application/x-www-form-urlencoded' },
    });
  }

  it('reads `curl -d` JSON without a content-type header, and an empty JSON body as defaults', async () => {
    const created = await curlData('POST', '/_sandbox/reservations', '{"nights":3}');
    expect(created.statusCode).toBe(201);
    const stay = (await call('GET', `/check-in/${created.json().data.slug}`)).json().data;
    expect(stay.endDateLocal).toBe('2026-06-18');
    const clock = await curlData('PUT', '/_sandbox/clock', '{"now":"2026-12-01T10:00:00Z"}');
    expect(clock.statusCode).toBe(204);
    const empty = await curlData('POST', '/_sandbox/reservations', '', 'application/json');
    expect(empty.statusCode).toBe(201);
    expect(empty.json().data.propertyKey).toBe('berlin-kop92');
  });

  it('answers 400 INVALID_JSON naming the body for a form that is not JSON, writing nothing', async () => {
    const before = await countReservations();
    const response = await curlData('POST', '/_sandbox/reservations', 'nights=3');
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body)).toMatchObject({ code: 'INVALID_JSON', field: 'body' });
    expect(await countReservations()).toBe(before);
  });
});

describe('production mode', () => {
  it('refuses every helper with 403 SANDBOX_HELPERS_DISABLED', async () => {
    const production = await createSandbox({ production: true, now: () => new Date(testNow) });
    try {
      const calls: [string, string][] = [
        ['POST', '/_sandbox/reset'],
        ['POST', '/_sandbox/reservations'],
        ['GET', '/_sandbox/outbox?to=a@example.com'],
        ['PUT', '/_sandbox/clock'],
        ['DELETE', '/_sandbox/clock'],
      ];
      for (const [method, url] of calls) {
        const response = await production.inject({
          method: method as 'GET',
          url,
          payload: method === 'PUT' ? { now: '2026-12-01T10:00:00Z' } : undefined,
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(firstError(response.body).code).toBe('SANDBOX_HELPERS_DISABLED');
      }
      expect((await production.inject('/check-in/demo-stay-helsinki')).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
