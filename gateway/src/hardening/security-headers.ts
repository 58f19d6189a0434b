import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The documents' security headers as sent (`gateway-security-headers`): a page drawn on the
     * server sends its CSP again with its own nonce (`web/render.ts`).
     */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

export type SecurityHeadersOptions = {
  helmet: HelmetOptions;
  /** A file a page fetches (a script, style, image): it gets only the headers that apply to it. */
  isSubresource?: (path: string) => boolean;
};

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
 * Helmet's security headers, computed once, so the header set is fixed; @fastify/helmet rebuilt
 * it from the options on every request, which was a noticeable share of a cached answer's cost.
 * Documents, workers and API answers get the whole set; the build's content-hashed subresources
 * (`isSubresource`) the part that applies.
 */
async function registerSecurityHeaders(
  app: FastifyInstance,
  { helmet: helmetOptions, isSubresource = () => false }: SecurityHeadersOptions,
): Promise<void> {
  const headers = securityHeadersOf(helmetOptions);
  const subresourceHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => subresourceHeaderNames.includes(name)),
  );
  app.decorate('securityHeaders', headers);
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?', 1)[0] ?? '';
    reply.headers(isSubresource(path) ? subresourceHeaders : headers);
    done();
  });
}

/** The security headers as a named plugin: the web client, which reads them, depends on it. */
export const securityHeaders = fp(registerSecurityHeaders, {
  name: 'gateway-security-headers',
  fastify: '5.x',
});

/** Runs helmet once against a recording response and returns the headers it set. */
function securityHeadersOf(options: HelmetOptions): Record<string, string> {
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
