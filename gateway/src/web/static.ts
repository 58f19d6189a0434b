import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite puts content-hashed files under assets/: they never change, so cache them for a year. */
const hashedAssetPattern = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+$/;
const neverCached = new Set([
  'index.html',
  'sw.js',
  'service-worker.js',
  'registerSW.js',
  'manifest.webmanifest',
]);

function setCacheHeaders(reply: FastifyReply, path: string): void {
  const fileName = path.split('/').pop() ?? '';
  if (neverCached.has(fileName)) reply.header('cache-control', 'no-cache');
  else if (hashedAssetPattern.test(path))
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=3600');
}

/**
 * Serves the built web client on the gateway's origin, so cookies stay first-party and no CORS
 * is needed. Unknown paths that look like pages get index.html (the SPA routes them).
 */
export async function registerWebClient(
  app: FastifyInstance,
  distDirectory: string,
): Promise<void> {
  const indexFile = join(distDirectory, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(
      { distDirectory },
      'web client not built: run `pnpm --filter @guest/web build` (or set WEB_DIST_DIR)',
    );
    app.setNotFoundHandler(notFoundLimits(app), (request, reply) => {
      if (!wantsPage(request.method, request.headers.accept))
        return reply.code(404).send({ error: 'Not Found' });
      return sendNotBuiltPage(reply, distDirectory);
    });
    return;
  }
  await app.register(fastifyStatic, {
    root: distDirectory,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });
  app.setNotFoundHandler(notFoundLimits(app), (request, reply) => {
    if (!wantsPage(request.method, request.headers.accept))
      return reply.code(404).send({ error: 'Not Found' });
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}

/**
 * @fastify/rate-limit leaves not-found handlers out, and the SPA fallback answers every unknown
 * path: without this, pages and 404s would be an unlimited way around the per-IP limit.
 */
function notFoundLimits(app: FastifyInstance) {
  return { preHandler: app.rateLimit() };
}

function wantsPage(method: string, accept: string | undefined): boolean {
  return (method === 'GET' || method === 'HEAD') && (accept ?? '').includes('text/html');
}

function sendNotBuiltPage(reply: FastifyReply, distDirectory: string) {
  return reply
    .code(503)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Web client not built</title></head>` +
        `<body><h1>The web client is not built</h1><p>The gateway serves it from <code>${escapeHtml(distDirectory)}</code>, ` +
        'which has no <code>index.html</code>. Build it with <code>pnpm --filter @guest/web build</code>, then reload. ' +
        'The GraphQL endpoint is at <a href="/graphql">/graphql</a>.</p></body></html>',
    );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}
