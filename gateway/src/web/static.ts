import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRendering } from './render.ts';

/** Vite puts content-hashed files under assets/: they never change, so cache them for a year. */
const hashedAssetPattern = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+$/;
/** Files whose name stays the same across releases and that decide which release runs. */
const neverCached = new Set([
  'index.html',
  'sw.js',
  'service-worker.js',
  'registerSW.js',
  'manifest.webmanifest',
  'manifest-white-label.webmanifest',
]);
/** The build's brotli and gzip copies (`app.js.br`) are served in place of `app.js`. */
const precompressedSuffix = /\.(?:br|gz)$/;

/**
 * A content-hashed file of the build: a script, style, sprite or texts file a page fetches, never
 * a document or a worker (those keep fixed names: `neverCached`).
 */
export function isHashedAsset(path: string): boolean {
  return hashedAssetPattern.test(path.replace(precompressedSuffix, ''));
}

export function cacheControlFor(path: string): string {
  const servedPath = path.replace(precompressedSuffix, '');
  const fileName = servedPath.split('/').pop() ?? '';
  if (neverCached.has(fileName)) return 'no-cache';
  if (isHashedAsset(servedPath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

function setCacheHeaders(reply: FastifyReply, path: string): void {
  reply.header('cache-control', cacheControlFor(path));
}

/** The web build's server entry and its chunks: code for the gateway, never a file to serve. */
const serverBuildDirectory = '/server/';

/**
 * Serves the built web client on the gateway's origin, so cookies stay first-party and no CORS
 * is needed. Unknown paths that look like pages are rendered on the server (`render.ts`), or,
 * when the page depends on what only the browser knows, answered with index.html (the app shell
 * the browser renders). Text files are sent as the build's brotli or gzip copy when the browser
 * accepts it (`preCompressed`, with `Vary: Accept-Encoding` on every file, compressed or not).
 */
export async function registerWebClient(
  app: FastifyInstance,
  distDirectory: string,
  renderPage: (distDirectory: string) => Promise<PageRendering | null> = async () => null,
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
    preCompressed: true,
    setHeaders: setCacheHeaders,
    allowedPath: (pathName) => !pathName.startsWith(serverBuildDirectory),
  });
  const rendering = await renderPage(distDirectory);
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(request.method, request.headers.accept))
      return reply.code(404).send({ error: 'Not Found' });
    if (rendering && (await rendering(request, reply))) return reply;
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  };
  // Pages are a route of their own (any path no file or API route takes), so that route-level
  // plugins apply to them: compression of a drawn page, the per-IP limit.
  app.get('/*', servePage);
  app.setNotFoundHandler(notFoundLimits(app), servePage);
}

/**
 * The per-IP limit guards the core API and page rendering, not the build's files: one first
 * visit downloads some 30 of them, and guests of one hotel share the Wi-Fi's address, so counting
 * them would lock a lobby out after a few phones. @fastify/static gives each file's route a
 * `config.file`; unknown paths (the SPA fallback, 404s) have none and stay limited.
 */
export function isBuiltWebFile(request: FastifyRequest): boolean {
  return 'file' in request.routeOptions.config;
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
