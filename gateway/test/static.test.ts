import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor } from '../src/web/static.ts';
import { buildTestGateway, deployedApps } from './support/gateway.ts';

const immutable = 'public, max-age=31536000, immutable';

/** A built web client as `vite build` leaves it: text files with their brotli and gzip copies. */
function writeDist(): { dist: string; script: string; page: string } {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  const page = `<!doctype html><title>Guest app</title>${'<meta name="x">'.repeat(100)}`;
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};`;
  const files: Record<string, string> = {
    'index.html': page,
    'sw.js': `self.addEventListener('fetch', () => {});${' '.repeat(2000)}`,
    'assets/index-B_--DRgW.js': script,
  };
  for (const [path, content] of Object.entries(files)) {
    writeFileSync(join(dist, path), content);
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(content));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(content));
  }
  writeFileSync(join(dist, 'pwa-192x192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return { dist, script, page };
}

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

/**
 * A web build with a server entry (`server/entry-server.js`) standing in for the web app's: it
 * answers by the address, and its page shows what its in-process GraphQL request answered and
 * the nonce it was given, so the gateway's half of the contract is tested on its own.
 */
function writeServerRenderedDist(): string {
  const dist = writeDist().dist;
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>Guest app</title><div id="root"></div>',
  );
  mkdirSync(join(dist, 'server'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(
    join(dist, 'server', 'entry-server.js'),
    `import { Readable } from 'node:stream';
export function createPageRenderer({ indexHtml }) {
  return {
    async render(request, { nonce, fetchGraphql, sessionExpiresAt }) {
      const url = new URL(request.url);
      if (url.pathname === '/old') return { kind: 'redirect', status: 302, location: '/stay' };
      if (url.pathname === '/check-in') return { kind: 'shell', reason: 'test' };
      const answer = await fetchGraphql('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-language-code': 'de-DE' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      const html = indexHtml + '<p>' + JSON.stringify({ answer: await answer.json(), nonce, sessionExpiresAt }) + '</p>';
      return { kind: 'page', status: url.pathname === '/missing' ? 404 : 200, body: Readable.from([html]) };
    },
  };
}
`,
  );
  return dist;
}

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
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const shown = JSON.parse(/<p>(.*)<\/p>/.exec(response.body)?.[1] ?? '{}');
    expect(shown.answer).toEqual({ data: { __typename: 'Query' } });
    expect(shown.sessionExpiresAt).toBeNull();
    expect((await page(development, '/missing')).statusCode).toBe(404);
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
    const shell = await page(development, '/check-in');
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.body).toBe('<!doctype html><title>Guest app</title><div id="root"></div>');
  });

  it('never serves the server build itself', async () => {
    const response = await development.inject({ method: 'GET', url: '/server/entry-server.js' });
    expect(response.statusCode).toBe(404);
  });
});
