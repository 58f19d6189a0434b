import { beforeEach, describe, expect, it } from 'vitest';
import { rowCount } from './auth-support.ts';
import { firstError, useSandbox } from './support.ts';

// The core API's contract read strictly: a JSON body is taken as typed (no coercion), names hold
// no control characters, and dates stay within a sane range. Every refusal names the field and
// writes nothing.
const sandbox = useSandbox();

beforeEach(async () => {
  await sandbox().inject({ method: 'POST', url: '/_sandbox/reset' });
});

async function book(payload: object = {}): Promise<{ id: string; slug: string }> {
  const response = await sandbox().inject({
    method: 'POST',
    url: '/_sandbox/reservations',
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

async function breakfastId(): Promise<string> {
  const product = await sandbox()
    .db.selectFrom('products')
    .innerJoin('properties', 'properties.id', 'products.propertyId')
    .select('products.id')
    .where('properties.key', '=', 'berlin-kop92')
    .where('products.type', '=', 'breakfast')
    .executeTakeFirstOrThrow();
  return product.id;
}

const patch = (slug: string, payload: object) =>
  sandbox().inject({ method: 'PATCH', url: `/check-in/${slug}`, payload });

describe('JSON bodies are taken as typed', () => {
  it.each([
    ['a number as a string', (id: string) => ({ productId: id, quantity: '2' }), 'quantity'],
    ['an array for a string', (id: string) => ({ productId: [id] }), 'productId'],
  ])('refuses an order line with %s, placing nothing', async (_, line, field) => {
    const { slug } = await book();
    const before = await rowCount(sandbox(), 'orders');
    const response = await patch(slug, { orderItems: [line(await breakfastId())] });
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body)).toMatchObject({
      code: 'INVALID_INPUT',
      field: `orderItems[0].${field}`,
    });
    expect(await rowCount(sandbox(), 'orders')).toBe(before);
  });

  it.each(['true', 1])('refuses checkOutDone: %j, which is not the boolean true', async (value) => {
    const { slug } = await book({ startInDays: -2, nights: 2 });
    const response = await patch(slug, { checkOutDone: value });
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body)).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'checkOutDone',
    });
    const stay = await sandbox().inject({ url: `/check-in/${slug}` });
    expect(stay.json().data.checkOutDate).toBeNull();
  });

  it.each(['true', 1])('refuses a test reservation with paid: %j', async (paid) => {
    const response = await sandbox().inject({
      method: 'POST',
      url: '/_sandbox/reservations',
      payload: { paid },
    });
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body)).toMatchObject({ code: 'INVALID_INPUT', field: 'paid' });
  });

  it('still reads numbers and booleans from query strings', async () => {
    const category = await sandbox()
      .db.selectFrom('unitCategories')
      .select('id')
      .executeTakeFirstOrThrow();
    const response = await sandbox().inject({
      url: `/property-unit-category-availability?propertyUnitCategoryId=${category.id}&startDateLocal=2026-07-01&endDateLocal=2026-07-03&adultCount=2`,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('names hold no control characters', () => {
  const guest = {
    firstName: 'Aino',
    lastName: 'Virtanen',
    dateOfBirth: '1990-04-12',
    nationality: 'FI',
    email: 'aino@example.com',
    phone: '+358 40 123 4567',
    address: {
      addressLine1: 'Mannerheimintie 5',
      zipCode: '00100',
      city: 'Helsinki',
      countryCode: 'FI',
    },
    arrivalPurpose: 'leisure',
  };

  it.each([
    ['NUL', 'Ai\u0000no'],
    ['a line break', 'Aino\r\nBcc: x@example.com'],
    ['a tab', 'Ai\tno'],
    ['only blanks', '   '],
  ])('refuses guest details whose first name holds %s, storing nothing', async (_, firstName) => {
    const { slug } = await book();
    const response = await sandbox().inject({
      method: 'POST',
      url: `/check-in/${slug}/guest-details`,
      payload: { ...guest, firstName },
    });
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body)).toEqual({
      code: 'INVALID_INPUT',
      field: 'firstName',
      message: expect.stringMatching(
        /^firstName must not (be blank or )?contain control characters/,
      ),
    });
    const stored = await sandbox().db.selectFrom('guestDetails').select('reservationId').execute();
    expect(stored).toEqual([]);
  });

  it('refuses an address line with a line break', async () => {
    const { slug } = await book();
    const response = await sandbox().inject({
      method: 'POST',
      url: `/check-in/${slug}/guest-details`,
      payload: { ...guest, address: { ...guest.address, addressLine1: 'Street 1\nFloor 2' } },
    });
    expect(firstError(response.body)).toMatchObject({ field: 'address.addressLine1' });
  });

  it('refuses a lookup by a last name with control characters', async () => {
    const response = await sandbox().inject({
      url: '/check-in?channelConfirmationNumber=BK-100001&lastName=Virtanen%00',
    });
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body)).toMatchObject({ code: 'INVALID_INPUT', field: 'lastName' });
  });

  it('refuses a cardholder name with control characters on the pay page', async () => {
    const response = await sandbox().inject({
      method: 'POST',
      url: '/card-payments',
      payload: { number: '4242424242424242', cvv: '123', expiry: '12/30', name: 'Aino\u0007' },
    });
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body)).toMatchObject({ code: 'INVALID_INPUT', field: 'name' });
  });

  it('accepts names in any script, with apostrophes, hyphens and spaces', async () => {
    const { slug } = await book();
    const response = await sandbox().inject({
      method: 'POST',
      url: `/check-in/${slug}/guest-details`,
      payload: { ...guest, firstName: "Ζωή-Ἀνν O'Brien", lastName: 'Väänänen' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('dates stay within a sane range', () => {
  it.each(['0001-01-01', '1899-12-31', '2200-01-01', '9999-12-31'])(
    'refuses a stay moved to %s as not a date the API takes',
    async (date) => {
      const { slug } = await book();
      const response = await patch(slug, { startDate: date, endDate: '2026-07-03' });
      expect(response.statusCode).toBe(400);
      expect(firstError(response.body)).toMatchObject({ code: 'INVALID_DATE', field: 'startDate' });
    },
  );

  it('refuses a stay moved beyond the booking horizon', async () => {
    const { slug } = await book({ startInDays: 5 });
    const response = await patch(slug, { startDate: '2150-01-01', endDate: '2150-01-03' });
    expect(response.statusCode).toBe(409);
    expect(firstError(response.body)).toMatchObject({ code: 'DATE_TOO_FAR', field: 'startDate' });
  });

  it('refuses a rate quote beyond the booking horizon', async () => {
    const category = await sandbox()
      .db.selectFrom('unitCategories')
      .select('id')
      .executeTakeFirstOrThrow();
    const response = await sandbox().inject({
      url: `/property-unit-category-availability?propertyUnitCategoryId=${category.id}&startDateLocal=2199-01-01&endDateLocal=2199-01-03&adultCount=2`,
    });
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body)).toMatchObject({
      code: 'DATE_TOO_FAR',
      field: 'startDateLocal',
    });
  });

  it('refuses a date of birth before 1900', async () => {
    const { slug } = await book();
    const response = await sandbox().inject({
      method: 'POST',
      url: `/check-in/${slug}/guest-details`,
      payload: {
        firstName: 'Aino',
        lastName: 'Virtanen',
        dateOfBirth: '1850-01-01',
        nationality: 'FI',
        email: 'aino@example.com',
        phone: '+358 40 123 4567',
        address: { addressLine1: 'A 1', zipCode: '00100', city: 'Helsinki', countryCode: 'FI' },
        arrivalPurpose: 'leisure',
      },
    });
    expect(firstError(response.body)).toMatchObject({ code: 'INVALID_DATE', field: 'dateOfBirth' });
  });
});
