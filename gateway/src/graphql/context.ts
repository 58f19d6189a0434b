import type {} from '@fastify/cookie';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { negotiateLanguage, type SupportedLocale } from '../auth/language.ts';
import { readSession, type Session, sessionCookieName } from '../auth/session.ts';
import type { GatewayConfig } from '../config.ts';
import type { AttemptLimits } from '../hardening/rate-limits.ts';
import type { GatewayMetrics } from '../observability/metrics.ts';
import {
  createUpstreamClient,
  type UpstreamClient,
  type UpstreamSettings,
} from '../upstream/client.ts';
import { createLoaders, type Loaders } from './loaders.ts';
import type { SharedPolls } from './shared-polls.ts';

/** What Fastify hands to Yoga for every request. */
export type ServerContext = { req: FastifyRequest; reply: FastifyReply };

/** The per-request context every resolver receives. */
export type GatewayContext = ServerContext & {
  requestId: string;
  language: SupportedLocale | undefined;
  session: Session | undefined;
  upstream: UpstreamClient;
  loaders: Loaders;
  attemptLimits: AttemptLimits;
  config: GatewayConfig;
  logger: FastifyBaseLogger;
  /** For resolvers that report what they drop or retry (e.g. invalid custom products). */
  metrics: GatewayMetrics;
  /** Current time for date-derived flags: the core API's clock when it has answered. */
  now(): Date;
  /** Aborted when the server starts shutting down: subscriptions end on it. */
  shutdownSignal: AbortSignal;
  /** The app's polls of the core API, one per order or elevator call, shared by subscribers. */
  polls: SharedPolls;
};

export type ContextDependencies = {
  config: GatewayConfig;
  upstream: UpstreamSettings;
  attemptLimits: AttemptLimits;
  metrics: GatewayMetrics;
  shutdownSignal: AbortSignal;
  polls: SharedPolls;
};

/**
 * Builds the context per request: an upstream client bound to this caller's language, token and
 * request id, and fresh DataLoaders, so nothing keyed by user data outlives the request.
 */
export function createContextFactory(dependencies: ContextDependencies) {
  // A server-rendered page runs its queries one after another for one caller
  // (`web/render.ts`): they share one context, so its DataLoaders read each resource once.
  const contexts = new WeakMap<FastifyRequest, Omit<GatewayContext, keyof ServerContext>>();
  return ({ req }: ServerContext): Omit<GatewayContext, keyof ServerContext> => {
    const existing = contexts.get(req);
    if (existing) return existing;
    const context = createContext(dependencies, req);
    contexts.set(req, context);
    return context;
  };
}

function createContext(
  dependencies: ContextDependencies,
  req: FastifyRequest,
): Omit<GatewayContext, keyof ServerContext> {
  const language = negotiateLanguage(req.headers);
  const session = readSession(req.headers.authorization, req.cookies?.[sessionCookieName]);
  const upstream = createUpstreamClient(dependencies.upstream, {
    requestId: req.id,
    language,
    token: session?.token,
  });
  return {
    requestId: req.id,
    language,
    session,
    upstream,
    loaders: createLoaders(upstream),
    attemptLimits: dependencies.attemptLimits,
    config: dependencies.config,
    logger: req.log,
    metrics: dependencies.metrics,
    now: () => upstream.serverTime() ?? new Date(),
    shutdownSignal: dependencies.shutdownSignal,
    polls: dependencies.polls,
  };
}
