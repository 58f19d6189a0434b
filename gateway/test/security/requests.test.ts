import { readFileSync } from 'node:fs';
import { schemaFile } from '@guest/schema';
import { describe, expect, it } from 'vitest';
import { corsRequestHeaders } from '../../src/hardening/cors.ts';
import { variableLimits } from '../../src/hardening/request-shape.ts';
import { deployedApps } from '../support/gateway.ts';
import { expectNothingInternal, persisted, send, useProductionGateway } from './support.ts';

// The security corpus, part 2: what an HTTP request may carry to a production gateway, before
// any document is looked at. Every refusal here happens before the core API is called.
const { sandbox, gateway, log } = useProductionGateway();

const stayVariables = { slug: 'demo-stay-helsinki' };

function nestedArray(levels: number): string {
  return `${'['.repeat(levels)}${']'.repeat(levels)}`;
}

describe('security corpus: cross-site requests', () => {
  const document = { documentId: 'Stay', variables: stayVariables };

  it.each([
    ['a GET without the CSRF header', { method: 'GET' as const, url: '/graphql?documentId=Stay' }],
    [
      'a text/plain POST (a form or no-cors fetch)',
      { headers: { 'content-type': 'text/plain' }, payload: document },
    ],
    [
      'a url-encoded form POST',
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'documentId=Stay&variables=%7B%7D',
      },
    ],
    [
      'a multipart form POST',
      {
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload:
          '--x\r\nContent-Disposition: form-data; name="documentId"\r\n\r\nStay\r\n--x--\r\n',
      },
    ],
  ])('refuses %s', async (_, probe) => {
    const answer = await send(gateway(), probe);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body.data ?? undefined).toBeUndefined();
    expect(sandbox().calls).toEqual([]);
  });

  it('runs a JSON POST, which a browser only sends cross-site after a CORS preflight', async () => {
    const answer = await persisted(gateway(), 'Stay', stayVariables);
    expect(answer.body).toEqual({
      data: { reservation: { slug: 'demo-stay-helsinki', confirmationNumber: 'BK-100001' } },
    });
  });
});

describe('security corpus: CORS', () => {
  const preflight = (origin: string) =>
    send(gateway(), {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it.each([
    ['another site', 'https://evil.example'],
    ['a look-alike of the guest app', 'https://guest.hotels.test.evil.example'],
    ['the guest app over plain HTTP', 'http://guest.hotels.test'],
    ['a sandboxed frame', 'null'],
  ])('grants nothing to %s', async (_, origin) => {
    const answer = await persisted(gateway(), 'Stay', stayVariables, { origin });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    const checked = await preflight(origin);
    expect(checked.headers['access-control-allow-origin']).toBeUndefined();
    expect(checked.headers['access-control-allow-methods']).toBeUndefined();
  });

  it.each([
    ['the main brand', deployedApps.MAIN_BRAND_GUEST_APP_URL],
    ['the white-label brand', deployedApps.WHITE_LABEL_GUEST_APP_URL],
  ])("grants %s's guest app credentialed requests", async (_, origin) => {
    const checked = await preflight(origin);
    expect(checked.headers).toMatchObject({
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
    });
    expect(String(checked.headers['access-control-allow-methods'])).toContain('POST');
    const answer = await persisted(gateway(), 'Stay', stayVariables, { origin });
    expect(answer.headers['access-control-allow-origin']).toBe(origin);
  });

  it('lets a guest app send every header the schema reads: x-slug for node(id), a bearer token, the app’s name', async () => {
    const origin = deployedApps.MAIN_BRAND_GUEST_APP_URL;
    const checked = await send(gateway(), {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'content-type,x-slug,authorization,x-language-code,graphql-client-name,graphql-client-version,traceparent',
      },
    });
    const allowed = String(checked.headers['access-control-allow-headers']).split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining([...corsRequestHeaders]));
    // Every request header the schema's descriptions tell a client to send is granted.
    const sdl = readFileSync(schemaFile, 'utf8');
    const named = new Set(
      [...sdl.matchAll(/`(x-[a-z-]+|authorization|graphql-client-[a-z]+)`/gi)].map((match) =>
        (match[1] ?? '').toLowerCase(),
      ),
    );
    expect(named.size).toBeGreaterThan(0);
    for (const header of named) expect(allowed, header).toContain(header);
    expect(String(checked.headers['access-control-expose-headers'])).toContain('x-request-id');
  });
});

