import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAllowedApiKey } from '../hardening/trusted-documents.ts';
import type { SharedStateStatus } from '../shared-state/index.ts';
import type { HttpTransport } from '../upstream/transport.ts';
import type { GatewayMetrics } from './metrics.ts';

/** Liveness, readiness (the core API answers) and Prometheus metrics. */
export async function registerOperationRoutes(
  app: FastifyInstance,
  options: {
    coreApiUrl: string;
    transport: HttpTransport;
    metrics: GatewayMetrics;
    readinessTimeoutMs: number;
    /**
     * Internal tools' keys a metrics scraper must present as `Authorization: Bearer <key>`;
     * `undefined` leaves `/metrics` open (development and test).
     */
    metricsApiKeys: readonly string[] | undefined;
    /** Where replicas' shared state lives now (see shared-state/index.ts). */
    sharedState: () => SharedStateStatus;
    /** True once shutdown has started: not ready, so the load balancer stops sending. */
    isDraining: () => boolean;
  },
): Promise<void> {
  const noRateLimit = { rateLimit: false } as const;

  app.get(
    '/healthz',
    { config: noRateLimit, logLevel: 'warn', schema: { response: { 200: liveness } } },
    async () => ({ status: 'ok' }),
  );

  // A degraded shared state is reported but keeps the replica ready: every replica serves on
  // from its own memory (limits divided among replicas), and taking them all out of rotation
  // for a Redis outage would turn a degraded cluster into a dead one.
  app.get(
    '/readyz',
    {
      config: noRateLimit,
      logLevel: 'warn',
      schema: { response: { 200: readiness, 503: readiness } },
    },
    async (_, reply) => {
      if (options.isDraining()) {
        return reply
          .code(503)
          .send({ status: 'shutting-down', sharedState: options.sharedState() });
      }
      const upstream = await probe(options);
      return reply.code(upstream === 'reachable' ? 200 : 503).send({
        status: upstream === 'reachable' ? 'ready' : 'not-ready',
        upstream,
        sharedState: options.sharedState(),
      });
    },
  );

  app.get(
    '/metrics',
    {
      config: noRateLimit,
      logLevel: 'warn',
      schema: {
        headers: {
          type: 'object',
          properties: { authorization: { type: 'string', maxLength: 512 } },
        },
        response: { 200: { type: 'string' }, 401: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const keys = options.metricsApiKeys;
      // Metrics name operations, upstream routes and error rates: reconnaissance material.
      if (keys !== undefined && !isAllowedApiKey(bearerOf(request), keys)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send();
      }
      return reply
        .type(options.metrics.registry.contentType)
        .send(await options.metrics.registry.metrics());
    },
  );
}

/** `/healthz`: the process answers. */
const liveness = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', const: 'ok' } },
} as const;

/** `/readyz`: whether the core API answers, and whether replicas share their state. */
const readiness = {
  type: 'object',
  required: ['status', 'sharedState'],
  properties: {
    status: { type: 'string', enum: ['ready', 'not-ready', 'shutting-down'] },
    upstream: { type: 'string', enum: ['reachable', 'unreachable'] },
    sharedState: { type: 'string', enum: ['shared', 'degraded', 'process'] },
  },
} as const;

/** The operations routes as a named plugin; the rate limiter must be there to exempt them. */
export const operationRoutes = fp(registerOperationRoutes, {
  name: 'gateway-operation-routes',
  fastify: '5.x',
  dependencies: ['@fastify/rate-limit'],
});

/** Any HTTP answer means the core API is up; only no answer at all means it is not. */
async function probe(options: {
  coreApiUrl: string;
  transport: HttpTransport;
  readinessTimeoutMs: number;
}): Promise<'reachable' | 'unreachable'> {
  try {
    const response = await options.transport({
      url: `${options.coreApiUrl}/openapi.json`,
      method: 'HEAD',
      headers: {},
      body: undefined,
      timeoutMs: options.readinessTimeoutMs,
    });
    // A HEAD answer has no body, and its content-length describes the GET's: nothing to bound.
    await response.text(Number.POSITIVE_INFINITY);
    return 'reachable';
  } catch {
    return 'unreachable';
  }
}

function bearerOf(request: FastifyRequest): string | null {
  const match = /^Bearer ([^\s]+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}
