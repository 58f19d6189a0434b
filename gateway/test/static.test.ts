import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway } from './support/gateway.ts';

describe('the web client fallback and the per-IP rate limit', () => {
  let built: FastifyInstance;
  let notBuilt: FastifyInstance;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Guest app</title>');
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

  it('limits the not-built page too', async () => {
    expect((await page(notBuilt, '203.0.113.9')).statusCode).toBe(503);
    expect((await page(notBuilt, '203.0.113.9')).statusCode).toBe(503);
    expect((await page(notBuilt, '203.0.113.9')).statusCode).toBe(429);
  });
});
