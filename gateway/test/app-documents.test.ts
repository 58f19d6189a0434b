import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { parse, print } from 'graphql';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTypenameEverywhere } from '../scripts/document-costs.ts';
import { fullReservation } from './support/documents.ts';
import { buildTestGateway, deployedApps, graphql } from './support/gateway.ts';
import { useTestRedis } from './support/redis.ts';

// Other teams' apps bring their own trusted documents: published through the admin API with its
// own key, checked against the schema and its limits, kept in a directory (a gateway alone) or
// Redis (replicas), active at once without a restart, retired by version, found by the app the
// request names. No core API is needed: an executed document answers NETWORK (nothing listens).

const unreachableCoreApi = 'http://127.0.0.1:9';
const runCli = promisify(execFile);
const adminKey = 'documents-admin-key-0123456789';
const production = {
  APP_ENV: 'production',
  BOT_CHECK_SITE_KEY: 'site-key',
  ...deployedApps,
  DOCUMENTS_ADMIN_KEYS: `other-admin-key-0123456789,${adminKey}`,
};
const stayDocument = 'query OpsStay($slug: String!) { reservation(slug: $slug) { id slug } }';
const apolloManifest = (operations: { id: string; body: string; name?: string }[]) => ({
  format: 'apollo-persisted-query-manifest',
  version: 1,
  operations: operations.map((operation) => ({ name: 'Op', type: 'query', ...operation })),
});

type Admin = { status: number; body: Record<string, unknown> & { errors?: Refused[] } };
type Refused = { message: string; extensions: Record<string, unknown> };

