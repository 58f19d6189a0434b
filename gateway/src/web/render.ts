import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type {} from '@fastify/compress';
import type { PageRenderer, RenderedPage, ServerEntry } from '@guest/web/server';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { readSession, sessionCookieName } from '../auth/session.ts';
import { withScriptNonce } from '../hardening/content-security-policy.ts';
import type { InProcessGraphql } from './in-process-graphql.ts';

/*
 * The gateway's half of server rendering; the web app's half is its server entry, whose contract
 * (`@guest/web/server`, types only) this module builds against; web/README.md ("How a page is
 * delivered") describes it.
 */

/** Answers a document request with the page, or returns false to let the app shell answer. */
export type PageRendering = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** Where the web build writes its server entry (`vite build --ssr`, web/vite.config.ts). */
export const serverEntryPath = join('server', 'entry-server.js');

/**
 * The web build's renderer, from its server entry. Without one (a build from before server
 * rendering, or a client-only build) pages are the app shell, rendered by the browser, as they
 * always worked.
 */
export async function builtPageRenderer(
  distDirectory: string,
  log: FastifyBaseLogger,
): Promise<PageRenderer | null> {
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
  return entry.createPageRenderer({ kind: 'built', distDirectory });
}

/**
 * Answers document requests with the pages `renderer` draws: a fresh nonce in the CSP, the
 * session read from its cookie, the page's GraphQL run in this process, its cookies, redirect or
 * status passed on.
 */
export function pageRendering(
  renderer: PageRenderer,
  options: {
    /** The documents' CSP, to which each rendered page adds its own script nonce. */
    contentSecurityPolicy: string | undefined;
    graphql: InProcessGraphql;
  },
): PageRendering {
  return async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const session = readSession(undefined, request.cookies?.[sessionCookieName]);
    const graphql = options.graphql(request, reply);
    let page: RenderedPage;
    try {
      page = await renderer.render(fetchRequestOf(request), {
        nonce,
        fetchGraphql: (_input, init) => graphql(init),
        sessionExpiresAt: session?.expiresAt.toISOString() ?? null,
      });
    } catch (error) {
      // Our bug, met by what a client sent (a header, a cookie): the guest still gets the app
      // shell, which the browser renders, rather than a 500.
      request.log.error({ err: error }, 'page render failed: left to the browser');
      return false;
    }
    if (page.kind === 'shell') {
      // Why, never where: the address holds the guest's slug.
      request.log.info({ reason: page.reason }, 'page left to the browser');
      return false;
    }
    // A guest's own stay, codes and name: never kept by a shared cache, nor by the browser's.
    reply.header('cache-control', 'private, no-store');
    if (page.cookies.length > 0) reply.header('set-cookie', page.cookies);
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
    // The page's styles and scripts, requested as soon as these headers arrive.
    if (page.links) reply.header('link', page.links);
    // A 503: the hotel's system could not be reached; the page says when to ask again.
    if (page.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(page.retryAfterSeconds));
    }
    // Compressed in one go, with its length (`http/compression.ts`; a not-found handler's
    // answers are not compressed on their own): a stay page is some 37 KB of HTML and data,
    // 11 KB as brotli.
    await reply.code(page.status).type('text/html; charset=utf-8').compress(page.body);
    return true;
  };
}

/**
 * The document request as the web app's router reads it: its method, address, headers (cookies)
 * and, for a page's form posted without scripts, its body (`static.ts`, `formPosts`).
 */
function fetchRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const body = request.method === 'POST' && typeof request.body === 'string' ? request.body : null;
  return new Request(new URL(request.url, `${request.protocol}://${request.host}`), {
    method: body === null ? 'GET' : 'POST',
    headers,
    body,
  });
}
