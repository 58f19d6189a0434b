import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { ApolloClient, ApolloLink, gql, HttpLink, InMemoryCache, Observable } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { print } from 'graphql';
import { createClient } from 'graphql-sse';
import { describe, expect, it } from 'vitest';
import { firstQuery as apolloFirstQuery } from '../examples/apollo-client.ts';
import { firstQuery as urqlFirstQuery } from '../examples/urql.ts';
import { moveSandboxClock } from './support/sandbox.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';

// Clients that normalise their cache by `__typename` and `id`, driven over real HTTP against a
// listening gateway and a real sandbox, as a developer outside this team would use them.

const fastPolling = { ORDER_STATUS_POLL_MS: '20', ORDER_STATUS_POLL_MAX_MS: '80' };

describe('clients that are not ours', () => {
  const { sandbox, gateway } = useSandboxAndGateway({ env: fastPolling });

  async function graphqlUrl(): Promise<string> {
    if (!gateway().server.listening) await gateway().listen({ port: 0, host: '127.0.0.1' });
    const { port } = gateway().server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/graphql`;
  }

  it('runs the README’s first queries for Apollo Client and urql as written', async () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const example of ['apollo-client.ts', 'urql.ts']) {
      const text = readFileSync(new URL(`../examples/${example}`, import.meta.url), 'utf8');
      expect(readme, `README shows examples/${example} verbatim`).toContain(text.trim());
    }
    const url = await graphqlUrl();
    for (const data of [await apolloFirstQuery(url), await urqlFirstQuery(url)]) {
      expect(data).toMatchObject({
        reservation: {
          id: expect.any(String),
          confirmationNumber: expect.any(String),
          property: { id: expect.any(String), name: expect.any(String), city: 'Helsinki' },
        },
      });
    }
  });

  it('Apollo Client 4 normalises an order’s status update into the stay it belongs to', async () => {
    const url = await graphqlUrl();
    // Subscriptions go over Server-Sent Events (graphql-sse, the gateway's transport), the rest
    // over Apollo's HttpLink: the split every Apollo app with SSE subscriptions makes.
    const events = createClient({ url, retryAttempts: 0 });
    const sseLink = new ApolloLink(
      (operation) =>
        new Observable((observer) =>
          events.subscribe(
            { query: print(operation.query), variables: operation.variables },
            {
              next: (result) => observer.next(result as ApolloLink.Result),
              error: (error) => observer.error(error),
              complete: () => observer.complete(),
            },
          ),
        ),
    );
    const isSubscription = ({ query }: ApolloLink.Operation) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    };
    const client = new ApolloClient({
      link: ApolloLink.split(isSubscription, sseLink, new HttpLink({ uri: url })),
      cache: new InMemoryCache(),
    });

    const booked = await sandbox().createReservation();
    const stay = gql`
      query Stay($slug: String!) {
        reservation(slug: $slug) {
          id
          offeredProducts { id productId type }
        }
      }
    `;
    const offered = await client.query<{
      reservation: {
        id: string;
        offeredProducts: { id: string; productId: string; type: string }[];
      };
    }>({ query: stay, variables: { slug: booked.slug } });
    const parking = offered.data?.reservation.offeredProducts.find(
      (product) => product.type === 'PARKING',
    );
    if (!parking) throw new Error('no parking product offered');
    const placed = await client.mutate<{
      orderProducts: { ok: boolean; order: { id: string; orderId: string; status: string } };
    }>({
      mutation: gql`
        mutation Order($slug: String!, $items: [OrderItemInput!]!, $key: String!) {
          orderProducts(slug: $slug, items: $items, idempotencyKey: $key) {
            ok
            order { id orderId status }
          }
        }
      `,
      variables: {
        slug: booked.slug,
        items: [{ productId: parking.productId }],
        key: randomUUID(),
      },
    });
    const order = placed.data?.orderProducts.order;
    if (!order) throw new Error(JSON.stringify(placed));
    expect(order.status).toBe('PENDING');

    // The stay screen watches the order within its stay.
    const stayWithOrder = gql`
      query StayOrder($slug: String!, $orderId: ID!) {
        reservation(slug: $slug) {
          id
          order(orderId: $orderId) { id status }
        }
      }
    `;
    const variables = { slug: booked.slug, orderId: order.orderId };
    const seen: string[] = [];
    const watched = client
      .watchQuery<{ reservation: { order: { status: string } | null } | null }>({
        query: stayWithOrder,
        variables,
      })
      .subscribe(({ data }) => {
        const status = data?.reservation?.order?.status;
        if (status) seen.push(status);
      });
    await expect.poll(() => seen).toEqual(['PENDING']);

    // The subscription's updates carry the order's id, so Apollo writes them into that entity.
    await moveSandboxClock(sandbox().url, new Date(Date.now() + 5_000));
    const statuses: string[] = [];
    await new Promise<void>((resolve, reject) => {
      client
        .subscribe<{ orderStatus: { id: string; status: string } }>({
          query: gql`
            subscription Status($slug: String!, $orderId: ID!) {
              orderStatus(slug: $slug, orderId: $orderId) { id status }
            }
          `,
          variables,
        })
        .subscribe({
          next: ({ data }) => {
            if (data) statuses.push(data.orderStatus.status);
          },
          error: reject,
          complete: resolve,
        });
    });
    expect(statuses.at(-1)).toBe('ORDERED');

    // No refetch: the watched stay shows the new status from the one normalised Order.
    await expect.poll(() => seen).toEqual(['PENDING', 'ORDERED']);
    const cache = client.cache.extract() as Record<string, Record<string, unknown>>;
    expect(cache[`Order:${order.id}`]).toMatchObject({ status: 'ORDERED' });
    expect(
      Object.values(cache[`Reservation:${offered.data?.reservation.id}`] ?? {}).some(
        (field) => JSON.stringify(field) === JSON.stringify({ __ref: `Order:${order.id}` }),
      ),
    ).toBe(true);
    watched.unsubscribe();
    events.dispose();
  });
});
