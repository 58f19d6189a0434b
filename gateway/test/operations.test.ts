import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildGatewayWithCapturedLog,
  buildTestGateway,
  deployedApps,
  graphql,
} from './support/gateway.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';
import { jwtWithExpiry } from './support/tokens.ts';

describe('operations endpoints', () => {
  const { sandbox, gateway } = useSandboxAndGateway();
  let orphan: FastifyInstance;

  beforeAll(async () => {
    orphan = await buildTestGateway({ coreApiUrl: 'http://127.0.0.1:9' });
  });
  afterAll(() => orphan.close());

  it('answers liveness without touching the core API', async () => {
    const response = await orphan.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready only while the core API answers', async () => {
    expect((await gateway().inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const notReady = await orphan.inject({ method: 'GET', url: '/readyz' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({
      status: 'not-ready',
      upstream: 'unreachable',
      sharedState: 'process',
    });
  });

  it('exports per-operation and per-upstream-call latency and error counts', async () => {
    const booked = await sandbox().createReservation();
    await graphql(gateway(), {
      query: 'query StayHeader($slug: String!) { reservation(slug: $slug) { slug } }',
      variables: { slug: booked.slug },
    });
    await graphql(orphan, { query: 'query Broken { reservation(slug: "x") { slug } }' });
    const metrics = (await gateway().inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(
      /gateway_graphql_operation_duration_seconds_count\{operation="StayHeader",type="query"\} 1/,
    );
    expect(metrics).toMatch(
      /gateway_upstream_call_duration_seconds_count\{method="GET",route="\/check-in\/\{slug\}",outcome="ok"\} 1/,
    );
    const orphanMetrics = (await orphan.inject({ method: 'GET', url: '/metrics' })).body;
    expect(orphanMetrics).toMatch(
      /gateway_graphql_operation_errors_total\{operation="Broken",code="NETWORK"\} 1/,
    );
    expect(orphanMetrics).toMatch(
      /gateway_upstream_call_errors_total\{method="GET",route="\/check-in\/\{slug\}",outcome="no-response"\} 3/,
    );
  });

  it('labels operations by the operation the document selects, not by any name sent', async () => {
    const document = 'query Header { __typename } mutation Leave { logOut { ok } }';
    await graphql(orphan, { query: document, operationName: 'Leave' });
    await graphql(orphan, { query: document, operationName: 'Invented4711' });
    const metrics = (await orphan.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(
      /gateway_graphql_operation_duration_seconds_count\{operation="Leave",type="mutation"\} 1/,
    );
    expect(metrics).not.toContain('Invented4711');
  });

  it('generates a request id when none or a malformed one comes in', async () => {
    const generated = await gateway().inject({ method: 'GET', url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const malformed = await gateway().inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'a b\u0000' },
    });
    expect(malformed.headers['x-request-id']).not.toBe('a b\u0000');
  });
});

describe('metrics access', () => {
  const scraperKey = 'scraper-key-0123456789';
  const deployed = (environment: string) =>
    buildTestGateway({
      coreApiUrl: 'http://127.0.0.1:9',
      env: {
        APP_ENV: environment,
        BOT_CHECK_SITE_KEY: 'site-key',
        GATEWAY_API_KEYS: `other-tool-key,${scraperKey}`,
        ...deployedApps,
      },
    });
  const scrape = (app: FastifyInstance, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/metrics', headers });

  it.each(['production', 'stage'])(
    'in %s, serves metrics only to a bearer from the API key allow list',
    async (environment) => {
      const app = await deployed(environment);
      try {
        const refusedHeaders: Record<string, string>[] = [
          {},
          { authorization: 'Bearer wrong-key' },
          { authorization: `Bearer ${scraperKey}x` },
          { authorization: `Basic ${scraperKey}` },
          { 'x-api-key': scraperKey },
        ];
        for (const headers of refusedHeaders) {
          const refused = await scrape(app, headers);
          expect(refused.statusCode).toBe(401);
          expect(refused.body).toBe('');
        }
        const allowed = await scrape(app, { authorization: `Bearer ${scraperKey}` });
        expect(allowed.statusCode).toBe(200);
        expect(allowed.body).toContain('gateway_upstream_call_duration_seconds');
      } finally {
        await app.close();
      }
    },
  );

  it('refuses every scraper in production when no API key is configured', async () => {
    const app = await buildTestGateway({
      coreApiUrl: 'http://127.0.0.1:9',
      env: { APP_ENV: 'production', BOT_CHECK_SITE_KEY: 'site-key', ...deployedApps },
    });
    try {
      expect((await scrape(app, { authorization: 'Bearer ' })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('stays open in development and test', async () => {
    const app = await buildTestGateway({
      coreApiUrl: 'http://127.0.0.1:9',
      env: { APP_ENV: 'development' },
    });
    try {
      expect((await scrape(app)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('logs', () => {
  it('carry the request id and redact tokens and API keys', async () => {
    const { app, lines } = await buildGatewayWithCapturedLog();
    const token = jwtWithExpiry(Math.floor(Date.now() / 1000) + 600);
    await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-api-key': 'secret-key',
        cookie: `guest_session=${token}`,
        'x-request-id': 'trace-42',
      },
      payload: JSON.stringify({ query: '{ reservation(slug: "s") { slug } }' }),
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('"reqId":"trace-42"');
    expect(log).toContain('upstream failure');
    expect(log).not.toContain(token);
    expect(log).not.toContain('secret-key');
  });

  it('report a refused check-in step with its catalogue code', async () => {
    const { app, lines } = await buildGatewayWithCapturedLog();
    await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: 'mutation { startIdentityVerification(slug: "s") { ok } }',
      }),
    });
    await app.close();
    const refusals = lines.filter((line) => line.includes('"msg":"mutation refused"'));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toContain('"code":"NETWORK"');
  });

  it('report a refused door unlock with its catalogue code', async () => {
    const { app, lines } = await buildGatewayWithCapturedLog();
    await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: 'mutation { unlockDoor(slug: "s", propertyKeyId: "k") { ok } }',
      }),
    });
    await app.close();
    const refusals = lines.filter((line) => line.includes('"msg":"mutation refused"'));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toContain('"code":"NETWORK"');
  });
});

describe('web client hosting', () => {
  const getAccepting = (target: FastifyInstance, url: string, accept: string) =>
    target.inject({ method: 'GET', url, headers: { accept } });

  let app: FastifyInstance;
  let missing: FastifyInstance;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Guest app</title>');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'assets', 'index-AbCdEf12.js'), 'console.log(1);');
    app = await buildTestGateway({ coreApiUrl: 'http://127.0.0.1:9', env: { WEB_DIST_DIR: dist } });
    missing = await buildTestGateway({ coreApiUrl: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await Promise.all([app.close(), missing.close()]);
  });

  it('caches hashed assets for a year and never the page or the service worker', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-AbCdEf12.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('answers client-side routes with index.html, and unknown files with 404', async () => {
    const page = await getAccepting(app, '/stay/extras?slug=abc', 'text/html');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Guest app</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const file = await getAccepting(app, '/assets/missing.js', '*/*');
    expect(file.statusCode).toBe(404);
  });

  it('explains how to build the client when it is missing', async () => {
    const page = await getAccepting(missing, '/stay', 'text/html');
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('pnpm --filter @guest/web build');
  });
});
