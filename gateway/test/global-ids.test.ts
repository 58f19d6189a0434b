import { randomUUID } from 'node:crypto';
import { loadSchemaFromSdl } from '@guest/schema';
import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { keyedEntityTypes, nodeTypes, toEntityId } from '../src/graphql/global-id.ts';
import { graphql } from './support/gateway.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';

// What a normalising client (Apollo Client, urql's graphcache, Relay) keys its cache on: every
// entity a stay shows has an opaque global id, unique across the whole graph, and `node(id)`
// reads the same object again with the credential that showed it (the slug in `x-slug`).

const stayQuery = `query Stay($slug: String!) {
  reservation(slug: $slug) {
    id
    customer { id customerId firstName email }
    cards { id cardId numberMasked }
    keys { id keyId name }
    offeredProducts { id productId type name }
    orderedItems(first: 20) { edges { node { id orderItemId productId } } }
  }
}`;

const orderProducts = `mutation Order($slug: String!, $items: [OrderItemInput!]!, $key: String!) {
  orderProducts(slug: $slug, items: $items, idempotencyKey: $key) { ok order { id orderId status } }
}`;

const nodeQuery = `query Node($id: ID!) {
  node(id: $id) {
    __typename
    id
    ... on Order { orderId status }
    ... on OrderedItem { orderItemId }
    ... on Product { productId name }
    ... on DoorKey { keyId }
    ... on CreditCard { cardId numberMasked }
    ... on Customer { customerId firstName email }
  }
}`;

type Stay = {
  id: string;
  customer: { id: string; customerId: string; firstName: string; email: string };
  cards: { id: string; cardId: string; numberMasked: string }[];
  keys: { id: string; keyId: string; name: string | null }[];
  offeredProducts: { id: string; productId: string; type: string; name: string }[];
  orderedItems: { edges: { node: { id: string; orderItemId: string; productId: string } }[] };
};

describe('global ids: every entity a stay shows can be cached and refetched', () => {
  const { sandbox, gateway } = useSandboxAndGateway();

  async function stayOf(slug: string): Promise<Stay> {
    const { body } = await graphql<{ reservation: Stay }>(gateway(), {
      query: stayQuery,
      variables: { slug },
    });
    if (!body.data?.reservation) throw new Error(JSON.stringify(body.errors));
    return body.data.reservation;
  }

  async function node(id: string, slug?: string) {
    const { body } = await graphql<{ node: Record<string, unknown> | null }>(
      gateway(),
      { query: nodeQuery, variables: { id } },
      slug ? { 'x-slug': slug } : {},
    );
    expect(body.errors).toBeUndefined();
    return body.data?.node ?? null;
  }

  async function bookedWithAnOrder() {
    const booked = await sandbox().createReservation({
      propertyKey: 'berlin-kop92',
      startInDays: -1,
      nights: 3,
      checkInState: 'check-in-completed',
    });
    const parking = (await stayOf(booked.slug)).offeredProducts.find(
      (product) => product.type === 'PARKING',
    );
    const { body } = await graphql<{
      orderProducts: { ok: boolean; order: { id: string; orderId: string; status: string } };
    }>(gateway(), {
      query: orderProducts,
      variables: {
        slug: booked.slug,
        items: [{ productId: parking?.productId }],
        key: randomUUID(),
      },
    });
    if (!body.data?.orderProducts.ok) throw new Error(JSON.stringify(body));
    return { slug: booked.slug, order: body.data.orderProducts.order };
  }

  it('gives each entity an opaque id of its own and refetches it with the slug', async () => {
    const { slug, order } = await bookedWithAnOrder();
    const stay = await stayOf(slug);
    const entities = [
      {
        typename: 'Customer',
        id: stay.customer.id,
        fields: { firstName: stay.customer.firstName },
      },
      ...stay.cards.map((card) => ({
        typename: 'CreditCard',
        id: card.id,
        fields: { cardId: card.cardId, numberMasked: card.numberMasked },
      })),
      ...stay.keys.map((key) => ({
        typename: 'DoorKey',
        id: key.id,
        fields: { keyId: key.keyId },
      })),
      ...stay.offeredProducts.map((product) => ({
        typename: 'Product',
        id: product.id,
        fields: { productId: product.productId, name: product.name },
      })),
      ...stay.orderedItems.edges.map(({ node: item }) => ({
        typename: 'OrderedItem',
        id: item.id,
        fields: { orderItemId: item.orderItemId },
      })),
      { typename: 'Order', id: order.id, fields: { orderId: order.orderId } },
    ];
    for (const typename of ['CreditCard', 'DoorKey', 'Product', 'OrderedItem']) {
      expect(
        entities.some((entity) => entity.typename === typename),
        typename,
      ).toBe(true);
    }
    const ids = [stay.id, ...entities.map((entity) => entity.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const entity of entities) {
      // Opaque: the core API's id is not readable in it.
      const coreId = Object.values(entity.fields)[0] as string;
      expect(entity.id).not.toContain(coreId);
      expect(await node(entity.id, slug)).toMatchObject({
        __typename: entity.typename,
        id: entity.id,
        ...entity.fields,
      });
      // The id alone grants nothing: without the stay's slug, or with another stay's, no node.
      expect(await node(entity.id)).toBeNull();
      expect(await node(entity.id, 'demo-stay-helsinki')).toBeNull();
    }
  });

  it('keeps the same door and product of two stays apart (their codes and prices are the stay’s)', async () => {
    const first = await stayOf((await sandbox().createReservation()).slug);
    const second = await stayOf((await sandbox().createReservation()).slug);
    const shared = first.offeredProducts.find((product) =>
      second.offeredProducts.some((other) => other.productId === product.productId),
    );
    expect(shared).toBeDefined();
    const twin = second.offeredProducts.find((other) => other.productId === shared?.productId);
    expect(twin?.id).not.toBe(shared?.id);
    expect(first.customer.id).not.toBe(second.customer.id);
  });

  it('reads an order within its stay and refuses a malformed order id', async () => {
    const { slug, order } = await bookedWithAnOrder();
    const { body } = await graphql<{ reservation: { order: { id: string; status: string } } }>(
      gateway(),
      {
        query: `query ($slug: String!, $orderId: ID!) {
          reservation(slug: $slug) { order(orderId: $orderId) { id status } missing: order(orderId: "nope") { id } }
        }`,
        variables: { slug, orderId: order.orderId },
      },
    );
    expect(body.data?.reservation).toEqual({
      order: { id: order.id, status: order.status },
      missing: null,
    });
    const refused = await graphql(gateway(), {
      query: `query ($slug: String!) { reservation(slug: $slug) { order(orderId: "../x") { id } } }`,
      variables: { slug },
    });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'orderId',
    });
  });
});

