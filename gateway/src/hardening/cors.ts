import type { FastifyCorsOptions } from '@fastify/cors';
import type { GatewayConfig } from '../config.ts';

/** `localhost`, `*.localhost` and `127.0.0.1` on any port: a developer's own browser. */
function isLoopbackOrigin(origin: string): boolean {
  if (!URL.canParse(origin)) return false;
  const { hostname } = new URL(origin);
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';
}

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
    allowedHeaders: ['content-type', 'accept', 'x-graphql-yoga-csrf', 'x-language-code'],
    maxAge: 600,
  };
}
