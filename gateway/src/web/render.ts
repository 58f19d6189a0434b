import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type {} from '@fastify/compress';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { readSession, sessionCookieName } from '../auth/session.ts';
import { withScriptNonce } from '../hardening/content-security-policy.ts';

/*
 * The gateway's half of server rendering; the web app's half is `web/src/entry-server.tsx`, and
 * web/README.md ("How a page is delivered") is the contract between them. The types below are
 * that module's, restated: the gateway does not build against the web app's sources.
 */

type RenderedPage =
  | { kind: 'page'; status: number; body: Readable }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell'; reason: string };

type PageRenderer = {
  render(
    request: Request,
    options: { nonce: string; fetchGraphql: typeof fetch; sessionExpiresAt: string | null },
  ): Promise<RenderedPage>;
};

type ServerEntry = {
  createPageRenderer(build: { indexHtml: string; manifest: unknown }): PageRenderer;
};

/** Runs one of a page's GraphQL requests in this process, as `/graphql` would for `request`. */
export type InProcessGraphql = (
  request: FastifyRequest,
  reply: FastifyReply,
  input: string | URL | Request,
  init?: RequestInit,
) => Promise<Response>;

/** Answers a document request with the page, or returns false to let the app shell answer. */
export type PageRendering = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** Where the web build writes its server entry (`vite build --ssr`, web/vite.config.ts). */
export const serverEntryPath = join('server', 'entry-server.js');

/**
 * Loads the web build's server entry. Without it (a build from before server rendering, or a
 * client-only build) pages are the app shell, rendered by the browser, as they always worked.
 */
export async function loadPageRendering(options: {
  distDirectory: string;
  /** The documents' CSP, to which each rendered page adds its own script nonce. */
  contentSecurityPolicy: string | undefined;
  graphql: InProcessGraphql;
  log: FastifyBaseLogger;
}): Promise<PageRendering | null> {
  const { distDirectory, log } = options;
  const entryFile = join(distDirectory, serverEntryPath);
  const manifestFile = join(distDirectory, '.vite', 'manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) {
    log.warn(
      { distDirectory },
      'web client has no server build: pages are rendered in the browser only',
    );
    return null;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const renderer = entry.createPageRenderer({
    indexHtml: readFileSync(join(distDirectory, 'index.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(manifestFile, 'utf8')),
  });

  return async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const session = readSession(undefined, request.cookies?.[sessionCookieName]);
    const page = await renderer.render(fetchRequestOf(request), {
      nonce,
      fetchGraphql: (input, init) => options.graphql(request, reply, input as string, init),
      sessionExpiresAt: session?.expiresAt.toISOString() ?? null,
    });
    if (page.kind === 'shell') {
      // Why, never where: the address holds the guest's slug.
      request.log.info({ reason: page.reason }, 'page left to the browser');
      return false;
    }
    // A guest's own stay, codes and name: never kept by a shared cache, nor by the browser's.
    reply.header('cache-control', 'private, no-store');
    if (page.kind === 'redirect') {
      await reply.redirect(page.location, page.status);
      return true;
    }
    if (options.contentSecurityPolicy) {
      reply.header(
        'content-security-policy',
        withScriptNonce(options.contentSecurityPolicy, nonce),
      );
    }
    // Compressed as it streams (@fastify/compress; a not-found handler's answers are not
    // compressed on their own): the page is some 30 KB of HTML and data, 6 KB as brotli.
    await reply.code(page.status).type('text/html; charset=utf-8').compress(page.body);
    return true;
  };
}

/** The document request as the web app's router reads it: its address and headers (cookies). */
function fetchRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return new Request(new URL(request.url, `${request.protocol}://${request.host}`), { headers });
}
