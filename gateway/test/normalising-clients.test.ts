import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { getOperationAST } from 'graphql';
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstQuery as apolloFirstQuery, createApolloClient } from '../examples/apollo-client.ts';
import { orderStatus, placeOrder, stayOffers, stayOrder } from '../examples/operations.ts';
import manifest from '../examples/persisted-query-manifest.json' with { type: 'json' };
import { firstQuery as urqlFirstQuery } from '../examples/urql.ts';
import { deployedApps } from './support/gateway.ts';
import { moveSandboxClock } from './support/sandbox.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';

// Clients that normalise their cache by `__typename` and `id`, driven over real HTTP against a
// listening gateway in its production configuration (trusted documents only) and a real sandbox,
// as another team would: their CI publishes the manifest Apollo's tool wrote with the documents
// CLI, then the app sends ids, naming itself in `graphql-client-name`.

const adminKey = 'documents-admin-key-0123456789';
const documentsDirectory = mkdtempSync(join(tmpdir(), 'trusted-documents-'));
const run = promisify(execFile);

describe('clients that are not ours, against production', () => {
  const { sandbox, gateway } = useSandboxAndGateway({
    env: {
      APP_ENV: 'production',
      BOT_CHECK_SITE_KEY: 'site-key',
      ...deployedApps,
      DOCUMENTS_ADMIN_KEYS: adminKey,
      TRUSTED_DOCUMENTS_DIR: documentsDirectory,
      ORDER_STATUS_POLL_MS: '20',
      ORDER_STATUS_POLL_MAX_MS: '80',
    },
  });
  let url = '';

  beforeAll(async () => {
    await gateway().listen({ port: 0, host: '127.0.0.1' });
    const { port } = gateway().server.address() as AddressInfo;
    url = `http://127.0.0.1:${port}/graphql`;
    // Each example app's CI publishes the manifest under its own name.
    for (const app of ['apollo-example', 'urql-example']) {
      const { stdout } = await run(
        process.execPath,
        [
          'scripts/documents.ts',
          'publish',
          '--app',
          app,
          '--version',
          '1.0.0',
          'examples/persisted-query-manifest.json',
          '--url',
          `http://127.0.0.1:${port}`,
        ],
        {
          cwd: new URL('..', import.meta.url).pathname,
          // The CLI resolves a path against INIT_CWD when a package manager started it, as the
          // test command does from the repository's root; the path here is the gateway's.
          env: {
            ...process.env,
            INIT_CWD: new URL('..', import.meta.url).pathname,
            DOCUMENTS_ADMIN_KEY: adminKey,
          },
        },
      );
      expect(stdout).toContain(`Published ${app} 1.0.0: ${manifest.operations.length} documents`);
    }
  });
  afterAll(() => rmSync(documentsDirectory, { recursive: true, force: true }));

  it('runs the README’s first queries for Apollo Client and urql as written', async () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const example of ['apollo-client.ts', 'urql.ts']) {
      const text = readFileSync(new URL(`../examples/${example}`, import.meta.url), 'utf8');
      expect(readme, `README shows examples/${example} verbatim`).toContain(text.trim());
    }
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
    const idOf = (document: Parameters<typeof getOperationAST>[0]) => {
      const name = getOperationAST(document)?.name?.value;
      const operation = manifest.operations.find((each) => each.name === name);
      if (!operation) throw new Error(`${name} is not in the manifest`);
      return operation.id;
    };
    // Subscriptions go over Server-Sent Events (graphql-sse, the gateway's transport) by their
    // persisted id too, the rest through the example's client: the split every Apollo app with SSE
    // subscriptions makes.
    const events = createClient({
      url,
      retryAttempts: 0,
      headers: { 'graphql-client-name': 'apollo-example', 'graphql-client-version': '1.0.0' },
    });
    const sseLink = new ApolloLink(
      (operation) =>
        new Observable((observer) =>
          events.subscribe(
            {
              query: '',
              variables: operation.variables,
              extensions: { persistedQuery: { version: 1, sha256Hash: idOf(operation.query) } },
            },
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
    // The example's link (persisted ids, its name in the headers) for queries and mutations.
    const client = new ApolloClient({
      link: ApolloLink.split(isSubscription, sseLink, createApolloClient(url).link),
      cache: new InMemoryCache(),
    });

    const booked = await sandbox().createReservation();
    const offered = await client.query<{
      reservation: {
        id: string;
        offeredProducts: { id: string; productId: string; type: string }[];
      };
    }>({ query: stayOffers, variables: { slug: booked.slug } });
    const parking = offered.data?.reservation.offeredProducts.find(
      (product) => product.type === 'PARKING',
    );
    if (!parking) throw new Error('no parking product offered');
    const placed = await client.mutate<{
      orderProducts: { ok: boolean; order: { id: string; orderId: string; status: string } };
    }>({
      mutation: placeOrder,
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
    const variables = { slug: booked.slug, orderId: order.orderId };
    const seen: string[] = [];
    const watched = client
      .watchQuery<{ reservation: { order: { status: string } | null } | null }>({
        query: stayOrder,
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
          query: orderStatus,
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