describe('security corpus: request bodies', () => {
  it('refuses a body above the limit with 413', async () => {
    const answer = await send(gateway(), {
      payload: { documentId: 'Stay', variables: { slug: 'x'.repeat(200_000) } },
    });
    expect(answer.status).toBe(413);
    expect(sandbox().calls).toEqual([]);
  });

  it.each([
    ['cut short', '{"documentId":"Stay","variables":'],
    ['not JSON at all', "documentId='Stay'"],
    ['with a trailing comma', '{"documentId":"Stay",}'],
    ['with a __proto__ key', '{"documentId":"Stay","variables":{"__proto__":{"admin":true}}}'],
  ])('answers malformed JSON (%s) with a 400 and nothing internal', async (_, payload) => {
    const answer = await send(gateway(), { payload });
    expect(answer.status).toBe(400);
    expectNothingInternal(answer);
    expect(sandbox().calls).toEqual([]);
  });

  it.each([
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"documentId"'],
    ['true', 'true'],
    ['an empty array', '[]'],
  ])('answers a body of %s with a 400 that says what a body must be', async (_, payload) => {
    const answer = await send(gateway(), { payload });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toEqual({
      message: expect.stringMatching(/JSON object|batch/i),
      extensions: { code: 'BAD_REQUEST' },
    });
    expectNothingInternal(answer);
  });
});

describe('security corpus: variables', () => {
  it('refuses variables nested 5,000 levels deep with a 400 before any work', async () => {
    const payload = `{"documentId":"Stay","variables":{"slug":${nestedArray(5000)}}}`;
    expect(payload.length).toBeLessThan(11_000);
    const answer = await send(gateway(), { payload });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toEqual({
      message: `The variables are nested too deeply (at most ${variableLimits.maxDepth} levels).`,
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(sandbox().calls).toEqual([]);
  });

  it('refuses deep extensions the same way', async () => {
    const payload = `{"documentId":"Stay","variables":{"slug":"s"},"extensions":{"x":${nestedArray(5000)}}}`;
    const answer = await send(gateway(), { payload });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toMatch(/extensions are nested too deeply/);
  });

  it('refuses variables holding too many values', async () => {
    const variables = { slug: Array.from({ length: variableLimits.maxValues + 1 }, () => 0) };
    const answer = await send(gateway(), { payload: { documentId: 'Stay', variables } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toMatch(/too many values/);
  });

  it('lets variables within the limits through', async () => {
    const variables = {
      slug: 'demo-stay-helsinki',
      unused: nestedArray(variableLimits.maxDepth - 1),
    };
    const answer = await persisted(gateway(), 'Stay', variables);
    expect(answer.body.data).toBeDefined();
  });

  it.each([
    [
      'deep variables',
      `variables=${encodeURIComponent(`{"slug":${nestedArray(5000)}}`)}`,
      /nested too deeply/,
    ],
    ['variables that are not JSON', 'variables=%7Bslug', /not valid JSON/],
    ['extensions that are not JSON', 'extensions=%7B', /not valid JSON/],
  ])('refuses a GET with %s with a 400, not a 500', async (_, query, message) => {
    const answer = await send(gateway(), {
      method: 'GET',
      url: `/graphql?documentId=Stay&${query}`,
      headers: { 'x-graphql-yoga-csrf': '1' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toMatch(message);
    expect(sandbox().calls).toEqual([]);
  });
});

describe('security corpus: the operation members', () => {
  const deep = nestedArray(5000);

  it.each([
    ['an operationName', `{"documentId":"Stay","variables":{"slug":"s"},"operationName":${deep}}`],
    ['a query', `{"query":${deep},"variables":{"slug":"s"}}`],
    ['a documentId', `{"documentId":${deep},"variables":{"slug":"s"}}`],
  ])('refuses %s nested 5,000 deep with a 400 naming it, logging no error', async (_, payload) => {
    expect(payload.length).toBeLessThan(11_000);
    const logged = log.length;
    const answer = await send(gateway(), { payload });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toEqual({
      message: expect.stringMatching(/^The (operationName|query|documentId) must be a string\.$/),
      extensions: { code: 'BAD_REQUEST' },
    });
    expectNothingInternal(answer);
    expect(sandbox().calls).toEqual([]);
    const lines = log.slice(logged).map((line) => JSON.parse(line) as { level: number });
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it.each([
    ['a number as operationName', { documentId: 'Stay', operationName: 42 }],
    ['an object as query', { query: { kind: 'Document' } }],
    ['an array as documentId', { documentId: ['Stay'] }],
    ['a number as doc_id', { doc_id: 7 }],
    ['true as id', { id: true }],
  ])('refuses %s', async (_, body) => {
    const answer = await send(gateway(), { payload: { variables: { slug: 's' }, ...body } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_REQUEST' });
  });

  it('refuses a GET naming the operation twice', async () => {
    const answer = await send(gateway(), {
      method: 'GET',
      url: '/graphql?documentId=Stay&operationName=Stay&operationName=Other',
      headers: { 'x-graphql-yoga-csrf': '1' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toBe(
      'The operationName parameter must be given once.',
    );
  });

  it('runs a string operationName and a null one as before', async () => {
    for (const operationName of ['Stay', null]) {
      const answer = await send(gateway(), {
        payload: { documentId: 'Stay', variables: stayVariables, operationName },
      });
      expect(answer.body.data).toEqual({
        reservation: { slug: 'demo-stay-helsinki', confirmationNumber: 'BK-100001' },
      });
    }
  });
});
