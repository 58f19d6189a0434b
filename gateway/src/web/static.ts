import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../http/refusals.ts';
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
      if (!wantsPage(request.method, request.headers.accept)) return sendNotFound(request, reply);
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
  await registerPages(app, await renderPage(distDirectory), {
    shell: (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'),
    notPage: sendNotFound,
  });
}

type Answer = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown;

/**
 * The pages: any path no file or API route takes. A request for a page is drawn by `rendering`,
 * or answered with the app shell (`shell`) when the server leaves it to the browser; any other
 * is `notPage`'s. A page's form posted without scripts goes to the render too (`formPosts`).
 */
export async function registerPages(
  app: FastifyInstance,
  rendering: PageRendering | null,
  answers: { shell: Answer; notPage: Answer },
): Promise<void> {
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(request.method, request.headers.accept)) return answers.notPage(request, reply);
    if (rendering && (await rendering(request, reply))) return reply;
    return answers.shell(request, reply);
  };
  // Pages are a route of their own (any path no file or API route takes), so that route-level
  // plugins apply to them: compression of a drawn page, the per-IP limit.
  app.get('/*', servePage);
  app.setNotFoundHandler(notFoundLimits(app), servePage);
  if (rendering) await app.register(formPosts(rendering));
}

/**
 * Whether a form post comes from one of the app's own pages: the browser's `Sec-Fetch-Site`, or
 * where a browser sends none, its `Origin` (which the pages' `Referrer-Policy: no-referrer` turns
 * into `null` on the app's own posts).
 */
function fromOwnPage(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  return (
    origin === undefined || origin === 'null' || origin === `${request.protocol}://${request.host}`
  );
}

/** A page's form is a few short fields (the booking lookup): nothing larger is one. */
const formBodyLimitBytes = 8 * 1024;

/**
 * A page's form posted by the browser itself, as it does without scripts (the booking lookup,
 * web/README.md): the server render runs the route's action and answers with the page or its
 * redirect. In a scope of its own, so that only here is a urlencoded body read, kept as text for
 * the render; only from the app's own pages (`fromOwnPage`), so no other site can post into a
 * guest's browser; a route without an action, or a page left to the browser, is the same address
 * again.
 */
function formPosts(rendering: PageRendering) {
  return async (scope: FastifyInstance) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: formBodyLimitBytes },
      (_request, body, done) => done(null, body),
    );
    scope.post('/*', async (request, reply) => {
      if (!(request.headers.accept ?? '').includes('text/html')) {
        return sendNotFound(request, reply);
      }
      if (typeof request.body !== 'string') {
        return reply
          .code(415)
          .send({ error: 'Unsupported Media Type', message: 'A page takes a form, urlencoded.' });
      }
      if (!fromOwnPage(request)) {
        return reply.code(403).send({ error: 'Forbidden', message: 'A form of another site.' });
      }
      if (await rendering(request, reply)) return reply;
      return reply.redirect(request.url, 303);
    });
  };
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
