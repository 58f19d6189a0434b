import { createHash } from 'node:crypto';
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
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'page-preloads.json'),
    JSON.stringify([
      {
        path: '/check-in',
        files: ['assets/CheckInRoute-a1b2c3d4.js', 'assets/locales/en-GB-checkIn-v1b2c3d4.json'],
      },
      { path: '/stay', files: ['assets/StayRoute-e5f6a7b8.js', 'assets/StayRoute-c9d0e1f2.css'] },
      { path: '/stay/product/:productId', files: ['assets/ProductRoute-a3b4c5d6.js'] },
      { path: '/stay/:section?', files: ['assets/Section-e7f8a9b0.js'] },
    ]),
  );
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

  it("preloads the page's screen with the page, so it downloads beside the entry", async () => {
    const page = (url: string) => get(url, { accept: 'text/html' });
    expect((await page('/check-in')).headers.link).toBe(
      '</assets/CheckInRoute-a1b2c3d4.js>; rel=modulepreload, ' +
        '</assets/locales/en-GB-checkIn-v1b2c3d4.json>; rel=preload; as=fetch; crossorigin',
    );
    // A link naming a language: the English texts would go unused.
    expect((await page('/check-in?lng=de-DE')).headers.link).toBe(
      '</assets/CheckInRoute-a1b2c3d4.js>; rel=modulepreload',
    );
    expect((await page('/stay?slug=abc')).headers.link).toBe(
      '</assets/StayRoute-e5f6a7b8.js>; rel=modulepreload, ' +
        '</assets/StayRoute-c9d0e1f2.css>; rel=preload; as=style',
    );
    expect((await page('/stay/product/42')).headers.link).toBe(
      '</assets/ProductRoute-a3b4c5d6.js>; rel=modulepreload',
    );
    expect((await page('/stay/extras')).headers.link).toBe(
      '</assets/Section-e7f8a9b0.js>; rel=modulepreload',
    );
    expect((await page('/somewhere/else')).headers.link).toBeUndefined();
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

describe("the page's inline scripts under the production CSP", () => {
  const starters = ['window.started=1', '(function(){document.title="x"})()'];
  let dist: string;
  let production: FastifyInstance;
  let development: FastifyInstance;

  beforeAll(async () => {
    dist = writeDist().dist;
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><head><script>${starters[0]}</script></head><body><script>${starters[1]}</script></body>`,
    );
    production = await buildTestGateway({
      coreApiUrl: 'http://127.0.0.1:9',
      env: { WEB_DIST_DIR: dist, APP_ENV: 'production', BOT_CHECK_SITE_KEY: 'k', ...deployedApps },
    });
    development = await buildTestGateway({
      coreApiUrl: 'http://127.0.0.1:9',
      env: { WEB_DIST_DIR: dist },
    });
  });
  afterAll(async () => {
    await production.close();
    await development.close();
  });

  const scriptSources = async (app: FastifyInstance) => {
    const page = await app.inject({
      method: 'GET',
      url: '/stay',
      headers: { accept: 'text/html' },
    });
    const policy = page.headers['content-security-policy'] as string;
    return policy.split(';').find((directive) => directive.startsWith('script-src')) ?? '';
  };

  it('admits exactly those scripts, by hash, and nothing inline besides', async () => {
    const sources = await scriptSources(production);
    for (const body of starters) {
      const hash = createHash('sha256').update(body).digest('base64');
      expect(sources).toContain(`'sha256-${hash}'`);
    }
    expect(sources).not.toContain("'unsafe-inline'");
  });

  it("keeps 'unsafe-inline' outside production (GraphiQL's bootstrap), without hashes that would void it", async () => {
    const sources = await scriptSources(development);
    expect(sources).toContain("'unsafe-inline'");
    expect(sources).not.toContain('sha256-');
  });
});
