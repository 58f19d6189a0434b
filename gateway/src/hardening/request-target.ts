import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { sendRefusal } from '../http/refusals.ts';

/*
 * The request target is a path (origin form, RFC 9112 §3.2.1) before anything routes on it, so
 * the host a page is drawn for, and with it the presentation and the environment, comes from the
 * Host header alone. `//white-label.localhost/stay?slug=…` on the main host was drawn
 * white-label (a URL parser reads a leading `//`, or `/\`, as an authority), then redrawn after a
 * hydration error (issue 28, E1).
 */

/** Requests whose target named another host, or none (`*`, `host:port`): refused before routing. */
const refusedTargets = new WeakSet<IncomingMessage>();

const absoluteForm = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;
/** A leading run of slashes and backslashes: WHATWG URL parsing reads `//` or `/\` as an authority. */
const leadingSeparators = /^[/\\]+/;

/**
 * Fastify's `rewriteUrl`: every request target as the path routing sees. A path keeps its one
 * leading slash (`//host/x` and `/\host/x` become `/host/x`: a path of this host, which is no
 * page, so the app's rule for unknown paths applies); an absolute URL of this very host (as the
 * Host header names it) becomes its path; any other target is refused (`refuseOtherTargets`).
 */
export function originFormOf(request: IncomingMessage): string {
  const target = request.url ?? '/';
  if (target.startsWith('/')) {
    return target.length > 1 && (target[1] === '/' || target[1] === '\\')
      ? target.replace(leadingSeparators, '/')
      : target;
  }
  if (absoluteForm.test(target) && URL.canParse(target)) {
    const url = new URL(target);
    const host = request.headers.host?.toLowerCase();
    if (host !== undefined && url.host === host) {
      return `/${url.pathname.replace(leadingSeparators, '')}${url.search}`;
    }
  }
  refusedTargets.add(request);
  return '/';
}

/**
 * Answers 400 to a request whose target was no path of this host (another host's absolute URL,
 * `*`, an authority): the Host header and the target would disagree on whose page it is.
 */
export function refuseOtherTargets(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!refusedTargets.has(request.raw)) return;
    request.log.info('request target refused: not a path of this host');
    return sendRefusal(request, reply, {
      status: 400,
      code: 'BAD_REQUEST',
      message: 'The request target must be a path of this host.',
    });
  });
}
