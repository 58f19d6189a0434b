import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from './auth-support.ts';
import { firstError, testNow, useSandbox } from './support.ts';

const sandbox = useSandbox();
const aino = 'aino.virtanen@example.com';
let ainoToken = '';
let osloToken = '';

beforeAll(async () => {
  ainoToken = await signIn(sandbox(), aino);
  osloToken = await signIn(sandbox(), 'ole.hansen@example.com');
});

function get(url: string, headers: Record<string, string> = bearer(ainoToken)) {
  return sandbox().inject({ method: 'GET', url, headers });
}

describe('bearer authentication', () => {
  const protectedCalls = [
    '/customers',
    '/customer-statistics',
    '/future-customer-rewards?newStructure=true',
    '/reservations',
  ];

  it('answers 401 MISSING_ACCESS_TOKEN without a token on every protected call', async () => {
    for (const url of protectedCalls) {
      const response = await get(url, {});
      expect(response.statusCode, url).toBe(401);
      expect(firstError(response.body).code).toBe('MISSING_ACCESS_TOKEN');
    }
  });

  it('tells malformed, forged and expired tokens apart', async () => {
    const malformed = await get('/customers', { authorization: 'Token abc' });
    expect(firstError(malformed.body).code).toBe('MALFORMED_ACCESS_TOKEN');
    const notJwt = await get('/customers', { authorization: 'Bearer a.b.c' });
    expect(firstError(notJwt.body).code).toBe('MALFORMED_ACCESS_TOKEN');
    const forged = await new SignJWT({ email: aino })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('someone')
      .setIssuer('guest-sandbox')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-secret-the-sandbox-never-used-for-signing'));
    const bad = await get('/customers', bearer(forged));
    expect(bad.statusCode).toBe(401);
    expect(firstError(bad.body).code).toBe('INVALID_ACCESS_TOKEN_SIGNATURE');

    await sandbox().inject({
      method: 'PUT',
      url: '/_sandbox/clock',
      payload: { now: new Date(testNow.getTime() + 3_601_000).toISOString() },
    });
    const expired = await get('/customers');
    await sandbox().inject({ method: 'DELETE', url: '/_sandbox/clock' });
    expect(expired.statusCode).toBe(401);
    expect(firstError(expired.body).code).toBe('ACCESS_TOKEN_EXPIRED');
  });

  it('answers 401 UNKNOWN_CUSTOMER for a valid token whose customer is gone (after a reset)', async () => {
    const token = await signIn(sandbox(), 'new.guest@example.com');
    expect((await get('/customers', bearer(token))).statusCode).toBe(200);
    await sandbox().inject({ method: 'POST', url: '/_sandbox/reset' });
    for (const url of protectedCalls) {
      const response = await get(url, bearer(token));
      expect(response.statusCode, url).toBe(401);
      expect(firstError(response.body).code, url).toBe('UNKNOWN_CUSTOMER');
    }
  });
});

describe('GET /customers', () => {
  it('answers the signed-in customer as a one-entry list, with referral codes when expanded', async () => {
    const plain = await get('/customers', { ...bearer(ainoToken), 'x-platform': 'web' });
    expect(plain.statusCode).toBe(200);
    const [customer] = plain.json().data;
    expect(plain.json().data).toHaveLength(1);
    expect(customer).toMatchObject({ email: aino, firstName: 'Aino', lastName: 'Virtanen' });
    expect(customer.userId).not.toBeNull();
    expect(customer.referralVoucherCodes).toBeUndefined();
    const expanded = await get('/customers?$expand=referralVoucherCodes');
    expect(expanded.json().data[0].referralVoucherCodes).toEqual([{ value: 'AINO-VIRTANEN-10' }]);
  });

  it('answers 400 INVALID_EXPAND for an unknown expansion', async () => {
    const response = await get('/customers?$expand=orders');
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body)).toMatchObject({ code: 'INVALID_EXPAND', field: '$expand' });
  });
});

