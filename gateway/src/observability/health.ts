import type { FastifyInstance } from 'fastify';
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
  },
): Promise<void> {
  const noRateLimit = { rateLimit: false } as const;

  app.get('/healthz', { config: noRateLimit, logLevel: 'warn' }, async () => ({ status: 'ok' }));

  app.get('/readyz', { config: noRateLimit, logLevel: 'warn' }, async (_, reply) => {
    const upstream = await probe(options);
    return reply
      .code(upstream === 'reachable' ? 200 : 503)
      .send({ status: upstream === 'reachable' ? 'ready' : 'not-ready', upstream });
  });

  app.get('/metrics', { config: noRateLimit, logLevel: 'warn' }, async (_, reply) =>
    reply.type(options.metrics.registry.contentType).send(await options.metrics.registry.metrics()),
  );
}

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
    await response.text();
    return 'reachable';
  } catch {
    return 'unreachable';
  }
}
