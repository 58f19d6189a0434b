import type { FastifyInstance } from 'fastify';
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentLimits } from '../src/hardening/armor.ts';
import { deeperThan, fullReservation } from './support/documents.ts';
import { buildTestGateway, deployedApps, graphql } from './support/gateway.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';

// Nothing listens here: every request below must be refused before any resolver runs, and a
// resolver that did run would answer with a `network` error instead of the refusal asserted.
const unreachableCoreApi = 'http://127.0.0.1:9';

const stayQuery = 'query StayQuery($slug: String!) { reservation(slug: $slug) { id slug } }';
const persistedDocuments = new Map([['stay-query-v1', stayQuery]]);
const apiKey = 'internal-tool-key-0123456789';

// Each document is valid against the schema and would read a reservation from the core API if it
// ran, so the counting sandbox proves the limits refuse it before execution.
const abusiveDocuments: [string, string, RegExp][] = [
  ['too deep', deeperThan(documentLimits.maxDepth), /depth limit/i],
  [
    'too many aliases',
    `{ ${Array.from({ length: documentLimits.maxAliases + 5 }, (_, i) => `a${i}: reservation(slug: "s") { id }`).join(' ')} }`,
    /alias/i,
  ],
  [
    'too many tokens',
    `{ reservation(slug: "s") { ${'id '.repeat(documentLimits.maxTokens)} } }`,
    /token limit/i,
  ],
  [
    'too many directives',
    `{ reservation(slug: "s") { id ${'@include(if: true) '.repeat(documentLimits.maxDirectives + 5)} } }`,
    /directive/i,
  ],
  [
    'too costly',
    `{ ${Array.from({ length: 3 }, (_, i) => `r${i}: ${fullReservation}`).join(' ')} }`,
    /estimated cost is \d+, above the limit of 8000/,
  ],
];

function nested(opening: string, times: number): string {
  return Array.from({ length: times }, () => opening).join(' ');
}

describe('hardening (production)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestGateway({
      coreApiUrl: unreachableCoreApi,
      env: {
        APP_ENV: 'production',
        BOT_CHECK_SITE_KEY: 'site-key',
        GATEWAY_API_KEYS: `other-key,${apiKey}`,
      },
      persistedDocuments,
    });
  });
  afterAll(() => app.close());

  it('refuses ad-hoc operations from browsers', async () => {
    const response = await graphql(app, { query: stayQuery, variables: { slug: 's' } });
    expect(response.body.errors?.[0]?.message).toBe('Only persisted documents are accepted.');
    expect(response.body.data).toBeUndefined();
  });

  it('runs a persisted document by id', async () => {
    const response = await graphql(app, { documentId: 'stay-query-v1', variables: { slug: 's' } });
    // It executed: the unreachable core API answers with the catalogue's network error.
    expect(response.body.errors?.[0]?.extensions?.code).toBe('NETWORK');
  });

  it('refuses unknown persisted document ids', async () => {
    const response = await graphql(app, { documentId: 'made-up', variables: {} });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_DOCUMENT_NOT_FOUND');
  });

  it('accepts ad-hoc operations from internal tools with an allowed API key only', async () => {
    const allowed = await graphql(
      app,
      { query: stayQuery, variables: { slug: 's' } },
      { 'x-api-key': apiKey },
    );
    expect(allowed.body.errors?.[0]?.extensions?.code).toBe('NETWORK');
    const wrongKey = await graphql(
      app,
      { query: stayQuery, variables: { slug: 's' } },
      { 'x-api-key': `${apiKey}x` },
    );
    expect(wrongKey.body.errors?.[0]?.message).toBe('Only persisted documents are accepted.');
  });

  it('refuses introspection and serves no GraphiQL', async () => {
    const response = await graphql(
      app,
      { query: '{ __schema { types { name } } }' },
      { 'x-api-key': apiKey },
    );
    expect(response.body.errors?.[0]?.message).toMatch(/introspection/i);
    expect(response.body.data).toBeUndefined();
    const page = await app.inject({
      method: 'GET',
      url: '/graphql',
      headers: { accept: 'text/html' },
    });
    expect(page.body).not.toMatch(/graphiql/i);
  });

  it('does not suggest field names', async () => {
    const response = await graphql(
      app,
      { query: '{ reservatio(slug: "s") { id } }' },
      { 'x-api-key': apiKey },
    );
    expect(response.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('refuses requests larger than the body limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      payload: JSON.stringify({ query: `{ node(id: "${'x'.repeat(200_000)}") { id } }` }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('sends security headers compatible with the SPA', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain('frame-src');
    expect(response.headers['content-security-policy']).toMatch(
      /connect-src 'self' https:\/\/pay\.datatrans\.com/,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });
});

describe('hardening (every environment)', () => {
  const { sandbox, gateway: countedApp } = useSandboxAndGateway();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestGateway({ coreApiUrl: unreachableCoreApi });
  });
  afterAll(() => app.close());

  it.each(abusiveDocuments)(
    'rejects a document that is %s before execution',
    async (limit, query, reason) => {
      const response = await graphql(countedApp(), { query });
      expect(response.body.data).toBeUndefined();
      expect(response.body.errors).toHaveLength(1);
      expect(response.body.errors?.[0]?.extensions?.code).toBe(
        limit === 'too costly' ? 'COST_ESTIMATED_TOO_EXPENSIVE' : 'GRAPHQL_VALIDATION_FAILED',
      );
      expect(response.body.errors?.[0]?.message).toMatch(reason);
      expect(sandbox().calls).toEqual([]);
    },
  );

  it('lets a document within the limits reach the core API', async () => {
    const response = await graphql(countedApp(), {
      query: `{ ${fullReservation} a1: reservation(slug: "s") { ${nested('... on Reservation {', 3)} id }}} } }`,
    });
    expect(response.body.errors).toBeUndefined();
    expect(sandbox().calls).toEqual(['GET /check-in/s']);
  });

  it('accepts the full stay selection within the limits', async () => {
    const response = await graphql(app, { query: `{ ${fullReservation} }` });
    // It executed: the unreachable core API answers with the catalogue's network error.
    expect(response.body.errors?.[0]?.extensions?.code).toBe('NETWORK');
  });

  it('refuses simple (non-preflighted) requests without a CSRF header', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ __typename }')}`,
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(403);
    const withHeader = await app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ __typename }')}`,
      headers: { accept: 'application/json', 'x-graphql-yoga-csrf': '1' },
    });
    expect(withHeader.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses batched operations', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('serves GraphiQL and introspection outside production', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/graphql',
      headers: { accept: 'text/html' },
    });
    expect(page.body).toMatch(/graphiql/i);
    const response = await graphql(app, {
      query: '{ __type(name: "Reservation") { description } }',
    });
    expect(response.body.data).toMatchObject({
      __type: { description: expect.stringContaining('booking') },
    });
  });

  it('answers the introspection GraphiQL and schema tools send, with the descriptions', async () => {
    const full = await graphql<IntrospectionQuery>(app, {
      query: getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }),
    });
    expect(full.body.errors).toBeUndefined();
    const schema = buildClientSchema(full.body.data as IntrospectionQuery);
    const slug = schema.getQueryType()?.getFields().reservation?.args[0];
    expect(slug?.description).toEqual(expect.any(String));
    // Hand-written exploration relies on argument defaults (includeDeprecated = false).
    const handWritten = await graphql(app, {
      query: '{ __type(name: "Query") { fields { name description args { name description } } } }',
    });
    expect(handWritten.body.errors).toBeUndefined();
    expect(JSON.stringify(handWritten.body.data)).toContain('"name":"reservation"');
  });
});

