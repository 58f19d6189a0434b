import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor } from '../src/web/static.ts';
import { buildTestGateway, deployedApps } from './support/gateway.ts';
import { writeDist, writeServerRenderedDist } from './support/web-dist.ts';

const immutable = 'public, max-age=31536000, immutable';

describe('the web client: precompressed files and cache headers', () => {
  let app: FastifyInstance;
  let files: ReturnType<typeof writeDist>;

  beforeAll(async () => {
    files = writeDist();
    app = await buildTestGateway({
      coreApiUrl: 'http://127.0.0.1:9',
      env: { WEB_DIST_DIR: files.dist },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url, headers });

  it('sends a hashed asset as the brotli copy, cached for a year as immutable', async () => {
    const response = await get('/assets/index-B_--DRgW.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toBe(immutable);
    expect(response.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(files.script);
  });

  it('falls back to gzip, then to the plain file, varying on Accept-Encoding each time', async () => {
    const gzip = await get('/assets/index-B_--DRgW.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(files.script);
    const plain = await get('/assets/index-B_--DRgW.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(files.script);
    for (const response of [gzip, plain]) {
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['cache-control']).toBe(immutable);
    }
  });

  it('sends hashed files only the security headers that apply to a subresource', async () => {
    const asset = await get('/assets/index-B_--DRgW.js', { 'accept-encoding': 'br' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    for (const url of ['/stay', '/sw.js']) {
      const response = await get(url, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('sends every page compressed and revalidated on each visit', async () => {
    const page = await get('/stay?slug=abc', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(files.page);
  });

  it('revalidates the service worker on each check, so a release reaches guests at once', async () => {
    const worker = await get('/sw.js', { 'accept-encoding': 'gzip' });
    expect(worker.headers['content-encoding']).toBe('gzip');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('sends files the build did not compress as they are', async () => {
    const icon = await get('/pwa-192x192.png', { 'accept-encoding': 'br, gzip' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('picks the cache policy by the file served, not by its compressed copy', () => {
    expect(cacheControlFor('/dist/index.html.br')).toBe('no-cache');
    expect(cacheControlFor('/dist/sw.js.gz')).toBe('no-cache');
    expect(cacheControlFor('/dist/manifest.webmanifest')).toBe('no-cache');
    expect(cacheControlFor('/dist/assets/StayRoute-B0XYGkmR.js.br')).toBe(immutable);
    expect(cacheControlFor('/dist/assets/locales/de-DE-B3mOtItt.js.gz')).toBe(immutable);
    expect(cacheControlFor('/dist/favicon.svg')).toBe('public, max-age=3600');
  });
});

describe('the web client fallback and the per-IP rate limit', () => {
  let built: FastifyInstance;
  let notBuilt: FastifyInstance;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Guest app</title>');
    writeFileSync(join(dist, 'assets', 'index-B_--DRgW.js'), 'export {};');
    const limited = { RATE_LIMIT_PER_MINUTE: '2' };
    built = await buildTestGateway({
      coreApiUrl: 'http://127.0.0.1:9',
      env: { ...limited, WEB_DIST_DIR: dist },
    });
    notBuilt = await buildTestGateway({ coreApiUrl: 'http://127.0.0.1:9', env: limited });
  });
  afterAll(async () => {
    await Promise.all([built.close(), notBuilt.close()]);
  });

  const page = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({
      method: 'GET',
      url: '/stay?slug=abc',
      headers: { accept: 'text/html' },
      remoteAddress,
    });

  it('counts SPA pages and 404s against the client IP like every other route', async () => {
    expect((await page(built, '203.0.113.7')).statusCode).toBe(200);
    const missingFile = await built.inject({
      method: 'GET',
      url: '/assets/missing.js',
      remoteAddress: '203.0.113.7',
    });
    expect(missingFile.statusCode).toBe(404);
    expect((await page(built, '203.0.113.7')).statusCode).toBe(429);
    expect((await page(built, '203.0.113.8')).statusCode).toBe(200);
  });

  it("leaves the build's own files out of the limit, so one lobby's Wi-Fi can load the app", async () => {
    const file = () =>
      built.inject({
        method: 'GET',
        url: '/assets/index-B_--DRgW.js',
        remoteAddress: '203.0.113.10',
      });
    for (let request = 0; request < 4; request += 1) expect((await file()).statusCode).toBe(200);
    expect((await page(built, '203.0.113.10')).statusCode).toBe(200);
  });

  it('limits the not-built page too', async () => {
    expect((await page(notBuilt, '203.0.113.9')).statusCode).toBe(503);
    expect((await page(notBuilt, '203.0.113.9')).statusCode).toBe(503);
    expect((await page(notBuilt, '203.0.113.9')).statusCode).toBe(429);
  });
});

describe('pages rendered on the server (src/web/render.ts)', () => {
  let development: FastifyInstance;
  let production: FastifyInstance;

  beforeAll(async () => {
    const dist = writeServerRenderedDist();
    development = await buildTestGateway({
      coreApiUrl: 'http://127.0.0.1:9',
      env: { WEB_DIST_DIR: dist },
    });
    production = await buildTestGateway({
      coreApiUrl: 'http://127.0.0.1:9',
      env: { WEB_DIST_DIR: dist, APP_ENV: 'production', BOT_CHECK_SITE_KEY: 'k', ...deployedApps },
    });
  });
  afterAll(async () => {
    await Promise.all([development.close(), production.close()]);
  });

  const page = (app: FastifyInstance, url: string) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it("answers with the server's page, its GraphQL run in process, private to the guest", async () => {
    const response = await page(development, '/stay?slug=abc');
    expect(response.statusCode).toBe(200);
    const compressed = await development.inject({
      method: 'GET',
      url: '/stay?slug=abc',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('__typename');
    // The page is drawn whole, so it is compressed in one go and sent with its length.
    expect(Number(compressed.headers['content-length'])).toBe(compressed.rawPayload.length);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    // The page's styles and scripts, for the browser to request before it has read the page.
    expect(response.headers.link).toBe(
      '</assets/app.css>; rel=preload; as=style; crossorigin, </assets/index.js>; rel=modulepreload; crossorigin',
    );
    const shown = JSON.parse(/<p>(.*)<\/p>/.exec(response.body)?.[1] ?? '{}');
    expect(shown.answer).toEqual({ data: { __typename: 'Query' } });
    expect(shown.sessionExpiresAt).toBeNull();
    // The stay a stay page shows is remembered by the device, for the next server render.
    expect(response.headers['set-cookie']).toEqual(['guest_stay=abc; Path=/; SameSite=Lax']);
    const missing = await page(development, '/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['set-cookie']).toBeUndefined();
  });

  it("admits the page's own inline elements by this response's nonce, never by hash", async () => {
    const first = await page(production, '/stay?slug=abc');
    const second = await page(production, '/stay?slug=abc');
    const scriptSources = (response: typeof first) =>
      (response.headers['content-security-policy'] as string)
        .split(';')
        .find((directive) => directive.startsWith('script-src')) ?? '';
    const nonceOf = (response: typeof first) =>
      JSON.parse(/<p>(.*)<\/p>/.exec(response.body)?.[1] ?? '{}').nonce;
    expect(scriptSources(first)).toContain(`'nonce-${nonceOf(first)}'`);
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(scriptSources(first)).not.toContain("'unsafe-inline'");
    expect(scriptSources(first)).not.toContain('sha256-');
  });

  it("passes a route's redirect on, and sends the app shell when the server leaves the page to the browser", async () => {
    const redirected = await page(development, '/old');
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('/stay');
    expect(redirected.headers['set-cookie']).toEqual(['guest_stay=abc; Path=/']);
    const shell = await page(development, '/check-in');
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.body).toBe('<!doctype html><title>Guest app</title><div id="root"></div>');
  });

  it("answers a page the hotel's system could not be reached for with 503 and Retry-After", async () => {
    const response = await page(development, '/unavailable');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await page(development, '/stay?slug=abc')).headers['retry-after']).toBeUndefined();
  });

  it("passes a page's form posted without scripts to the render, from the app's own pages only", async () => {
    const post = (headers: Record<string, string>, payload = 'lastName=Virtanen') =>
      development.inject({
        method: 'POST',
        url: '/stay/lookup',
        headers: {
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
          ...headers,
        },
        payload,
      });
    const own = await post({ 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode).toBe(303);
    expect(own.headers.location).toBe('/stay?slug=Virtanen');
    // Pages send no referrer: their own posts come with `Origin: null` where a browser has no
    // Sec-Fetch-Site.
    expect((await post({ origin: 'null' })).statusCode).toBe(303);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post({}, 'x='.padEnd(9000, 'a'))).statusCode).toBe(413);
    const json = await development.inject({
      method: 'POST',
      url: '/stay/lookup',
      headers: { accept: 'text/html', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
  });

  it('never serves the server build itself', async () => {
    const response = await development.inject({ method: 'GET', url: '/server/entry-server.js' });
    expect(response.statusCode).toBe(404);
  });
});
