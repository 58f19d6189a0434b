import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
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
