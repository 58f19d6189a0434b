import type { FastifyCorsOptions } from '@fastify/cors';
import type { GatewayConfig } from '../config.ts';

/** `localhost`, `*.localhost` and `127.0.0.1` on any port: a developer's own browser. */
function isLoopbackOrigin(origin: string): boolean {
  if (!URL.canParse(origin)) return false;
  const { hostname } = new URL(origin);
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';
}

/**
 * The request headers a browser app on an allowed origin may send, each because a field or the
 * transport reads it: `x-slug` (`node(id)` of a stay's entities, the stay as credential),
 * `authorization` (a signed-in guest's bearer token), `x-language-code` (texts in the guest's
 * language), `graphql-client-name`/`-version` (which app's trusted documents, per-app metrics),
 * `x-graphql-yoga-csrf` (a GET or an EventSource), `traceparent`/`tracestate` (W3C trace
 * context), `content-type` and `accept` (JSON and the GraphQL response media type).
 * test/security/requests.test.ts checks every header the schema's descriptions name is here.
 */
export const corsRequestHeaders = [
  'content-type',
  'accept',
  'x-graphql-yoga-csrf',
  'x-language-code',
  'x-slug',
  'authorization',
  'graphql-client-name',
  'graphql-client-version',
  'traceparent',
  'tracestate',
] as const;

/**
 * @fastify/cors options: the guest apps' own origins (`corsAllowedOrigins`, from configuration)
 * are granted credentialed requests; any other origin gets no CORS header at all, so its pages
 * can read no answer. Outside production and stage, loopback origins are granted too (GraphiQL,
 * the Vite dev server). Applied by Fastify rather than Yoga, so answers the response cache
 * replays carry the same headers; Yoga's own default would reflect every origin with
 * `Access-Control-Allow-Credentials: true`.
 */
export function corsOptions(config: GatewayConfig): FastifyCorsOptions {
  const allowed = new Set(config.corsAllowedOrigins);
  const loopbackAllowed = config.environment === 'development' || config.environment === 'test';
  return {
    origin: (origin, grant) =>
      grant(
        null,
        origin !== undefined &&
          (allowed.has(origin) || (loopbackAllowed && isLoopbackOrigin(origin))),
      ),
    credentials: true,
    methods: ['GET', 'POST'],
    allowedHeaders: [...corsRequestHeaders],
    // The request id names a request in the gateway's logs and traces; Retry-After a rate limit.
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  };
}
