import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { pino } from 'pino';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  useCompiledExecution,
  withDefaultsForCompiledExecution,
} from '../src/graphql/compiled-execution.ts';
import {
  answerThroughCache,
  type CacheableRequest,
  type CacheReply,
  createResponseCache,
  nextBoundaryAfter,
  useResponseCacheInvalidation,
} from '../src/graphql/response-cache.ts';
import { buildGatewayWithCapturedLog, graphql } from './support/gateway.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';
import { jwtWithExpiry } from './support/tokens.ts';

const stayQuery =
  'query StayCache($slug: String!) { reservation(slug: $slug) { slug confirmationNumber property { name } } }';
const documents = new Map([
  ['stay-v1', stayQuery],
  ['mutation-v1', 'mutation Touch { __typename }'],
]);

function request(body: unknown, headers: Record<string, string> = {}): CacheableRequest {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  };
}

describe('response cache keys', () => {
  const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10, documents });
  const stay = { documentId: 'stay-v1', variables: { slug: 'a' } };

  it('caches only JSON POSTs of persisted query documents', () => {
    expect(cache.keyOf(request(stay))).toBeTypeOf('string');
    expect(cache.keyOf(request({ id: 'stay-v1', variables: { slug: 'a' } }))).toBe(
      cache.keyOf(request(stay)),
    );
    expect(cache.keyOf(request({ documentId: 'mutation-v1' }))).toBeUndefined();
    expect(cache.keyOf(request({ documentId: 'unknown' }))).toBeUndefined();
    expect(cache.keyOf(request({ query: stayQuery, variables: { slug: 'a' } }))).toBeUndefined();
    expect(cache.keyOf({ ...request(stay), method: 'GET' })).toBeUndefined();
    expect(
      cache.keyOf(request(JSON.stringify(stay), { 'content-type': 'text/plain' })),
    ).toBeUndefined();
  });

  it('remembers parsed documents only for persisted ids, whatever ids and names clients send', () => {
    const fresh = createResponseCache({ ttlMs: 1000, maxEntries: 10, documents });
    for (let index = 0; index < 50; index++) {
      expect(fresh.keyOf(request({ documentId: `unknown-${index}` }))).toBeUndefined();
      expect(
        fresh.keyOf(request({ documentId: 'stay-v1', operationName: `Other${index}` })),
      ).toBeUndefined();
    }
    expect(fresh.keyOf(request({ ...stay, operationName: 'StayCache' }))).toBeTypeOf('string');
    expect(fresh.parsedDocumentCount()).toBe(1);
  });

  it('separates variables, sessions, languages and media types', () => {
    const token = jwtWithExpiry(Math.floor(Date.now() / 1000) + 600);
    const other = jwtWithExpiry(Math.floor(Date.now() / 1000) + 900);
    const keys = [
      cache.keyOf(request(stay)),
      cache.keyOf(request({ ...stay, variables: { slug: 'b' } })),
      cache.keyOf(request(stay, { authorization: `Bearer ${token}` })),
      cache.keyOf(request(stay, { authorization: `Bearer ${other}` })),
      cache.keyOf(request(stay, { 'x-language-code': 'fi-FI' })),
      cache.keyOf(request(stay, { accept: 'application/graphql-response+json' })),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    // The cookie session is the same session as its bearer form.
    expect(cache.keyOf({ ...request(stay), cookies: { guest_session: token } })).toBe(keys[2]);
  });

  it('treats an expired token as no session, like the context does', () => {
    const expired = jwtWithExpiry(Math.floor(Date.now() / 1000) - 1);
    expect(cache.keyOf(request(stay, { authorization: `Bearer ${expired}` }))).toBe(
      cache.keyOf(request(stay)),
    );
  });

  it('is off with a TTL of 0', () => {
    const off = createResponseCache({ ttlMs: 0, maxEntries: 10, documents });
    expect(off.enabled).toBe(false);
    expect(off.keyOf(request(stay))).toBeUndefined();
  });
});

