import { describe, expect, it } from 'vitest';
import { stableId } from '../src/domain/ids.ts';
import { client } from './http.ts';
import { firstError, useSandbox } from './support.ts';

const sandbox = useSandbox();
const { get } = client(sandbox);
const helsinki = stableId('property', 'helsinki-kas40');
const london = stableId('property', 'london-ch65');

describe('GET /property-content', () => {
  it('answers help articles in the four groups in English by default', async () => {
    const response = await get(`/property-content?propertyId=${helsinki}`);
    expect(response.status).toBe(200);
    const content = response.json().data;
    expect(content).toMatchObject({
      propertyId: helsinki,
      language: 'en',
      helpCenterId: 'hc-helsinki',
      helpCenterIdentifier: 'help-helsinki-kas40',
    });
    // Served by the guest web app, on whatever origin it runs.
    expect(content.guestAreaImageUrl).toMatch(/^\/images\/seed\/.+\.svg$/);
    expect(Object.keys(content.articles)).toEqual([
      'access',
      'apartment',
      'check-out',
      'reservation',
    ]);
    for (const group of Object.values(content.articles) as { title: string }[][]) {
      expect(group.length).toBeGreaterThan(0);
    }
    expect(content.articles.access[0]).toMatchObject({
      title: 'How do I get in?',
      description: 'Door codes and digital keys',
    });
    expect(content.accessGuides[0].title).toBe('Finding the entrance');
  });

  it('localises by x-language-code where translated: a locale, a bare language or an app slug', async () => {
    for (const header of ['de-DE', 'de', 'GER']) {
      const response = await get(`/property-content?propertyId=${helsinki}`, {
        'x-language-code': header,
      });
      expect(response.json().data.language).toBe('de');
      expect(response.json().data.articles.access[0].title).toBe('Wie komme ich hinein?');
    }
    const finnish = await get(`/property-content?propertyId=${helsinki}`, {
      'x-language-code': 'fi-FI',
    });
    expect(finnish.json().data.articles['check-out'][0].title).toBe('Miten teen check-outin?');
  });

  it('falls back to English for a language without translations', async () => {
    const response = await get(`/property-content?propertyId=${helsinki}`, {
      'x-language-code': 'sv-SE',
    });
    expect(response.json().data.language).toBe('en');
    expect(response.json().data.articles.access[0].title).toBe('How do I get in?');
  });

  it('answers 404 for an unknown property and 400 naming a missing propertyId or bad header', async () => {
    const unknown = await get('/property-content?propertyId=nope');
    expect(unknown.status).toBe(404);
    expect(firstError(unknown.body)).toMatchObject({
      code: 'PROPERTY_NOT_FOUND',
      field: 'propertyId',
    });
    const missing = await get('/property-content');
    expect(missing.status).toBe(400);
    expect(firstError(missing.body).field).toBe('propertyId');
    const header = await get(`/property-content?propertyId=${helsinki}`, {
      'x-language-code': 'not a language',
    });
    expect(header.status).toBe(400);
    expect(firstError(header.body).field).toBe('x-language-code');
  });
});

describe('GET /product-content', () => {
  it('answers breakfast and gym partner content when expanded', async () => {
    const response = await get(`/product-content?propertyId=${helsinki}&$expand=breakfast,gym`);
    expect(response.status).toBe(200);
    const { breakfast, gym } = response.json().data;
    for (const partner of [breakfast, gym]) {
      expect(partner).toMatchObject({
        name: expect.any(String),
        description: expect.any(String),
        address: expect.stringContaining('Kasarmikatu 40'),
        googleMapsUrl: expect.stringMatching(/^https:.*Helsinki/),
        // The partner's page on the sandbox itself, on the origin the request came to.
        websiteUrl: expect.stringMatching(
          /^http:\/\/localhost(:\d+)?\/partners\/(breakfast|gym)\/helsinki-kas40$/,
        ),
        imageUrl: expect.stringMatching(/^\/images\/seed\/partner-(breakfast|gym)\.svg$/),
      });
      expect(partner.tags.length).toBeGreaterThan(0);
    }
    expect(breakfast.accessType).toBeUndefined();
    expect([
      'in-app',
      'access-card',
      'on-demand',
      'in-building',
      'in-building-without-code',
    ]).toContain(gym.accessType);
    expect(gym.accessGuidelines).not.toBe('');
  });

  it('answers only what $expand names', async () => {
    const gymOnly = await get(`/product-content?propertyId=${helsinki}&$expand=gym`);
    expect(Object.keys(gymOnly.json().data).sort()).toEqual(['gym', 'propertyId']);
    const none = await get(`/product-content?propertyId=${helsinki}`);
    expect(none.json().data).toEqual({ propertyId: helsinki });
  });

  it('answers 400 naming $expand for an unknown name and 404 for an unknown property', async () => {
    const badExpand = await get(`/product-content?propertyId=${helsinki}&$expand=spa`);
    expect(badExpand.status).toBe(400);
    expect(firstError(badExpand.body)).toMatchObject({ code: 'INVALID_EXPAND', field: '$expand' });
    const unknown = await get('/product-content?propertyId=nope&$expand=gym');
    expect(unknown.status).toBe(404);
    expect(firstError(unknown.body).field).toBe('propertyId');
  });
});

describe('GET /custom-products', () => {
  it('answers all four kinds, one of them the transfer service, with product groups', async () => {
    const response = await get(`/custom-products?propertyId=${london}&$expand=productGroup`);
    expect(response.status).toBe(200);
    const products = response.json().data as {
      type: string;
      productType: string | null;
      productGroup?: { key: string };
      group: string;
      currency: string;
    }[];
    expect(new Set(products.map((product) => product.type))).toEqual(
      new Set(['dummy', 'informational', 'request', 'third-party']),
    );
    const transfer = products.filter((product) => product.productType === 'transfer-service');
    expect(transfer).toHaveLength(1);
    expect(transfer[0]).toMatchObject({ type: 'request', currency: 'GBP' });
    for (const product of products) expect(product.productGroup?.key).toBe(product.group);
  });

  it('keeps the incomplete third-party and dummy products clients must drop', async () => {
    const response = await get(`/custom-products?propertyId=${london}`);
    const products = response.json().data as Record<string, unknown>[];
    expect(
      products.some((product) => product.type === 'third-party' && product.actionUrl === null),
    ).toBe(true);
    expect(
      products.some((product) => product.type === 'dummy' && product.dummyMessage === null),
    ).toBe(true);
    expect(products.every((product) => product.productGroup === undefined)).toBe(true);
  });

  it('answers 400 for an unknown expansion and 404 for an unknown property', async () => {
    const badExpand = await get(`/custom-products?propertyId=${london}&$expand=products`);
    expect(firstError(badExpand.body)).toMatchObject({ code: 'INVALID_EXPAND', field: '$expand' });
    const unknown = await get('/custom-products?propertyId=nope');
    expect(unknown.status).toBe(404);
    expect(firstError(unknown.body)).toMatchObject({ code: 'PROPERTY_NOT_FOUND' });
  });
});
