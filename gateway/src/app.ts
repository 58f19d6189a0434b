import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { noteUnreadableSessionCookies } from './auth/session-cookie.ts';
import type { GatewayConfig } from './config.ts';
import { registerGraphiqlAssets } from './graphql/graphiql.ts';
import { createSharedPolls } from './graphql/shared-polls.ts';
import { buildSchema, createGatewayYoga, graphqlEndpoint } from './graphql/yoga.ts';
import { contentSecurityPolicy } from './hardening/content-security-policy.ts';
import { corsOptions } from './hardening/cors.ts';
import { createAttemptLimits } from './hardening/rate-limits.ts';
import { refuseUnworkableRequests } from './hardening/request-shape.ts';
import { originFormOf, refuseOtherTargets } from './hardening/request-target.ts';
import { securityHeaders } from './hardening/security-headers.ts';
import { openSubscriptions } from './hardening/subscription-limits.ts';
import { loadPersistedDocuments, type PersistedDocuments } from './hardening/trusted-documents.ts';
import { compression, sendFetchResponse } from './http/compression.ts';
import { errorHandler } from './http/error-handler.ts';
import { sendRefusal } from './http/refusals.ts';
import { analyticsEvents } from './observability/analytics-events.ts';
import { createDrain, type Drain } from './observability/draining.ts';
import { operationRoutes } from './observability/health.ts';
import { loggingOptions } from './observability/logging.ts';
import { createMetrics } from './observability/metrics.ts';
import { isTracing, traceRequests } from './observability/tracing.ts';
import { webVitals } from './observability/web-vitals.ts';
import { rateLimitStoreOf } from './shared-state/counters.ts';
import { createSharedState } from './shared-state/index.ts';
import { documentsAdminRoutes } from './trusted-documents/admin-routes.ts';
import { createDocumentRegistry } from './trusted-documents/registry.ts';
import { directoryStore } from './trusted-documents/store.ts';
import { keepWebBuild } from './trusted-documents/web-builds.ts';
import { createUndiciTransport, type HttpTransport } from './upstream/transport.ts';
import { isBuiltWebFile, isHashedAsset } from './web/static.ts';
import { webClient } from './web/web-client.ts';

export type GatewayAppOptions = {
  config: GatewayConfig;
  /** Replaces the documents read from `config.persistedDocumentsFile` (tests). */
  persistedDocuments?: PersistedDocuments;
  /** Replaces the keep-alive undici transport (tests inject faults through `fetchTransport`). */
  upstreamTransport?: HttpTransport;
  /** Started by server.ts when shutdown begins, before the listener closes. */
  drain?: Drain;
};

/** Instance options: logging, request ids, body size and timeouts. Used by server.ts and tests. */
export function serverOptions(config: GatewayConfig): FastifyServerOptions {
  return {
    ...loggingOptions(config.logLevel, {
      pretty: config.environment === 'development' && process.stdout.isTTY === true,
    }),
    bodyLimit: config.bodyLimitBytes,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 72_000,
    return503OnClosing: true,
    trustProxy: typeof config.trustProxy === 'boolean' ? config.trustProxy : [...config.trustProxy],
    routerOptions: { maxParamLength: 200 },
    rewriteUrl: originFormOf,
  };
}

/**
 * The root plugin. Order: external plugins (security headers, cookies, compression, rate limits),
 * then the GraphQL endpoint (with CORS), then operations routes, then the web client's catch-all.
 */