async function admin(
  app: FastifyInstance,
  method: 'GET' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
  key: string | null = adminKey,
): Promise<Admin> {
  const answer = await app.inject({
    method,
    url: `/admin/documents${path}`,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  return { status: answer.statusCode, body: answer.json() };
}

/** Runs a persisted document as the app would: by id, naming itself. */
async function run(app: FastifyInstance, id: string, headers: Record<string, string> = {}) {
  return graphql(app, { documentId: id, variables: { slug: 'demo-stay-helsinki' } }, headers);
}
const ran = (answer: Awaited<ReturnType<typeof run>>) =>
  answer.body.errors?.[0]?.extensions?.code === 'NETWORK';
const notFound = (answer: Awaited<ReturnType<typeof run>>) =>
  answer.body.errors?.[0]?.extensions?.code === 'PERSISTED_DOCUMENT_NOT_FOUND';

describe('trusted documents of other apps, kept in a directory', () => {
  const directory = mkdtempSync(join(tmpdir(), 'trusted-documents-'));
  let gateway: FastifyInstance;
  const build = () =>
    buildTestGateway({
      coreApiUrl: unreachableCoreApi,
      env: { ...production, TRUSTED_DOCUMENTS_DIR: directory },
    });
  beforeAll(async () => {
    gateway = await build();
  });
  afterAll(async () => {
    await gateway.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('refuses the admin API without one of its own keys', async () => {
    for (const key of [null, 'wrong-key', 'internal-tool-key']) {
      const answer = await admin(gateway, 'GET', '', undefined, key);
      expect(answer.status).toBe(401);
      expect(answer.body.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED' });
    }
    const off = await buildTestGateway({
      coreApiUrl: unreachableCoreApi,
      env: { APP_ENV: 'test' },
    });
    const answer = await admin(off, 'GET', '');
    expect(answer.status).toBe(401);
    expect(answer.body.errors?.[0]?.message).toMatch(/no DOCUMENTS_ADMIN_KEYS/);
    await off.close();
  });

  it('refuses a manifest whose documents could not run, naming each document and why, storing nothing', async () => {
    const answer = await admin(
      gateway,
      'PUT',
      '/ops-tool/0.9.0',
      apolloManifest([
        { id: 'fine', body: stayDocument },
        {
          id: 'renamed-field',
          name: 'OldStay',
          body: 'query OldStay { reservation(slug: "s") { bookingNumber } }',
        },
        { id: 'broken', body: 'query Broken { reservation(' },
        {
          id: 'costly',
          name: 'Costly',
          body: `query Costly { ${[0, 1, 2].map((index) => `r${index}: ${fullReservation}`).join(' ')} }`,
        },
        { id: 'schema', name: 'Schema', body: 'query Schema { __schema { types { name } } }' },
      ]),
    );
    expect(answer.status).toBe(400);
    const refused = answer.body.errors ?? [];
    expect(
      new Set(refused.map((error) => `${error.extensions.documentId} ${error.extensions.code}`)),
    ).toEqual(
      new Set([
        'renamed-field GRAPHQL_VALIDATION_FAILED',
        'broken GRAPHQL_PARSE_FAILED',
        'costly COST_ESTIMATED_TOO_EXPENSIVE',
        // Production answers no introspection: no app may depend on it.
        'schema GRAPHQL_VALIDATION_FAILED',
      ]),
    );
    expect(refused[0]?.message).toMatch(
      /^renamed-field \(OldStay\): Cannot query field "bookingNumber" on type "Reservation"/,
    );
    expect(refused[1]).toMatchObject({ locations: [{ line: 1, column: 28 }] });
    expect(refused[2]?.message).toMatch(/estimated cost is \d+, above the limit of 8000/);
    expect((await admin(gateway, 'GET', '')).body.versions).toEqual([]);
    expect(notFound(await run(gateway, 'fine', { 'graphql-client-name': 'ops-tool' }))).toBe(true);
  });

  it.each([
    ['not an object', [1, 2]],
    ['no documents', {}],
    ['an unknown format', { format: 'something-else', operations: [] }],
    ['an id that could be a path', { '../x': stayDocument }],
    ['a document that is not text', { a: 42 }],
  ])('refuses a manifest that is %s', async (_, manifest) => {
    const answer = await admin(gateway, 'PUT', '/ops-tool/0.9.1', manifest);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_REQUEST' });
  });

  it('refuses app and version names that are not names', async () => {
    for (const path of ['/ops%20tool/1.0.0', '/ops-tool/.hidden', '/-ops/1', '/ops-tool/1%2F2']) {
      const answer = await admin(gateway, 'PUT', path, { a: stayDocument });
      expect(answer.status, path).toBe(400);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    }
  });

  it('publishes a version active at once for the app that names itself, and no other', async () => {
    const published = await admin(gateway, 'PUT', '/ops-tool/1.0.0', { 'ops-stay': stayDocument });
    expect(published).toMatchObject({
      status: 201,
      body: {
        created: true,
        version: { app: 'ops-tool', version: '1.0.0', retiredAt: null, documentCount: 1 },
      },
    });
    expect(ran(await run(gateway, 'ops-stay', { 'graphql-client-name': 'ops-tool' }))).toBe(true);
    expect(
      ran(
        await run(gateway, 'ops-stay', {
          'graphql-client-name': 'ops-tool',
          'graphql-client-version': '1.0.0',
        }),
      ),
    ).toBe(true);
    // Not the web client's (no name), not another app's, not a version never published.
    expect(notFound(await run(gateway, 'ops-stay'))).toBe(true);
    expect(notFound(await run(gateway, 'ops-stay', { 'graphql-client-name': 'other-app' }))).toBe(
      true,
    );
    expect(
      notFound(
        await run(gateway, 'ops-stay', {
          'graphql-client-name': 'ops-tool',
          'graphql-client-version': '2.0.0',
        }),
      ),
    ).toBe(true);
  });

  it('keeps a version as published: the same documents again change nothing, others are refused', async () => {
    const again = await admin(gateway, 'PUT', '/ops-tool/1.0.0', { 'ops-stay': stayDocument });
    expect(again).toMatchObject({ status: 200, body: { created: false } });
    const changed = await admin(gateway, 'PUT', '/ops-tool/1.0.0', {
      'ops-stay': stayDocument.replace('slug }', 'slug status }'),
    });
    expect(changed.status).toBe(409);
    expect(changed.body.errors?.[0]?.message).toMatch(/publish a new one/);
  });

  it('retires a version: its documents stop at once, for good, and a restart keeps it so', async () => {
    await admin(gateway, 'PUT', '/ops-tool/1.1.0', { 'ops-stay-2': stayDocument });
    const retired = await admin(gateway, 'DELETE', '/ops-tool/1.0.0');
    expect(retired).toMatchObject({
      status: 200,
      body: { version: { version: '1.0.0', retiredAt: expect.any(String) } },
    });
    expect(notFound(await run(gateway, 'ops-stay', { 'graphql-client-name': 'ops-tool' }))).toBe(
      true,
    );
    expect(ran(await run(gateway, 'ops-stay-2', { 'graphql-client-name': 'ops-tool' }))).toBe(true);
    expect((await admin(gateway, 'DELETE', '/ops-tool/1.0.0')).status).toBe(200);
    expect((await admin(gateway, 'DELETE', '/ops-tool/7.7.7')).status).toBe(404);
    expect(
      (await admin(gateway, 'PUT', '/ops-tool/1.0.0', { 'ops-stay': stayDocument })).status,
    ).toBe(409);

    // A gateway started on the same directory reads what was published and retired.
    const restarted = await build();
    expect(notFound(await run(restarted, 'ops-stay', { 'graphql-client-name': 'ops-tool' }))).toBe(
      true,
    );
    expect(ran(await run(restarted, 'ops-stay-2', { 'graphql-client-name': 'ops-tool' }))).toBe(
      true,
    );
    const listed = (await admin(restarted, 'GET', '')).body.versions as {
      version: string;
      retiredAt: string | null;
    }[];
    expect(listed.map((each) => [each.version, each.retiredAt === null])).toEqual([
      ['1.0.0', false],
      ['1.1.0', true],
    ]);
    await restarted.close();
  });

  it('has its CLI print each refused document’s reason and exit 1, as an app’s CI needs', async () => {
    const file = join(directory, 'refused-manifest.json');
    writeFileSync(
      file,
      JSON.stringify({ old: 'query OldStay { reservation(slug: "s") { bookingNumber } }' }),
    );
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    const { port } = gateway.server.address() as AddressInfo;
    const failure = await runCli(
      process.execPath,
      [
        'scripts/documents.ts',
        'publish',
        '--app',
        'ops-tool',
        '--version',
        '3.0.0',
        file,
        '--url',
        `http://127.0.0.1:${port}`,
      ],
      {
        cwd: new URL('..', import.meta.url).pathname,
        env: { ...process.env, DOCUMENTS_ADMIN_KEY: adminKey },
      },
    ).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(
      'GRAPHQL_VALIDATION_FAILED: old (OldStay): Cannot query field "bookingNumber" on type "Reservation"',
    );
    const withoutKey = await runCli(
      process.execPath,
      ['scripts/documents.ts', 'list', '--url', `http://127.0.0.1:${port}`],
      {
        cwd: new URL('..', import.meta.url).pathname,
        env: { ...process.env, DOCUMENTS_ADMIN_KEY: '' },
      },
    ).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(withoutKey?.stderr).toMatch(/Set DOCUMENTS_ADMIN_KEY/);
  });

  it('accepts the web client’s stay query with __typename in every selection, as Apollo or urql would send it', async () => {
    const documents = JSON.parse(
      readFileSync(new URL('../../web/persisted-documents.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const stay = Object.values(documents).find((text) => text.startsWith('query StayRouteQuery'));
    if (!stay) throw new Error('no stay query');
    const answer = await admin(gateway, 'PUT', '/stay-with-typename/1', {
      stay: print(withTypenameEverywhere(parse(stay))),
    });
    expect(answer.status).toBe(201);
  });
});

describe('operations counted per app', () => {
  let gateway: FastifyInstance;
  const directory = mkdtempSync(join(tmpdir(), 'trusted-documents-'));
  beforeAll(async () => {
    gateway = await buildTestGateway({
      coreApiUrl: unreachableCoreApi,
      env: { DOCUMENTS_ADMIN_KEYS: adminKey, TRUSTED_DOCUMENTS_DIR: directory },
    });
  });
  afterAll(async () => {
    await gateway.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('labels each operation with the app that sent it, and a name nobody published as unknown', async () => {
    await admin(gateway, 'PUT', '/ops-tool/1.0.0', { 'ops-stay': stayDocument });
    await run(gateway, 'ops-stay', { 'graphql-client-name': 'ops-tool' });
    await graphql(gateway, { query: '{ __typename }' });
    await graphql(
      gateway,
      { query: '{ __typename }' },
      { 'graphql-client-name': `made-up-${randomUUID()}` },
    );
    const metrics = (await gateway.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(
      /gateway_graphql_operations_total\{app="ops-tool",operation="OpsStay",type="query"\} 1/,
    );
    expect(metrics).toMatch(
      /gateway_graphql_operations_total\{app="guest-web",operation="anonymous",type="query"\} 1/,
    );
    expect(metrics).toMatch(
      /gateway_graphql_operations_total\{app="unknown",operation="anonymous",type="query"\} 1/,
    );
    expect(metrics).not.toContain('made-up-');
  });
});

const redis = await useTestRedis();
if (!redis.available)
  console.warn(`SKIPPED trusted documents shared through Redis: ${redis.reason}`);

describe.skipIf(!redis.available)(
  'trusted documents of other apps, shared by replicas through Redis',
  () => {
    const app = `ops-tool-${randomUUID().slice(0, 8)}`;
    let first: FastifyInstance;
    let second: FastifyInstance;
    beforeAll(async () => {
      const env = { ...production, REDIS_URL: redis.available ? redis.url : '' };
      first = await buildTestGateway({ coreApiUrl: unreachableCoreApi, env });
      second = await buildTestGateway({ coreApiUrl: unreachableCoreApi, env });
      // Both connected to Redis before anything is published.
      for (const replica of [first, second]) {
        for (let tries = 0; tries < 50; tries++) {
          const ready = (await replica.inject({ url: '/readyz' })).json();
          if (ready.sharedState === 'shared') break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      if (!redis.available) return;
      const client = new Redis(redis.url);
      await client.del(`guest:trusted-documents:documents:${app}:1.0.0`);
      await client.hdel('guest:trusted-documents:versions', `${app}\u00001.0.0`);
      client.disconnect();
      await redis.stop();
    });

    it('runs a version published on one replica on the other at once, and stops it there when retired', async () => {
      const headers = { 'graphql-client-name': app };
      expect(notFound(await run(second, 'ops-stay', headers))).toBe(true);
      expect(
        (await admin(first, 'PUT', `/${app}/1.0.0`, { 'ops-stay': stayDocument })).status,
      ).toBe(201);
      await expect
        .poll(async () => ran(await run(second, 'ops-stay', headers)), { timeout: 5000 })
        .toBe(true);
      expect((await admin(first, 'DELETE', `/${app}/1.0.0`)).status).toBe(200);
      await expect
        .poll(async () => notFound(await run(second, 'ops-stay', headers)), { timeout: 5000 })
        .toBe(true);
      const listed = (await admin(second, 'GET', '')).body.versions as {
        app: string;
        retiredAt: string | null;
      }[];
      expect(listed.find((each) => each.app === app)?.retiredAt).toEqual(expect.any(String));
    });
  },
);
