import type { FastifyInstance } from 'fastify';
import { type AuditResult, auditServer } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, deployedApps } from './support/gateway.ts';
import { injectFetch } from './support/sse.ts';

// graphql-http's own audit suite (the GraphQL-over-HTTP spec's reference implementation) run
// against the gateway in-process. The audits send query text (`{ __typename }`): no core API is
// reached, so none is started.

const production = { APP_ENV: 'production', BOT_CHECK_SITE_KEY: 'site-key', ...deployedApps };
const internalToolKey = 'internal-tool-key-0123456789';

/**
 * What production refuses on purpose, by audit id: each is a browser's ad-hoc document, and
 * production runs only the web client's persisted documents (trusted documents, see the README's
 * Security model). The refusal is `PERSISTED_DOCUMENT_REQUIRED`: 200 to `application/json`
 * (so the MUSTs that expect the query to run fail), 400 to `application/graphql-response+json`
 * (so the SHOULDs that expect a 200 fail). An internal tool's API key lifts it (last test).
 */
const refusedInProduction: Record<string, string> = {
  '22EB': 'query text from a browser: persisted documents only',
  '34A2': 'query text from a browser: persisted documents only',
  '13EE': 'query text from a browser: persisted documents only',
  '8161': 'query text from a browser: persisted documents only',
  B8B3: 'query text from a browser: persisted documents only',
  '94B0': 'query text from a browser: persisted documents only',
  '0220': 'query text from a browser: persisted documents only',
  '94B1': 'query text from a browser: persisted documents only',
  '0221': 'query text from a browser: persisted documents only',
  '94B2': 'query text from a browser: persisted documents only',
  '0222': 'query text from a browser: persisted documents only',
  '2EA1': 'query text from a browser: persisted documents only',
  '28B9': 'query text from a browser: persisted documents only',
  '428F': 'query text from a browser: persisted documents only',
  '1B7A': 'query text from a browser: persisted documents only',
};

/**
 * What production refuses even an internal tool: the two audits whose document is introspection
 * (`__type(name:)`), which is off in production for everyone (the schema is no map for attackers).
 */
const introspectionInProduction: Record<string, string> = {
  '28B9': 'introspection (`__type`) is off in production',
  '2EA1': 'introspection (`__type`) is off in production',
};

/** The MUST (`error`) and SHOULD (`warn`) audits that did not pass, by id. MAYs are notices. */
function failedRequirements(results: AuditResult[]): string[] {
  return results
    .filter((result) => result.status === 'error' || result.status === 'warn')
    .map((result) => result.id)
    .toSorted();
}

/** Every error entry of every answer the audits received. */
const errorsSeen: { message: string; extensions?: { code?: unknown } }[] = [];

async function audit(app: FastifyInstance, headers: Record<string, string> = {}) {
  const fetchFn = injectFetch(app, (response) => {
    void response
      .clone()
      .text()
      .then((text) => {
        const body = text.startsWith('{') ? JSON.parse(text) : undefined;
        errorsSeen.push(...(body?.errors ?? []));
      });
  });
  return auditServer({
    url: 'http://localhost/graphql',
    fetchFn: ((input: RequestInfo | URL, init?: RequestInit) =>
      fetchFn(input, {
        ...init,
        headers: { ...Object.fromEntries(new Headers(init?.headers)), ...headers },
      })) as typeof fetch,
  });
}

describe('GraphQL over HTTP: graphql-http audits', () => {
  let development: FastifyInstance;
  let deployed: FastifyInstance;
  beforeAll(async () => {
    development = await buildTestGateway({ coreApiUrl: 'http://127.0.0.1:9' });
    deployed = await buildTestGateway({
      coreApiUrl: 'http://127.0.0.1:9',
      env: { ...production, GATEWAY_API_KEYS: internalToolKey },
    });
  });
  afterAll(async () => {
    await development.close();
    await deployed.close();
  });

  it('passes every MUST and SHOULD in development', async () => {
    const results = await audit(development);
    expect(results.length).toBeGreaterThan(50);
    expect(failedRequirements(results)).toEqual([]);
    // Whatever the audits got wrong on purpose, each refusal named its code.
    expect(errorsSeen.length).toBeGreaterThan(20);
    expect(errorsSeen.filter((error) => typeof error.extensions?.code !== 'string')).toEqual([]);
  });

  it('passes every MUST and SHOULD in production except the refusals of ad-hoc documents', async () => {
    const results = await audit(deployed);
    expect(failedRequirements(results)).toEqual(Object.keys(refusedInProduction).toSorted());
    for (const result of results.filter((each) => each.id in refusedInProduction)) {
      expect(result.name).toMatch(/allow|accept/);
    }
  });

  it('passes every MUST and SHOULD in production for an internal tool with an API key, but introspection', async () => {
    const results = await audit(deployed, { 'x-api-key': internalToolKey });
    expect(failedRequirements(results)).toEqual(Object.keys(introspectionInProduction).toSorted());
  });
});

describe('GraphQL over HTTP: refusals', () => {
  let development: FastifyInstance;
  let deployed: FastifyInstance;
  beforeAll(async () => {
    development = await buildTestGateway({ coreApiUrl: 'http://127.0.0.1:9' });
    deployed = await buildTestGateway({ coreApiUrl: 'http://127.0.0.1:9', env: production });
  });
  afterAll(async () => {
    await development.close();
    await deployed.close();
  });

  const post = (app: FastifyInstance, payload: string, accept: string) =>
    app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', accept },
      payload,
    });
  const graphqlResponse = 'application/graphql-response+json';

  it('answers a refusal without data 4xx to application/graphql-response+json, 200 to application/json', async () => {
    for (const [payload, code] of [
      ['{"query":""}', 'PERSISTED_DOCUMENT_REQUIRED'],
      ['{"query":"{ __typename }"}', 'PERSISTED_DOCUMENT_REQUIRED'],
      ['{"documentId":"nope"}', 'PERSISTED_DOCUMENT_NOT_FOUND'],
    ] as const) {
      const spec = await post(deployed, payload, graphqlResponse);
      expect(spec.statusCode, payload).toBe(400);
      expect(spec.headers['content-type']).toContain(graphqlResponse);
      expect(spec.json()).toEqual({ errors: [expect.objectContaining({ extensions: { code } })] });
      const legacy = await post(deployed, payload, 'application/json');
      expect(legacy.statusCode, payload).toBe(200);
      expect(legacy.json()).toEqual({
        errors: [expect.objectContaining({ extensions: { code } })],
      });
    }
  });

  it('answers a body of exactly {} as a request without a document, read once', async () => {
    for (const app of [development, deployed]) {
      const answer = await post(app, '{}', graphqlResponse);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        errors: [
          {
            message: 'Persisted document id missing.',
            extensions: { code: 'PERSISTED_DOCUMENT_REQUIRED' },
          },
        ],
      });
    }
  });

  it('gives the CSRF refusal a code like every other error', async () => {
    const answer = await development.inject({
      method: 'GET',
      url: '/graphql?query=%7B__typename%7D',
      headers: { accept: graphqlResponse },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({
      errors: [
        { message: 'Required CSRF header(s) not present', extensions: { code: 'BAD_REQUEST' } },
      ],
    });
  });
});