describe('response cache entries', () => {
  let clock = 0;
  const answer = (data: unknown) => ({
    body: JSON.stringify({ data }),
    contentType: 'application/json; charset=utf-8',
  });
  const build = (maxEntries = 10) =>
    createResponseCache({ ttlMs: 1000, maxEntries, documents, now: () => clock });

  beforeEach(() => {
    clock = Date.parse('2026-12-01T10:00:00Z');
  });

  it('serves a stored answer until the TTL passes', () => {
    const cache = build();
    cache.store('k', cache.generation(), answer({ a: 1 }));
    clock += 999;
    expect(cache.lookup('k')?.body).toBe('{"data":{"a":1}}');
    clock += 1;
    expect(cache.lookup('k')).toBeUndefined();
  });

  it('keeps no answer with errors or without data', () => {
    const cache = build();
    cache.store('errors', cache.generation(), {
      body: JSON.stringify({ data: { a: null }, errors: [{ message: 'x' }] }),
      contentType: 'application/json',
    });
    cache.store('null', cache.generation(), answer(null));
    expect(cache.lookup('errors')).toBeUndefined();
    expect(cache.lookup('null')).toBeUndefined();
  });

  it('stores nothing for a read that overlapped a mutation, and drops all on a mutation', () => {
    const cache = build();
    cache.store('before', cache.generation(), answer({ a: 1 }));
    const startedAt = cache.generation();
    const plugin = useResponseCacheInvalidation(cache);
    const onExecute = plugin.onExecute as unknown as (payload: unknown) => unknown;
    const hooks = onExecute({ args: { document: parse('mutation { checkOut }') } }) as {
      onExecuteDone(): void;
    };
    expect(cache.lookup('before')).toBeUndefined();
    cache.store('overlapping', startedAt, answer({ a: 2 }));
    hooks.onExecuteDone();
    expect(cache.lookup('overlapping')).toBeUndefined();
    expect(onExecute({ args: { document: parse('{ a }') } })).toBeUndefined();
  });

  it('never outlives a door key validity boundary in the answer', () => {
    const cache = build();
    const soon = new Date(clock + 300).toISOString();
    cache.store(
      'keys',
      cache.generation(),
      answer({ keys: [{ validFrom: null, unavailability: { availableAt: soon } }] }),
    );
    clock += 299;
    expect(cache.lookup('keys')).toBeDefined();
    clock += 1;
    expect(cache.lookup('keys')).toBeUndefined();
  });

  it('finds the earliest future boundary at any depth, ignoring past ones', () => {
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

  it('evicts the oldest entry when full', () => {
    const cache = build(2);
    for (const key of ['a', 'b', 'c']) cache.store(key, cache.generation(), answer({ key }));
    expect(cache.size()).toBe(2);
    expect(cache.lookup('a')).toBeUndefined();
    expect(cache.lookup('c')).toBeDefined();
  });
});

describe('answering through the cache', () => {
  function fakeReply(): CacheReply & { sent: string[]; headers: Record<string, string> } {
    const reply = {
      sent: [] as string[],
      headers: {} as Record<string, string>,
      code: () => reply,
      type: (contentType: string) => {
        reply.headers['content-type'] = contentType;
        return reply;
      },
      header: (name: string, value: string) => {
        reply.headers[name] = value;
        return reply;
      },
      getHeader: (name: string) => reply.headers[name],
      send: (body: string) => {
        reply.sent.push(body);
        return reply;
      },
    };
    return reply;
  }
  const json = (headers: Record<string, string> = {}) =>
    new Response('{"data":{"a":1}}', {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    });

  it('runs the executor once, then answers from the cache with the same body and type', async () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10, documents });
    let executions = 0;
    const execute = () => {
      executions++;
      return json();
    };
    const first = fakeReply();
    const second = fakeReply();
    await answerThroughCache(cache, 'k', first, execute);
    await answerThroughCache(cache, 'k', second, execute);
    expect(executions).toBe(1);
    expect(second.sent).toEqual(first.sent);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('keeps no answer that set a cookie, nor a non-200 one', async () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10, documents });
    await answerThroughCache(cache, 'cookie', fakeReply(), () => json({ 'set-cookie': 'a=b' }));
    const withReplyCookie = fakeReply();
    withReplyCookie.header('set-cookie', 'a=b');
    await answerThroughCache(cache, 'reply-cookie', withReplyCookie, () => json());
    const refused = await answerThroughCache(
      cache,
      'refused',
      fakeReply(),
      () => new Response('{"errors":[]}', { status: 400 }),
    );
    expect(refused).toBeInstanceOf(Response);
    expect(cache.size()).toBe(0);
  });
});

