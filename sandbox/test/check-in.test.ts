import { describe, expect, it } from 'vitest';
import { reservationExpansions } from '../src/schemas/reservation.ts';
import { firstError, fullExpand, useSandbox } from './support.ts';

const sandbox = useSandbox();

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await sandbox().inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.body, json: () => response.json() };
}

describe('GET /check-in', () => {
  it('finds the reservation by booking number and last name, any case and spacing', async () => {
    const response = await get(
      '/check-in?channelConfirmationNumber=%20bk-100001&lastName=vIrTaNeN%20',
    );
    expect(response.status).toBe(200);
    expect(response.json().data).toMatchObject({
      slug: 'demo-stay-helsinki',
      confirmationNumber: 'BK-100001',
      status: 'confirmed',
      startDateLocal: '2026-06-15',
      endDateLocal: '2026-06-18',
      startDate: '2026-06-15T12:00:00.000Z',
      property: {
        key: 'helsinki-kas40',
        city: 'Helsinki',
        timeZone: 'Europe/Helsinki',
        isWhiteLabel: false,
      },
    });
    expect(response.json().data.propertyUnitCategory.images[0].sequenceNumber).toBe(1);
  });

  it('answers 404 RESERVATION_NOT_FOUND for a wrong last name or an unknown booking number', async () => {
    for (const query of [
      'channelConfirmationNumber=BK-100001&lastName=Smith',
      'channelConfirmationNumber=BK-999999&lastName=Virtanen',
    ]) {
      const response = await get(`/check-in?${query}`);
      expect(response.status).toBe(404);
      expect(firstError(response.body).code).toBe('RESERVATION_NOT_FOUND');
    }
  });

  it('answers 400 naming the missing or malformed field', async () => {
    const missing = await get('/check-in?channelConfirmationNumber=BK-100001');
    expect(missing.status).toBe(400);
    expect(firstError(missing.body)).toMatchObject({ code: 'INVALID_INPUT', field: 'lastName' });
    const empty = await get('/check-in?channelConfirmationNumber=&lastName=Virtanen');
    expect(firstError(empty.body).field).toBe('channelConfirmationNumber');
    const tooLong = await get(
      `/check-in?channelConfirmationNumber=BK-100001&lastName=${'a'.repeat(101)}`,
    );
    expect(firstError(tooLong.body).field).toBe('lastName');
  });
});