export async function gatewayApp(app: FastifyInstance, options: GatewayAppOptions): Promise<void> {
  const { config } = options;
  const drain = options.drain ?? createDrain();
  await app.register(securityHeaders, {
    helmet: {
      contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
      crossOriginEmbedderPolicy: false,
    },
    isSubresource: isHashedAsset,
  });
  await app.register(errorHandler);
  refuseOtherTargets(app);
  // Only while OTEL_* variables turned tracing on (server.ts): otherwise not even a hook.
  if (isTracing()) traceRequests(app);
  await app.register(fastifyCookie);
  noteUnreadableSessionCookies(app);
  await app.register(compression);
  // Replicas share counters, poll leases and subscription messages through Redis when configured.
  const sharedState = createSharedState(config.redisUrl, app.log, config.sharedState);
  await app.register(fastifyRateLimit, {
    store: rateLimitStoreOf(sharedState.counters),
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: isBuiltWebFile,
  });

  const metrics = createMetrics();
  const transport = options.upstreamTransport ?? ownTransport(app);
  const persistedDocuments =
    options.persistedDocuments ?? loadPersistedDocuments(config.persistedDocumentsFile, app.log);
  // Every app's trusted documents: the web client's from its build, the others' as published.
  const documents = createDocumentRegistry({
    store: sharedState.documents ?? directoryStore(config.trustedDocuments.directory),
    bundled: persistedDocuments,
    logger: app.log,
  });
  await documents.start();
  // Open subscriptions end when shutdown starts; otherwise their connections hold `close()` up.
  const shutdown = new AbortController();
  app.addHook('preClose', async () => shutdown.abort());
  // In the background: a store that is away (Redis still connecting) must not hold the start up.
  const keepingWebBuild =
    config.trustedDocuments.previousWebBuildsKeptForMs > 0
      ? keepWebBuild(documents, persistedDocuments, {
          keptForMs: config.trustedDocuments.previousWebBuildsKeptForMs,
          now: () => new Date(),
          logger: app.log,
          signal: shutdown.signal,
        })
      : Promise.resolve();
  app.addHook('onClose', async () => {
    await keepingWebBuild;
    await documents.close();
  });
  const polls = createSharedPolls({
    shutdownSignal: shutdown.signal,
    state: sharedState,
    leaseMs: config.pollLeaseMs,
  });
  const subscriptions = openSubscriptions();
  metrics.observeSharedState(() => (sharedState.status() === 'degraded' ? 0 : 1));
  metrics.observeSubscriptionState({
    open: subscriptions.total,
    followedPolls: () => polls.activeKeys().length,
    readPolls: () => polls.polledKeys().length,
  });
  const yoga = createGatewayYoga({
    config,
    shutdownSignal: shutdown.signal,
    polls,
    openSubscriptions: subscriptions,
    logger: app.log,
    metrics,
    documents,
    responseStore: sharedState.responses,
    attemptLimits: createAttemptLimits(app),
    upstream: {
      baseUrl: config.coreApi.baseUrl,
      transport,
      timeoutMs: config.coreApi.timeoutMs,
      maxResponseBytes: config.coreApi.maxResponseBytes,
      retriesPerCall: config.coreApi.retries,
      retryBudgetPerRequest: config.coreApi.retries * 2,
      observe: (observation) => metrics.observeUpstreamCall(observation),
    },
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  drainKeepAliveConnectionsOnClose(app, drain);

  // CORS is the GraphQL endpoint's alone (the web client's files are same-origin), in its own
  // scope so the other routes' answers do not vary on Origin.
  await app.register(async (graphqlScope) => {
    await graphqlScope.register(fastifyCors, corsOptions(config));
    graphqlScope.route({
      url: graphqlEndpoint,
      method: ['GET', 'POST', 'OPTIONS'],
      preValidation: refuseUnworkableRequests,
      handler: async (req, reply) => {
        const answer = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
        // Yoga's 406 has no body; every refusal carries `errors[]` (in JSON, which any client reads).
        if (answer.status === 406) {
          return sendRefusal(req, reply, {
            status: 406,
            code: 'BAD_REQUEST',
            message: `Accept: ${req.headers.accept ?? ''} names no media type this endpoint answers: application/graphql-response+json, application/json or text/event-stream.`,
          });
        }
        return sendFetchResponse(reply, answer);
      },
    });
    // GraphQL over HTTP runs on GET and POST: any other method is told which ones, not 404.
    graphqlScope.route({
      url: graphqlEndpoint,
      method: ['PUT', 'DELETE', 'PATCH'],
      handler: async (request, reply) =>
        sendRefusal(request, reply.header('allow', 'GET, POST'), {
          status: 405,
          code: 'BAD_REQUEST',
          message: `${request.method} is not a GraphQL-over-HTTP method: send GET or POST.`,
        }),
    });
  });
  // GraphiQL's own files, from this origin (outside production, where GraphiQL is served).
  if (config.exposesInternals) await registerGraphiqlAssets(app);
  // Open subscriptions end when the server closes, so shutdown is not held up by them.
  app.addHook('onClose', async () => {
    await yoga.dispose();
    await sharedState.close();
  });

  await app.register(operationRoutes, {
    coreApiUrl: config.coreApi.baseUrl,
    transport,
    metrics,
    readinessTimeoutMs: Math.min(config.coreApi.timeoutMs, 2000),
    metricsApiKeys: isDeployed(config) ? config.apiKeys : undefined,
    sharedState: sharedState.status,
    isDraining: () => drain.started,
  });
  await app.register(analyticsEvents);
  await app.register(webVitals, { metrics });
  await app.register(documentsAdminRoutes, {
    registry: documents,
    schema: buildSchema({ compiledExecution: false }),
    adminKeys: config.trustedDocuments.adminKeys,
  });
  await app.register(webClient, {
    from: config.webClient,
    distDirectory: config.webDistDirectory,
    yoga,
  });
}

/** Production and stage face the internet; development and test run on a developer's machine. */
function isDeployed(config: GatewayConfig): boolean {
  return config.environment === 'production' || config.environment === 'stage';
}

/** The keep-alive connection pool to the core API, closed with the app. */
function ownTransport(app: FastifyInstance): HttpTransport {
  const { transport, close } = createUndiciTransport({ connections: 128, keepAliveMs: 30_000 });
  app.addHook('onClose', close);
  return transport;
}

/**
 * Once shutdown starts (the drain, then `close()`), every answer asks the client to close its
 * keep-alive connection; otherwise `close()` waits for that idle socket until the keep-alive
 * timeout, and a client would keep sending to a replica about to go.
 */
function drainKeepAliveConnectionsOnClose(app: FastifyInstance, drain: Drain): void {
  let closed = false;
  const closing = () => closed || drain.started;
  app.addHook('preClose', async () => {
    closed = true;
  });
  app.addHook('onSend', async (request, reply) => {
    if (closing()) reply.header('connection', 'close');
    // A subscription stream sent its headers before shutdown and ends only when shutdown ends
    // it, after `close()` dropped the idle connections: its connection closes with the stream.
    if (request.headers.accept?.includes('text/event-stream')) {
      reply.raw.once('finish', () => {
        if (closing()) request.raw.socket?.end();
      });
    }
  });
}
