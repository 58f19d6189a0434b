import type { FastifyRequest } from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../src/auth/session.ts';
import {
  nextBoundaryAfter,
  ttlPerRootField,
  useGatewayResponseCache,
} from '../src/graphql/response-cache.ts';
import { buildSchema } from '../src/graphql/yoga.ts';
import { memoryResponses } from '../src/shared-state/response-store.ts';
import { graphql } from './support/gateway.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';
import { jwtWithExpiry } from './support/tokens.ts';

const stayQuery =
  'query StayCache($slug: String!) { reservation(slug: $slug) { slug status confirmationNumber property { name } } }';
const cancel = `mutation Cancel($slug: String!) {
  cancelReservation(slug: $slug) { ok error { code } }
}`;
const documents = new Map([
  ['stay-v1', stayQuery],
  ['cancel-v1', cancel],
  ['log-out-v1', 'mutation LogOut { logOut { ok } }'],
]);

describe('response cache lifetimes', () => {
  it('keeps public content for its TTL, a guest’s data for the session TTL, lookups never', () => {
    const ttls = ttlPerRootField(buildSchema(), { sessionTtlMs: 1000, publicTtlMs: 300_000 });
    expect(ttls['Query.property']).toBe(300_000);
    expect(ttls['Query.clientConfiguration']).toBe(300_000);
    expect(ttls['Query.reservation']).toBe(1000);
    expect(ttls['Query.viewer']).toBe(1000);
    expect(ttls['Query.node']).toBe(1000);
    expect(ttls['Query.checkInReservation']).toBe(0);
  });

  it('finds the earliest future door key boundary at any depth, ignoring past ones', () => {
    const now = Date.parse('2026-12-01T10:00:00Z');
    expect(
      nextBoundaryAfter(
        {
          a: [{ validTo: '2026-12-01T09:00:00Z' }, { validTo: '2026-12-01T12:00:00Z' }],
          b: { c: { availableAt: '2026-12-01T11:00:00Z' } },
        },
        now,
      ),
    ).toBe(Date.parse('2026-12-01T11:00:00Z'));
    expect(nextBoundaryAfter({ a: 1 }, now)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('response cache through the gateway, against the sandbox', () => {
  const { sandbox, gateway } = useSandboxAndGateway({
    persistedDocuments: documents,
    env: { RESPONSE_CACHE_TTL_MS: '10000' },
  });
  let slug: string;

  beforeAll(async () => {
    slug = (await sandbox().createReservation({ startInDays: 10, nights: 2 })).slug;
  });

  const stayReads = () => sandbox().calls.filter((call) => call === `GET /check-in/${slug}`);

  it('answers a repeated query from the cache, per session and language', async () => {
    const body = { documentId: 'stay-v1', variables: { slug } };
    const first = await graphql(gateway(), body);
    const second = await graphql(gateway(), body);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      reservation: {
        slug,
        status: expect.any(String),
        confirmationNumber: expect.any(String),
        property: expect.any(Object),
      },
    });
    expect(second.body).toEqual(first.body);
    expect(second.headers['content-security-policy']).toContain("default-src 'self'");
    expect(stayReads()).toHaveLength(1);

    const token = jwtWithExpiry(Math.floor(Date.now() / 1000) + 600);
    await graphql(gateway(), body, { authorization: `Bearer ${token}` });
    await graphql(gateway(), body, { 'x-language-code': 'fi-FI' });
    expect(stayReads()).toHaveLength(3);

    const metrics = await gateway().inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain('gateway_response_cache_total{outcome="hit"} 1');
  });

  it('drops the stay’s answers when a mutation on that stay runs', async () => {
    const body = { documentId: 'stay-v1', variables: { slug } };
    const before = await graphql<{ reservation: { status: string } }>(gateway(), body);
    sandbox().resetCounters();
    await graphql(gateway(), body);
    expect(stayReads()).toHaveLength(0);

    const cancelled = await graphql<{ cancelReservation: { ok: boolean } }>(gateway(), {
      documentId: 'cancel-v1',
      variables: { slug },
    });
    expect(cancelled.body.data?.cancelReservation.ok).toBe(true);
    sandbox().resetCounters();
    const after = await graphql<{ reservation: { status: string } }>(gateway(), body);
    expect(stayReads()).toHaveLength(1);
    expect(after.body.data?.reservation.status).not.toBe(before.body.data?.reservation.status);
  });

  it('drops the caller’s answers when any mutation of theirs runs', async () => {
    const { slug: other } = await sandbox().createReservation();
    const body = { documentId: 'stay-v1', variables: { slug: other } };
    await graphql(gateway(), body);
    sandbox().resetCounters();
    await graphql(gateway(), body);
    expect(sandbox().calls).toEqual([]);
    const loggedOut = await graphql(gateway(), { documentId: 'log-out-v1' });
    expect(loggedOut.body.errors).toBeUndefined();
    await graphql(gateway(), body);
    expect(sandbox().calls).toEqual([`GET /check-in/${other}`]);
  });
});

describe('response cache of an in-process call (server rendering)', () => {
  it('keys on the session the Fastify request carries, not on the Fetch request’s headers', async () => {
    const token = jwtWithExpiry(Math.floor(Date.now() / 1000) + 600);
    let reads = 0;
    const schema = createSchema<{ req: FastifyRequest }>({
      typeDefs: 'type Query { reservation(slug: String!): Stay } type Stay { who: String }',
      resolvers: {
        Query: {
          reservation: (_, __, { req }) => {
            reads += 1;
            return { who: req.cookies?.[sessionCookieName] ? 'the guest' : 'nobody' };
          },
        },
      },
    });
    const cache = useGatewayResponseCache({
      schema,
      settings: { sessionTtlMs: 10_000, publicTtlMs: 0 },
      store: memoryResponses(),
      cachesAdHocDocuments: true,
    });
    const yoga = createYoga<{ req: FastifyRequest }>({
      schema,
      plugins: [cache.beforeTrustedDocuments, cache.afterTrustedDocuments],
    });
    // The page request: its cookies are the guest's; the Fetch request carries none of them.
    const caller = (cookies: Record<string, string>) =>
      ({ headers: {}, cookies }) as unknown as FastifyRequest;
    const ask = async (req: FastifyRequest) => {
      const response = await yoga.fetch(
        'http://gateway.internal/graphql',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ query: '{ reservation(slug: "s1") { who } }' }),
        },
        { req },
      );
      return (await response.json()).data.reservation.who;
    };
    expect(await ask(caller({ [sessionCookieName]: token }))).toBe('the guest');
    expect(await ask(caller({}))).toBe('nobody');
    expect(await ask(caller({ [sessionCookieName]: token }))).toBe('the guest');
    expect(reads).toBe(2);
  });
});
