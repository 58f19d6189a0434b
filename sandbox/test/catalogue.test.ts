import { describe, expect, it } from 'vitest';
import { stableId } from '../src/domain/ids.ts';
import { client } from './http.ts';
import { firstError, useSandbox } from './support.ts';

const sandbox = useSandbox();
const { get } = client(sandbox);
const helsinki = stableId('property', 'helsinki-kas40');

describe('GET /properties/{id}', () => {
  it('answers the whole property without $select', async () => {
    const response = await get(`/properties/${helsinki}`);
    expect(response.status).toBe(200);
    expect(response.json().data).toMatchObject({
      id: helsinki,
      key: 'helsinki-kas40',
      city: 'Helsinki',
      timeZone: 'Europe/Helsinki',
      currencyCode: 'EUR',
      language: 'fi-FI',
      isWhiteLabel: false,
    });
    expect(response.json().data.googleMapsUrl).toMatch(/^https:\/\/maps\.google\.com/);
  });

  it('answers only the fields $select names', async () => {
    const select =
      'currencyCode,language,city,timeZone,key,name,googleMapsUrl,addressLine1,addressLine2,zipCode';
    const response = await get(`/properties/${helsinki}?$select=${select}`);
    expect(response.status).toBe(200);
    expect(Object.keys(response.json().data).sort()).toEqual(select.split(',').sort());
  });

  it('answers 400 naming $select and the unknown field', async () => {
    const response = await get(`/properties/${helsinki}?$select=city,currency`);
    expect(response.status).toBe(400);
    const error = firstError(response.body);
    expect(error).toMatchObject({ code: 'INVALID_SELECT', field: '$select' });
    expect(error.message).toContain("'currency'");
    const empty = await get(`/properties/${helsinki}?$select=,`);
    expect(firstError(empty.body).field).toBe('$select');
  });

  it('answers 404 for an unknown id and 400 for an overlong one', async () => {
    const missing = await get('/properties/no-such-property');
    expect(missing.status).toBe(404);
    expect(firstError(missing.body)).toMatchObject({ code: 'PROPERTY_NOT_FOUND', field: 'id' });
    const overlong = await get(`/properties/${'x'.repeat(65)}`);
    expect(overlong.status).toBe(400);
    expect(firstError(overlong.body).field).toBe('id');
  });
});

describe('GET /properties', () => {
  it('finds the property with a key and answers the selected contacts', async () => {
    const response = await get('/properties?key=london-ch65&$select=id,whatsappNumber,phone,key');
    expect(response.status).toBe(200);
    const data = response.json().data;
    expect(data).toHaveLength(1);
    expect(data[0]).toEqual({
      id: stableId('property', 'london-ch65'),
      key: 'london-ch65',
      phone: expect.stringMatching(/^\+44\d+$/),
      whatsappNumber: data[0].whatsappNumber,
    });
  });

  it('lists the whole portfolio without a key and nothing for an unknown key', async () => {
    const all = await get('/properties?$select=key');
    expect(all.json().data.length).toBeGreaterThanOrEqual(40);
    const unknown = await get('/properties?key=nowhere-xx00');
    expect(unknown.status).toBe(200);
    expect(unknown.json().data).toEqual([]);
  });

  it('answers 400 for an unknown select field or an empty key', async () => {
    const select = await get('/properties?key=london-ch65&$select=id,email');
    expect(firstError(select.body)).toMatchObject({ code: 'INVALID_SELECT', field: '$select' });
    const empty = await get('/properties?key=');
    expect(empty.status).toBe(400);
    expect(firstError(empty.body).field).toBe('key');
  });
});

describe('GET /property-unit-categories/{id}', () => {
  it('answers the category with images in sequence order and newline-separated features', async () => {
    const stay = await get('/check-in/demo-stay-helsinki');
    const categoryId = stay.json().data.propertyUnitCategoryId;
    const response = await get(`/property-unit-categories/${categoryId}`);
    expect(response.status).toBe(200);
    const category = response.json().data;
    expect(category).toMatchObject({ id: categoryId, propertyId: helsinki });
    expect(
      category.images.map((image: { sequenceNumber: number }) => image.sequenceNumber),
    ).toEqual([1, 2]);
    expect(category.features).toContain('\n');
    expect(category.capacity).toBeGreaterThan(0);
    expect(category.emissionsCo2ePerNight).toBeGreaterThan(0);
    expect(category.cmsSlug).toMatch(/^helsinki-kas40-/);
  });

  it('answers 404 naming the id for an unknown category', async () => {
    const response = await get('/property-unit-categories/unknown-category');
    expect(response.status).toBe(404);
    expect(firstError(response.body)).toMatchObject({
      code: 'UNIT_CATEGORY_NOT_FOUND',
      field: 'id',
    });
  });

  it('answers 400 naming the id when it is overlong', async () => {
    const response = await get(`/property-unit-categories/${'x'.repeat(65)}`);
    expect(response.status).toBe(400);
    expect(firstError(response.body).field).toBe('id');
  });
});