describe('ids of entities that are read only within their parent', () => {
  const { sandbox, gateway } = useSandboxAndGateway();

  /** Object types without an `id`, each a value: the answer of one question, or one quote. */
  const valueTypes: Record<string, string> = {
    Rate: 'a price plan as quoted for one stay’s dates, guests and voucher',
    CleaningAvailability: 'the answer of one availability question',
    DailyAvailability: 'the answer of one availability question',
    UpgradeOption: 'the answer of one availability question',
    TimeslotAvailability: 'the answer of one availability question',
    ArrivalDepartureTimeslot: 'a slot within one availability answer',
    ExtensionOption: 'the answer of one availability question',
    DoorAccessUpdate: 'one event of a door stream',
    LivingUnit: 'the unit as one stay shows it, inside that reservation',
  };

  it('gives every type carrying a core API id an `id`, unless it is a listed value type', () => {
    const schema = loadSchemaFromSdl();
    const withoutId: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      if (['Query', 'Mutation', 'Subscription'].includes(type.name)) continue;
      const fields = type.getFields();
      const carriesAnId = Object.keys(fields).some((name) => /^[a-z][A-Za-z]*Id$/.test(name));
      if (carriesAnId && !('id' in fields) && !(type.name in valueTypes)) {
        withoutId.push(type.name);
      }
      if ('id' in fields) {
        expect([...nodeTypes, ...keyedEntityTypes], type.name).toContain(type.name);
      }
    }
    expect(withoutId).toEqual([]);
  });

  it('answers each with an id of its type, unique among them', async () => {
    const first = await sandbox().createReservation({ propertyKey: 'london-ch65' });
    const query = `query Ids($slug: String!) {
      reservation(slug: $slug) {
        property {
          helpContent { id access { id } accessGuides { id } }
          customProducts { id customProductId }
          notices { id }
        }
      }
    }`;
    const { body } = await graphql<{
      reservation: {
        property: {
          helpContent: { id: string; access: { id: string }[]; accessGuides: { id: string }[] };
          customProducts: { id: string; customProductId: string }[];
        };
      };
    }>(gateway(), { query, variables: { slug: first.slug } });
    expect(body.errors).toBeUndefined();
    const typeOf = (id: string | undefined) =>
      Buffer.from(id ?? '', 'base64url')
        .toString('utf8')
        .split(':')[0];
    const reservation = body.data?.reservation;
    expect(typeOf(reservation?.property.helpContent.id)).toBe('HelpContent');
    expect(typeOf(reservation?.property.helpContent.access[0]?.id)).toBe('HelpArticle');
    expect(typeOf(reservation?.property.customProducts[0]?.id)).toBe('CustomProduct');
    const [product] = reservation?.property.customProducts ?? [];
    expect(product?.id).toBe(toEntityId('CustomProduct', product?.customProductId ?? ''));
    expect(new Set(reservation?.property.customProducts.map((each) => each.id)).size).toBe(
      reservation?.property.customProducts.length,
    );
    // The node query answers null for them: no core API call reads one alone.
    const node = await graphql(gateway(), {
      query: 'query N($id: ID!) { node(id: $id) { id } }',
      variables: { id: reservation?.property.helpContent.id },
    });
    expect(node.body.data).toEqual({ node: null });
  });
});
