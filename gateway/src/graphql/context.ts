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

/** Where a caller whose GraphQL requests share one context keeps it (`sharingOneContext`). */
const sharedContext = Symbol('the context its GraphQL requests share');

type RequestContext = Omit<GatewayContext, keyof ServerContext>;
type SharingCaller = FastifyRequest & { [sharedContext]?: RequestContext };

/**
 * Marks `caller` as one whose GraphQL requests share one context: a server-drawn page runs its
 * queries one after another for one document request (`web/in-process-graphql.ts`), so its
 * DataLoaders read each resource once. The context is kept on the caller, which lives as long as
 * the page: in a WeakMap keyed by the caller, V8's young-generation collections would keep it,
 * with every answer its loaders hold, until the next full collection (gateway/README.md, "What a
 * request leaves behind").
 */
export function sharingOneContext<Caller extends FastifyRequest>(caller: Caller): Caller {
  Object.defineProperty(caller, sharedContext, { value: undefined, writable: true });
  return caller;
}

/**
 * Builds the context per request: an upstream client bound to this caller's language, token and
 * request id, and fresh DataLoaders, so nothing keyed by user data outlives the request.
 */
export function createContextFactory(dependencies: ContextDependencies) {
  return ({ req }: ServerContext): RequestContext => {
    if (!(sharedContext in req)) return createContext(dependencies, req);
    const caller = req as SharingCaller;
    caller[sharedContext] ??= createContext(dependencies, req);
    return caller[sharedContext];
  };
}

function createContext(dependencies: ContextDependencies, req: FastifyRequest): RequestContext {
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
