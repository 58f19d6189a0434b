import type { FastifyInstance } from 'fastify';
import { type AuditResult, auditServer } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentLimits } from '../src/hardening/armor.ts';
import { fullReservation } from './support/documents.ts';
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
            message:
              'The request has no document: send its text as "query", or its persisted id as "documentId".',
            extensions: { code: 'BAD_REQUEST' },
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

/**
 * Every malformed request, in development and in production (with an internal tool's key, so that
 * query text reaches the checks behind trusted documents), under both media types: the status GraphQL
 * over HTTP gives it, the media type asked for, and `errors[]` with a code, never Fastify's body.
 */
describe('GraphQL over HTTP: malformed requests', () => {
  const apps: Record<string, FastifyInstance> = {};
  beforeAll(async () => {
    apps.development = await buildTestGateway({ coreApiUrl: 'http://127.0.0.1:9' });
    apps.production = await buildTestGateway({
      coreApiUrl: 'http://127.0.0.1:9',
      env: { ...production, GATEWAY_API_KEYS: internalToolKey },
    });
  });
  afterAll(async () => {
    await apps.development?.close();
    await apps.production?.close();
  });

  const json = 'application/json';
  const graphqlResponse = 'application/graphql-response+json';
  type Malformed = {
    name: string;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
    url?: string;
    contentType?: string;
    payload?: string;
    /** The status to `application/graphql-response+json`, then to `application/json`. */
    status: [number, number];
    code: string;
    message?: RegExp;
    locations?: boolean;
    /** Sent without the internal tool's key (which, as a custom header, also passes CSRF). */
    withoutKey?: boolean;
  };
  const malformed: Malformed[] = [
    {
      name: 'malformed JSON',
      payload: '{"query":',
      status: [400, 400],
      code: 'BAD_REQUEST',
      message: /not valid JSON/,
    },
    {
      name: 'an empty JSON body',
      payload: '',
      status: [400, 400],
      code: 'BAD_REQUEST',
      message: /empty/,
    },
    {
      name: 'a body above the limit',
      payload: JSON.stringify({ query: `{ __typename } #${'x'.repeat(110_000)}` }),
      status: [413, 413],
      code: 'BAD_REQUEST',
      message: /larger than the limit of 102400 bytes/,
    },
    {
      name: 'a body of another media type',
      contentType: 'application/xml',
      payload: '<query/>',
      status: [415, 415],
      code: 'BAD_REQUEST',
      message: /application\/xml is not accepted/,
    },
    {
      name: 'a body that is not an object',
      payload: '42',
      status: [400, 400],
      code: 'BAD_REQUEST',
    },
    {
      name: 'a batch',
      payload: '[{"query":"{ __typename }"}]',
      status: [400, 400],
      code: 'BAD_REQUEST',
    },
    {
      name: 'a misspelt query member',
      payload: '{"qeury":"{ __typename }"}',
      status: [400, 400],
      code: 'BAD_REQUEST',
      message: /no document.*Unknown member: "qeury"/,
    },
    {
      name: 'a query that is not a string',
      payload: '{"query":{"text":"{ __typename }"}}',
      status: [400, 400],
      code: 'BAD_REQUEST',
    },
    {
      name: 'variables that are not an object',
      payload: '{"query":"{ __typename }","variables":[1]}',
      status: [400, 400],
      code: 'BAD_REQUEST',
    },
    {
      name: 'a syntax error',
      payload: '{"query":"{ reservation("}',
      status: [400, 200],
      code: 'GRAPHQL_PARSE_FAILED',
      message: /^Syntax Error: /,
      locations: true,
    },
    {
      name: 'a missing variable',
      payload: '{"query":"query Stay($slug: String!) { reservation(slug: $slug) { id } }"}',
      status: [400, 200],
      code: 'BAD_USER_INPUT',
      locations: true,
    },
    {
      name: 'a variable of the wrong type',
      payload:
        '{"query":"query Stay($slug: String!) { reservation(slug: $slug) { id } }","variables":{"slug":7}}',
      status: [400, 200],
      code: 'BAD_USER_INPUT',
    },
    {
      name: 'an operationName matching no operation',
      payload: '{"query":"query A { __typename }","operationName":"B"}',
      status: [400, 200],
      code: 'OPERATION_RESOLUTION_FAILURE',
    },
    {
      name: 'a field the schema lacks',
      payload: '{"query":"{ reservatoin(slug: \\"s\\") { id } }"}',
      status: [400, 200],
      code: 'GRAPHQL_VALIDATION_FAILED',
      locations: true,
    },
    {
      name: 'GET without the CSRF header',
      method: 'GET',
      url: '/graphql?query=%7B__typename%7D',
      withoutKey: true,
      status: [403, 403],
      code: 'BAD_REQUEST',
    },
    {
      name: 'GET with variables that are not JSON',
      method: 'GET',
      url: '/graphql?query=%7B__typename%7D&variables=%7B',
      status: [400, 400],
      code: 'BAD_REQUEST',
    },
    ...(['PUT', 'DELETE', 'PATCH'] as const).map(
      (method): Malformed => ({
        name: `${method} /graphql`,
        method,
        payload: '{"query":"{ __typename }"}',
        status: [405, 405],
        code: 'BAD_REQUEST',
        message: /send GET or POST/,
      }),
    ),
    {
      name: 'a POST to a path no route answers',
      url: '/graphq',
      payload: '{"query":"{ __typename }"}',
      status: [404, 404],
      code: 'NOT_FOUND',
    },
  ];

  for (const mode of ['development', 'production'] as const) {
    for (const accept of [graphqlResponse, json]) {
      it.each(malformed)(`${mode}, Accept ${accept}: $name`, async (request) => {
        const app = apps[mode];
        if (!app) throw new Error('no gateway');
        const answer = await app.inject({
          method: request.method ?? 'POST',
          url: request.url ?? '/graphql',
          headers: {
            accept,
            // A GET has no body, so no Content-Type (which would itself pass CSRF prevention).
            ...(request.method === 'GET'
              ? {}
              : { 'content-type': request.contentType ?? 'application/json' }),
            ...(request.withoutKey ? {} : { 'x-api-key': internalToolKey }),
          },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        expect(answer.statusCode).toBe(request.status[accept === json ? 1 : 0]);
        expect(answer.headers['content-type']).toBe(`${accept}; charset=utf-8`);
        expect(answer.body).not.toMatch(/FST_|statusCode/);
        const body = answer.json();
        expect(Object.keys(body)).toEqual(['errors']);
        expect(body.errors).toHaveLength(1);
        expect(body.errors[0].extensions.code).toBe(request.code);
        if (request.message) expect(body.errors[0].message).toMatch(request.message);
        if (request.locations) {
          expect(body.errors[0].locations).toEqual([
            { line: expect.any(Number), column: expect.any(Number) },
          ]);
        }
        if (request.method && request.status[0] === 405)
          expect(answer.headers.allow).toBe('GET, POST');
      });
    }
  }

  it('answers an Accept it cannot serve 406 with errors[] in JSON', async () => {
    for (const app of Object.values(apps)) {
      const answer = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { accept: 'text/html', 'content-type': json, 'x-api-key': internalToolKey },
        payload: '{"query":"{ __typename }"}',
      });
      expect(answer.statusCode).toBe(406);
      expect(answer.json()).toEqual({
        errors: [{ message: expect.stringMatching(/Accept/), extensions: { code: 'BAD_REQUEST' } }],
      });
    }
  });

  it('refuses an operation over the cost limit naming both figures, in every mode', async () => {
    const costly = `{ ${[0, 1, 2].map((index) => `r${index}: ${fullReservation}`).join(' ')} }`;
    for (const app of Object.values(apps)) {
      const answer = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { accept: graphqlResponse, 'content-type': json, 'x-api-key': internalToolKey },
        payload: JSON.stringify({ query: costly }),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        errors: [
          {
            message: `The operation's estimated cost is 10294, above the limit of ${documentLimits.maxCost}.`,
            locations: [{ line: 1, column: 1 }],
            extensions: {
              code: 'COST_ESTIMATED_TOO_EXPENSIVE',
              cost: 10294,
              limit: documentLimits.maxCost,
            },
          },
        ],
      });
    }
  });
});