describe('request rate limit per client IP', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestGateway({
      coreApiUrl: unreachableCoreApi,
      env: { RATE_LIMIT_PER_MINUTE: '3' },
    });
  });
  afterAll(() => app.close());

  const typename = (remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ __typename }' }),
      remoteAddress,
    });

  it('refuses an IP beyond its requests a minute, while others and the probes still pass', async () => {
    for (let index = 0; index < 3; index++) {
      expect((await typename('203.0.113.5')).statusCode).toBe(200);
    }
    expect((await typename('203.0.113.5')).statusCode).toBe(429);
    expect((await typename('203.0.113.6')).statusCode).toBe(200);
    const probe = await app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '203.0.113.5',
    });
    expect(probe.statusCode).toBe(200);
  });
});

describe('client IP behind proxies', () => {
  const production = { APP_ENV: 'production', BOT_CHECK_SITE_KEY: 'site-key', ...deployedApps };
  const gatewayTrusting = (trustProxy: Record<string, string>) =>
    buildTestGateway({
      coreApiUrl: unreachableCoreApi,
      env: { ...production, RATE_LIMIT_PER_MINUTE: '2', ...trustProxy },
    });
  // Production refuses the ad-hoc document; only whether the rate limit answered first matters.
  const limited = async (app: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        payload: JSON.stringify({ query: '{ __typename }' }),
        remoteAddress,
      })
    ).statusCode === 429;

  it('keys the rate limit on the connecting address by default, whatever X-Forwarded-For says', async () => {
    const app = await gatewayTrusting({});
    try {
      const refusals = [];
      for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        refusals.push(await limited(app, '203.0.113.9', forged));
      }
      expect(refusals).toEqual([false, false, true]);
    } finally {
      await app.close();
    }
  });

  it('takes the client from X-Forwarded-For only when a listed proxy connects', async () => {
    const app = await gatewayTrusting({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        expect(await limited(app, '10.1.2.3', client)).toBe(false);
      }
      const direct = [];
      for (const forged of ['198.51.100.4', '198.51.100.5', '198.51.100.6']) {
        direct.push(await limited(app, '203.0.113.9', forged));
      }
      expect(direct).toEqual([false, false, true]);
    } finally {
      await app.close();
    }
  });
});
