import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers that still mean something on a script, style, image or JSON file fetched by a page.
 * The rest (CSP, frame options, COOP, referrer policy…) govern documents and workers only, and on
 * HTTP/1.1 a phone pays their kilobyte again for each of the thirty-odd files of a first visit.
 */
const subresourceHeaderNames = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
];

/**
 * Helmet's security headers, computed once (a server-rendered page replaces the CSP with its own
 * nonce'd copy, `web/render.ts`), so the header set is fixed; @fastify/helmet rebuilt it from the options on every request, which
 * was a noticeable share of a cached answer's cost. Documents, workers and API answers get the
 * whole set; the build's content-hashed subresources (`isSubresource`) the part that applies.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
  isSubresource: (path: string) => boolean = () => false,
): Record<string, string> {
  const headers = securityHeadersOf(options);
  const subresourceHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => subresourceHeaderNames.includes(name)),
  );
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?', 1)[0] ?? '';
    reply.headers(isSubresource(path) ? subresourceHeaders : headers);
    done();
  });
  return headers;
}

/** Runs helmet once against a recording response and returns the headers it set. */
export function securityHeadersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}
