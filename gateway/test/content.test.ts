import { describe, expect, it } from 'vitest';
import { validateCustomProducts } from '../src/derive/custom-products.ts';
import type { Property } from '../src/graphql/schema-types.generated.ts';
import { graphql } from './support/gateway.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';

const propertyQuery = `query PropertyQuery($key: String!) {
  property(key: $key) {
    id propertyId key name city timeZone currencyCode isWhiteLabel hostDisplayName hostId
    contacts { phone whatsappNumber }
    helpContent {
      helpCenterId helpCenterIdentifier guestAreaImageUrl language
      access { articleId title description body }
      apartment { title } checkOut { title } reservation { title }
      accessGuides { guideId title body }
    }
    partnerContent {
      breakfast { name description address googleMapsUrl websiteUrl imageUrl tags }
      gym { name accessType accessGuidelines tags }
    }
    customProducts {
      customProductId type title price { amountMinor currencyCode } isExactPrice productType group
      actionUrl actionName dummyTitle dummyMessage
    }
  }
}`;

type PropertyResult = { property: Property | null };

describe('properties and their content against the sandbox', () => {
  const { sandbox, gateway } = useSandboxAndGateway();

  it('reads a property by key with contacts, help, partners and custom products, one call each', async () => {
    const { body } = await graphql<PropertyResult>(gateway(), {
      query: propertyQuery,
      variables: { key: 'helsinki-kas40' },
    });
    expect(body.errors).toBeUndefined();
    const property = body.data?.property;
    expect(property).toMatchObject({
      key: 'helsinki-kas40',
      city: 'Helsinki',
      timeZone: 'Europe/Helsinki',
      hostDisplayName: expect.any(String),
      hostId: expect.any(String),
      contacts: { phone: expect.stringMatching(/^\+\d+$/) },
      helpContent: { helpCenterId: expect.any(String), language: 'en' },
      partnerContent: {
        breakfast: { name: expect.any(String), tags: expect.any(Array) },
        gym: { accessType: 'IN_BUILDING' },
      },
    });
    expect(property?.helpContent?.access.length).toBeGreaterThan(0);
    expect(property?.helpContent?.checkOut.length).toBeGreaterThan(0);
    const propertyId = property?.propertyId;
    expect(sandbox().calls.sort()).toEqual(
      [
        'GET /properties',
        'GET /property-content',
        'GET /product-content',
        'GET /custom-products',
      ].sort(),
    );
    expect(propertyId).toEqual(expect.any(String));
  });

  it('drops incomplete third-party and dummy custom products and reports them', async () => {
    const { body } = await graphql<PropertyResult>(gateway(), {
      query: propertyQuery,
      variables: { key: 'helsinki-kas40' },
    });
    const propertyId = body.data?.property?.propertyId as string;
    const upstream = (await (
      await fetch(`${sandbox().url}/custom-products?propertyId=${propertyId}`)
    ).json()) as { data: { id: string; type: string; title: string }[] };
    const shown = body.data?.property?.customProducts ?? [];
    const shownIds = shown.map((product) => product.customProductId);
    const droppedIds = upstream.data
      .map((product) => product.id)
      .filter((id) => !shownIds.includes(id));
    // The seed holds one incomplete third-party and one incomplete dummy product here.
    expect(droppedIds).toHaveLength(2);
    for (const product of shown) {
      if (product.type === 'THIRD_PARTY') {
        expect(product.actionUrl).toBeTruthy();
        expect(product.actionName).toBeTruthy();
      }
      if (product.type === 'DUMMY') {
        expect(product).toMatchObject({
          actionName: expect.any(String),
          dummyTitle: expect.any(String),
          dummyMessage: expect.any(String),
        });
      }
    }
    expect(shown).toContainEqual(
      expect.objectContaining({ productType: 'TRANSFER_SERVICE', group: 'LOCAL_PRODUCTS' }),
    );
    const metrics = await gateway().inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(
      /gateway_custom_products_dropped_total\{type="third-party"\} [1-9]/,
    );
    expect(metrics.body).toMatch(/gateway_custom_products_dropped_total\{type="dummy"\} [1-9]/);
  });

  it('reads help articles in the caller’s language, English where none is translated', async () => {
    const query =
      '{ property(key: "helsinki-kas40") { helpContent { language access { title } } } }';
    const english = await graphql<PropertyResult>(gateway(), { query });
    const german = await graphql<PropertyResult>(
      gateway(),
      { query },
      { 'x-language-code': 'de-DE' },
    );
    const languages = [english, german].map(
      ({ body }) => body.data?.property?.helpContent?.language,
    );
    // The sandbox translates the help articles into German.
    expect(languages).toEqual(['en', 'de']);
    const requests = sandbox().requests.filter((request) =>
      request.url?.startsWith('/property-content'),
    );
    expect(requests.at(-1)?.headers['x-language-code']).toBe('de-DE');
    expect(german.body.data?.property?.helpContent?.access).not.toEqual(
      english.body.data?.property?.helpContent?.access,
    );
  });

  it('reads the stay, partners and custom products in the caller’s language: every content call carries it', async () => {
    sandbox().resetCounters();
    const property = await graphql<PropertyResult>(
      gateway(),
      { query: propertyQuery, variables: { key: 'berlin-kop92' } },
      { 'x-language-code': 'fi-FI' },
    );
    expect(property.body.errors).toBeUndefined();
    expect(property.body.data?.property?.partnerContent?.breakfast).toMatchObject({
      name: 'Bäckerei Morgenrot',
      description: expect.stringContaining('Aamiainen yhdelle vieraalle'),
      tags: ['kasvisvaihtoehtoja', 'gluteenittomia vaihtoehtoja'],
    });
    expect(property.body.data?.property?.customProducts?.map((product) => product.title)).toEqual(
      expect.arrayContaining(['Lentokenttäkuljetus', 'Kaupunkipyörät']),
    );
    const stay = await graphql<{
      reservation: {
        offeredProducts: { type: string; name: string }[];
        keys: { name: string | null; type: string }[];
      };
    }>(
      gateway(),
      {
        query:
          '{ reservation(slug: "demo-stay-berlin") { offeredProducts { type name } keys { type name } } }',
      },
      { 'x-language-code': 'fi-FI' },
    );
    const products = stay.body.data?.reservation.offeredProducts ?? [];
    expect(products.find((product) => product.type === 'BREAKFAST')?.name).toBe('Aamiainen');
    const keys = stay.body.data?.reservation.keys ?? [];
    // A door without a name of its own has none (the app names it by type); a named one is in Finnish.
    expect(keys.find((key) => key.type === 'ENTRANCE')?.name).toBeNull();
    expect(keys.find((key) => key.type === 'PARKING')?.name).toBe('Hallin portti');
    const contentCalls = sandbox().requests.filter((request) =>
      /^\/(check-in\/|property-content|product-content|custom-products|properties)/.test(
        request.url ?? '',
      ),
    );
    expect(contentCalls.length).toBeGreaterThanOrEqual(5);
    for (const request of contentCalls) {
      expect(request.headers['x-language-code'], request.url).toBe('fi-FI');
    }
  });

  it('answers null for an unknown key without calling for content', async () => {
    const { body } = await graphql<PropertyResult>(gateway(), {
      query: propertyQuery,
      variables: { key: 'nowhere-xx00' },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.property).toBeNull();
    expect(sandbox().calls).toEqual(['GET /properties']);
  });

  it('refetches a property by its global id, with $select and contacts by key', async () => {
    const first = await graphql<PropertyResult>(gateway(), {
      query: propertyQuery,
      variables: { key: 'berlin-kop92' },
    });
    const id = first.body.data?.property?.id as string;
    sandbox().calls.length = 0;
    sandbox().requests.length = 0;
    const { body } = await graphql<{ node: Property }>(gateway(), {
      query: `query ($id: ID!) { node(id: $id) { ... on Property { id key name contacts { phone } } } }`,
      variables: { id },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.node).toMatchObject({
      id,
      key: 'berlin-kop92',
      contacts: { phone: expect.any(String) },
    });
    expect(sandbox().calls.sort()).toEqual(
      ['GET /properties', expect.stringMatching(/^GET \/properties\/.+/)].sort(),
    );
    expect(sandbox().requests.some((request) => request.url?.includes('%24select='))).toBe(true);
  });
});

describe('validateCustomProducts', () => {
  const base = {
    id: 'p1',
    propertyId: 'prop',
    title: 'Bikes',
    description: '',
    imageUrl: '',
    logoUrl: null,
    guidelines: null,
    price: null,
    currency: 'EUR',
    isExactPrice: true,
    productType: null,
    actionUrl: null,
    actionName: null,
    dummyTitle: null,
    dummyMessage: null,
    noticeMinutes: null,
    group: 'local-products',
  } as const;

  it('keeps complete products and names what the dropped ones lack', () => {
    const { shown, dropped } = validateCustomProducts([
      { ...base, id: 'ok-3p', type: 'third-party', actionUrl: 'https://x.test', actionName: 'Go' },
      { ...base, id: 'bad-3p', type: 'third-party', actionUrl: 'https://x.test', actionName: ' ' },
      { ...base, id: 'bad-dummy', type: 'dummy', actionName: 'Order', dummyTitle: 'Yay' },
      { ...base, id: 'info', type: 'informational' },
    ]);
    expect(shown.map((product) => product.id)).toEqual(['ok-3p', 'info']);
    expect(dropped).toEqual([
      { id: 'bad-3p', type: 'third-party', missing: ['actionName'] },
      { id: 'bad-dummy', type: 'dummy', missing: ['dummyMessage'] },
    ]);
  });
});