describe('GET /check-in/{slug}', () => {
  it('answers the reservation alone when nothing is expanded', async () => {
    const response = await get('/check-in/demo-stay-helsinki');
    expect(response.status).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      id: data.reservationId,
      slug: 'demo-stay-helsinki',
      confirmationNumber: 'BK-100001',
      adultsCount: 2,
      childrenCount: 0,
      status: 'confirmed',
      checkInState: 'guest-details-required',
      idVerificationState: 'not-required',
      isPaid: true,
      currencyCode: 'EUR',
      checkInDate: null,
      checkOutDate: null,
    });
    expect(data.totalPrice).toBeGreaterThan(0);
    for (const expansion of [
      'customer',
      'property',
      'propertyKeys',
      'products',
      'propertyUnit',
      'creditCards',
    ]) {
      expect(data).not.toHaveProperty(expansion);
    }
  });

  it('expands everything asked for, with nested expansions', async () => {
    const response = await get(`/check-in/demo-stay-helsinki?$expand=${fullExpand}`);
    expect(response.status).toBe(200);
    const data = response.json().data;
    expect(data.customer).toMatchObject({
      lastName: 'Virtanen',
      options: ['send-marketing-emails'],
      referralVoucherCodes: [{ value: 'AINO-VIRTANEN-10' }],
    });
    expect(data.creditCard).toMatchObject({
      numberMasked: '424242xxxxxx4242',
      authorizationState: 'authorized',
    });
    expect(data.creditCards.length).toBeGreaterThanOrEqual(1);
    expect(data.property).toMatchObject({
      key: 'helsinki-kas40',
      currencyCode: 'EUR',
      language: 'fi-FI',
    });
    expect(data.property.integrations.wirelessAccessPoint.ssid).toBe('Guest-helsinki-kas40');
    expect(Array.isArray(data.property.integrations.commonDoors)).toBe(true);
    expect(data.propertyUnit.address).toMatchObject({ city: 'Helsinki' });
    expect(data.propertyUnit.integrations.wirelessAccessPoint).not.toBeNull();
    expect(data.propertyUnitCategory.id).toBe(data.propertyUnitCategoryId);
    expect(data.products.length).toBe(12);
    expect(data.products[0].productGroup).toHaveProperty('name');
    expect(data.cancellationPolicy).toMatchObject({ type: 'refundable', isOTA: false });
    expect(data.sustainability.nightsCount).toBe(3);
    expect(data.sustainability.emissionsCo2eTotal).toBeCloseTo(
      data.sustainability.emissionsCo2ePerNight * 3,
    );
    expect(data.orderItems.map((item: { status: string }) => item.status).sort()).toEqual([
      'canceled',
      'delivered',
    ]);
  });

  it('expands only what is asked: no referral codes, groups or integrations unless named', async () => {
    const data = (
      await get('/check-in/demo-stay-helsinki?$expand=customer,products,property,propertyUnit')
    ).json().data;
    expect(data.customer).not.toHaveProperty('referralVoucherCodes');
    expect(data.products[0]).not.toHaveProperty('productGroup');
    expect(data.property).not.toHaveProperty('integrations');
    expect(data.propertyUnit).not.toHaveProperty('address');
    expect(data).not.toHaveProperty('propertyKeys');
  });

  it('shows door keys following payment, check-in state and the clock', async () => {
    const keysOf = async (slug: string) =>
      (await get(`/check-in/${slug}?$expand=propertyKeys`)).json().data.propertyKeys as {
        code: string | null;
        errorCode: string | null;
        availableAt: string | null;
        accessType: string;
      }[];
    // Helsinki: arrives today at 15:00, the test clock says 11:00 local.
    const early = await keysOf('demo-stay-helsinki');
    expect(early.every((key) => key.errorCode === 'not-available-yet')).toBe(true);
    expect(early[0]?.availableAt).toBe('2026-06-15T12:00:00.000Z');
    expect(early.every((key) => key.code === null)).toBe(true);
    // Berlin: checked in but not paid.
    expect((await keysOf('demo-stay-berlin')).every((key) => key.errorCode === 'not-paid')).toBe(
      true,
    );
    // London: checked in, paid, departs today at 11:00 London time (10:00Z); now is 08:00Z.
    const london = await keysOf('demo-stay-london');
    expect(london.every((key) => key.errorCode === null)).toBe(true);
    expect(
      london
        .filter((key) => key.accessType === 'code')
        .every((key) => /^\d{4}$/.test(key.code ?? '')),
    ).toBe(true);
    // Cancelled stays never open a door.
    expect(
      (await keysOf('demo-stay-canceled')).every((key) => key.errorCode === 'not-available'),
    ).toBe(true);
  });

  it('accepts every documented expansion name on its own', async () => {
    for (const name of reservationExpansions) {
      expect((await get(`/check-in/demo-stay-tallinn?$expand=${name}`)).status).toBe(200);
    }
  });

  it('answers 400 for an unknown expansion and a malformed language header', async () => {
    const unknown = await get('/check-in/demo-stay-helsinki?$expand=customer,secrets');
    expect(unknown.status).toBe(400);
    expect(firstError(unknown.body)).toMatchObject({ code: 'INVALID_EXPAND', field: '$expand' });
    const language = await get('/check-in/demo-stay-helsinki', {
      'x-language-code': 'not a language',
    });
    expect(language.status).toBe(400);
    expect(firstError(language.body).field).toBe('x-language-code');
    expect((await get('/check-in/demo-stay-helsinki', { 'x-language-code': 'fi-FI' })).status).toBe(
      200,
    );
  });

  it('answers 4xx naming the slug or the path for overlong or malformed slugs', async () => {
    const response = await get(`/check-in/${'x'.repeat(101)}`);
    expect(response.status).toBe(400);
    expect(firstError(response.body)).toMatchObject({ code: 'INVALID_INPUT', field: 'slug' });
    const absurd = await get(`/check-in/${'x'.repeat(600)}`);
    expect(absurd.status).toBe(414);
    expect(firstError(absurd.body)).toMatchObject({
      code: 'FST_ERR_MAX_PARAM_LENGTH',
      field: 'path',
    });
    const malformed = await get('/check-in/%E0%A4%A');
    expect(malformed.status).toBe(400);
    expect(firstError(malformed.body).field).toBe('path');
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await get('/check-in/no-such-stay?$expand=customer');
    expect(response.status).toBe(404);
    expect(firstError(response.body)).toMatchObject({
      code: 'RESERVATION_NOT_FOUND',
      field: 'slug',
    });
  });

  it('never answers stale data after a write', async () => {
    const before = (await get('/check-in/demo-stay-helsinki?$expand=customer')).json().data;
    await sandbox()
      .db.updateTable('customers')
      .set({ firstName: 'Aino-Maria' })
      .where('id', '=', before.customerId)
      .execute();
    const after = (await get('/check-in/demo-stay-helsinki?$expand=customer')).json().data;
    expect(after.customer.firstName).toBe('Aino-Maria');
  });
});