describe('PATCH /customers/{id}', () => {
  async function patch(id: string, payload: unknown, token = osloToken) {
    return sandbox().inject({
      method: 'PATCH',
      url: `/customers/${id}`,
      headers: bearer(token),
      payload: payload as object,
    });
  }

  async function oleId() {
    return (await get('/customers', bearer(osloToken))).json().data[0].id as string;
  }

  it('adds send-marketing-emails to the options once', async () => {
    const id = await oleId();
    const first = await patch(id, { isMarketingConsentGiven: true });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.options).toEqual(['send-marketing-emails']);
    const again = await patch(id, { isMarketingConsentGiven: true });
    expect(again.json().data.options).toEqual(['send-marketing-emails']);
  });

  it('answers 400 naming the id when it is malformed', async () => {
    const response = await patch('x'.repeat(65), { isMarketingConsentGiven: true });
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body)).toMatchObject({ code: 'INVALID_INPUT', field: 'id' });
  });

  it("answers 403 for another customer's id and changes nothing", async () => {
    const id = await oleId();
    const response = await patch(id, { isMarketingConsentGiven: true }, ainoToken);
    expect(response.statusCode).toBe(403);
    expect(firstError(response.body).code).toBe('NOT_YOUR_CUSTOMER');
  });

  it('refuses withdrawing consent or unknown fields, naming the field', async () => {
    const id = await oleId();
    for (const [payload, field] of [
      [{ isMarketingConsentGiven: false }, 'isMarketingConsentGiven'],
      [{}, 'isMarketingConsentGiven'],
      [{ isMarketingConsentGiven: true, email: 'x@example.com' }, 'email'],
    ] as const) {
      const response = await patch(id, payload, ainoToken);
      expect(response.statusCode).toBe(400);
      expect(firstError(response.body)).toMatchObject({ code: 'INVALID_INPUT', field });
    }
  });
});

describe('GET /customer-statistics', () => {
  it('answers the stored statistics', async () => {
    const response = await get('/customer-statistics');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.nightsStayed).toBeGreaterThan(0);
    expect(data.propertiesTotal).toBeGreaterThanOrEqual(40);
  });
});

describe('GET /future-customer-rewards', () => {
  it('answers every reward type, dropped ones included, with content or null', async () => {
    const response = await get('/future-customer-rewards?newStructure=true');
    expect(response.statusCode).toBe(200);
    const rewards = response.json().data as { type: string; content: unknown }[];
    const types = rewards.map((reward) => reward.type);
    expect(types).toEqual(
      expect.arrayContaining(['loyalty-voucher', 'check-in-early', 'legacy-points', 'partner-spa']),
    );
    expect(rewards.find((reward) => reward.type === 'gym')?.content).toBeNull();
    expect(rewards.find((reward) => reward.type === 'loyalty-voucher')?.content).toMatchObject({
      subTitle: expect.any(String),
      guideline: expect.any(String),
    });
  });

  it('answers an empty list to a customer with fewer than two stays', async () => {
    const response = await get('/future-customer-rewards?newStructure=true', bearer(osloToken));
    expect(response.json().data).toEqual([]);
  });

  it('answers 400 for a malformed newStructure', async () => {
    const response = await get('/future-customer-rewards?newStructure=maybe');
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body).field).toBe('newStructure');
  });
});

describe('GET /reservations', () => {
  it('filters by status and departure and expands property and unit category', async () => {
    const response = await get(
      `/reservations?status=confirmed,started&endDate[gte]=${testNow.toISOString()}&$expand=property,propertyUnitCategory`,
    );
    expect(response.statusCode).toBe(200);
    const slugs = response.json().data.map((reservation: { slug: string }) => reservation.slug);
    expect(slugs).toEqual(expect.arrayContaining(['demo-stay-helsinki', 'demo-stay-stockholm']));
    expect(slugs).not.toContain('demo-stay-past');
    const helsinki = response
      .json()
      .data.find((entry: { slug: string }) => entry.slug === 'demo-stay-helsinki');
    expect(helsinki.property.key).toBe('helsinki-kas40');
    expect(helsinki.propertyUnitCategory.name).toEqual(expect.any(String));
  });

  it('tells started from not-yet-started stays', async () => {
    const started = await get('/reservations?status=started');
    const slugs = started.json().data.map((reservation: { slug: string }) => reservation.slug);
    expect(slugs).toContain('demo-stay-helsinki');
    expect(slugs).not.toContain('demo-stay-stockholm');
    expect(started.json().data[0].property).toBeUndefined();
  });

  it('answers 400 naming the field for a bad status, instant or expansion', async () => {
    for (const [query, field] of [
      ['status=checked-in', 'status'],
      ['endDate[gte]=yesterday', 'endDate[gte]'],
      ['$expand=customer', '$expand'],
    ]) {
      const response = await get(`/reservations?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(firstError(response.body).field).toBe(field);
    }
  });
});