describe('response cache through the gateway, against the sandbox', () => {
  const { sandbox, gateway } = useSandboxAndGateway({
    persistedDocuments: documents,
    env: { RESPONSE_CACHE_TTL_MS: '10000' },
  });
  let slug: string;

  beforeAll(async () => {
    slug = (await sandbox().createReservation()).slug;
  });

  it('answers a repeated persisted query from the cache, per session', async () => {
    sandbox().calls.length = 0;
    const body = { documentId: 'stay-v1', variables: { slug } };
    const first = await graphql(gateway(), body);
    const second = await graphql(gateway(), body);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      data: {
        reservation: { slug, confirmationNumber: expect.any(String), property: expect.any(Object) },
      },
    });
    expect(second.body).toEqual(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['content-security-policy']).toContain("default-src 'self'");
    expect(second.headers['x-request-id']).toBeDefined();
    expect(sandbox().calls).toEqual([`GET /check-in/${slug}`]);

    const token = jwtWithExpiry(Math.floor(Date.now() / 1000) + 600);
    await graphql(gateway(), body, { authorization: `Bearer ${token}` });
    expect(sandbox().calls).toHaveLength(2);

    const metrics = await gateway().inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain('gateway_response_cache_total{outcome="hit"} 1');
  });

  it('drops cached answers when a mutation runs through the gateway', async () => {
    const body = { documentId: 'stay-v1', variables: { slug } };
    await graphql(gateway(), body);
    sandbox().calls.length = 0;
    await graphql(gateway(), body);
    expect(sandbox().calls).toEqual([]);
    const loggedOut = await graphql(gateway(), { query: 'mutation { logOut { ok } }' });
    expect(loggedOut.body.errors).toBeUndefined();
    await graphql(gateway(), body);
    expect(sandbox().calls).toEqual([`GET /check-in/${slug}`]);
  });

  it('leaves ad-hoc operations to Yoga every time', async () => {
    sandbox().calls.length = 0;
    const body = { query: stayQuery, variables: { slug } };
    await graphql(gateway(), body);
    await graphql(gateway(), body);
    expect(sandbox().calls).toHaveLength(2);
  });
});

describe('request log', () => {
  it('writes one line per request with its id, status and duration', async () => {
    const { app, lines } = await buildGatewayWithCapturedLog();
    await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-7' },
      payload: JSON.stringify({ query: '{ __typename }' }),
    });
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.close();
    const requestLines = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.reqId === 'trace-7');
    expect(requestLines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        method: 'POST',
        url: '/graphql',
        statusCode: 200,
        responseTimeMs: expect.any(Number),
      }),
    ]);
    expect(lines.some((line) => line.includes('/healthz'))).toBe(false);
  });

  it('logs the path without the query string, which carries reservation slugs', async () => {
    const { app, lines } = await buildGatewayWithCapturedLog();
    await app.inject({
      method: 'GET',
      url: '/stay?slug=shared-stay-secret&lng=FIN',
      headers: { accept: 'text/html', 'x-request-id': 'trace-8' },
    });
    await app.close();
    const requestLines = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.reqId === 'trace-8');
    expect(requestLines).toEqual([
      expect.objectContaining({ msg: 'request completed', method: 'GET', url: '/stay' }),
    ]);
    expect(lines.join('')).not.toContain('shared-stay-secret');
  });
});

describe('compiled execution and schema defaults', () => {
  const schema = () =>
    makeExecutableSchema({
      typeDefs:
        'input Range { from: Int = 3 } type Query { echo(n: Int = 7, range: Range = {}): String }',
      resolvers: {
        Query: {
          echo: (_: unknown, args: { n?: number; range?: { from?: number } }) =>
            `${args.n}:${args.range?.from}`,
        },
      },
    });
  async function echo(executable: ReturnType<typeof schema>): Promise<unknown> {
    const yoga = createYoga({
      schema: executable,
      plugins: [useCompiledExecution(pino({ level: 'silent' }))],
    });
    const response = await yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ echo }' }),
    });
    return response.json();
  }

  it('passes SDL argument and input field defaults to compiled queries', async () => {
    // graphql-jit alone misses graphql 17's defaults; the schema the gateway builds carries them.
    expect(await echo(schema())).toEqual({ data: { echo: 'undefined:undefined' } });
    expect(await echo(withDefaultsForCompiledExecution(schema()))).toEqual({
      data: { echo: '7:3' },
    });
  });
});
