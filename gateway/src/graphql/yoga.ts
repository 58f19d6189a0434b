import { makeExecutableSchema } from '@graphql-tools/schema';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { readTypeDefs } from '@guest/schema';
import type { FastifyBaseLogger } from 'fastify';
import { buildASTSchema, GraphQLError, type GraphQLSchema, isScalarType, parse } from 'graphql';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import { type ErrorCode, loggableFailure } from '../errors/catalogue.ts';
import { GatewayError } from '../errors/gateway-error.ts';
import { armorPlugins, useDisableIntrospection } from '../hardening/armor.ts';
import { usePrivateAnswers } from '../hardening/private-answers.ts';
import { type OpenSubscriptions, useSubscriptionLimits } from '../hardening/subscription-limits.ts';
import { clientAppOf, useTrustedDocuments } from '../hardening/trusted-documents.ts';
import type { GatewayMetrics } from '../observability/metrics.ts';
import { isTracing } from '../observability/tracing.ts';
import { resolvers } from '../resolvers/index.ts';
import type { ResponseStore } from '../shared-state/response-store.ts';
import { type DocumentRegistry, webAppName } from '../trusted-documents/registry.ts';
import { useCompiledExecution, withDefaultsForCompiledExecution } from './compiled-execution.ts';
import {
  type ContextDependencies,
  createContextFactory,
  type GatewayContext,
  type ServerContext,
} from './context.ts';
import { useErrorCodes, useOperationResolutionStatus } from './error-codes.ts';
import { graphiqlOptions, renderGraphiqlPage } from './graphiql.ts';
import { withIdentifierArguments } from './identifiers.ts';
import { useOperationTracing, withRootFieldSpans } from './operation-tracing.ts';
import { type ResponseCacheSettings, useGatewayResponseCache } from './response-cache.ts';

export const graphqlEndpoint = '/graphql';

export function buildSchema(options: { compiledExecution: boolean } = { compiledExecution: true }) {
  const schema = withIdentifierArguments(
    withScalarDescriptions(makeExecutableSchema({ typeDefs: readTypeDefs(), resolvers })),
  );
  return options.compiledExecution ? withDefaultsForCompiledExecution(schema) : schema;
}

/**
 * A scalar given as a `GraphQLScalarType` among the resolvers (`LocalDate`) replaces the SDL's, and
 * with it the SDL's description: introspection, and so GraphiQL's Docs, lost it. The SDL is the
 * one place descriptions are written, so they are copied back from it.
 */
function withScalarDescriptions(schema: GraphQLSchema): GraphQLSchema {
  const described = buildASTSchema(parse(readTypeDefs()));
  for (const type of Object.values(schema.getTypeMap())) {
    const sdlType = described.getType(type.name);
    if (isScalarType(type) && !type.description && sdlType?.description) {
      type.description = sdlType.description;
    }
  }
  return schema;
}

export type YogaDependencies = ContextDependencies & {
  logger: FastifyBaseLogger;
  metrics: GatewayMetrics;
  /** Every app's trusted documents, the web client's first (trusted-documents/registry.ts). */
  documents: DocumentRegistry;
  /** Where answers are kept: this process's memory or Redis (see response-cache.ts). */
  responseStore: ResponseStore;
  /** The subscriptions open in this process, counted per session and IP. */
  openSubscriptions: OpenSubscriptions;
};

/**
 * The GraphQL server. Cross-cutting behaviour is the flat plugin list below, in the order it
 * applies: refuse forged browser requests, require trusted documents, bound document size and
 * shape, hide the schema in production, then measure and log what executes.
 */
export function createGatewayYoga(dependencies: YogaDependencies) {
  const { config } = dependencies;
  const tracing = isTracing();
  const built = buildSchema({ compiledExecution: config.compiledExecution });
  const schema = tracing ? withRootFieldSpans(built) : built;
  const cacheSettings: ResponseCacheSettings = config.responseCache;
  const cachesAnything = cacheSettings.sessionTtlMs > 0 || cacheSettings.publicTtlMs > 0;
  const cache = cachesAnything
    ? useGatewayResponseCache({
        schema,
        settings: cacheSettings,
        store: dependencies.responseStore,
        cachesAdHocDocuments: config.exposesInternals,
        observe: (outcome) => dependencies.metrics.observeResponseCache(outcome),
      })
    : undefined;
  const plugins: Plugin[] = [
    useCodedCsrfPrevention(),
    // The cache notes the document id the client sent before trusted documents swap in its text,
    // and looks its answer up only after they accepted the request.
    ...(cache ? [cache.beforeTrustedDocuments] : []),
    useTrustedDocuments({
      registry: dependencies.documents,
      allowAdHocOperations: config.exposesInternals,
      apiKeys: config.apiKeys,
    }),
    ...(cache ? [cache.afterTrustedDocuments] : []),
    ...armorPlugins({ exposesInternals: config.exposesInternals }),
    ...(config.exposesInternals ? [] : [useDisableIntrospection()]),
    useErrorCodes(),
    useOperationResolutionStatus(),
    useStandardEventStreams(),
    usePrivateAnswers(),
    useSubscriptionLimits({
      settings: config.subscriptions,
      open: dependencies.openSubscriptions,
      observe: dependencies.metrics.subscriptionLimitObserver(),
    }),
    dependencies.metrics.plugin((request) => {
      const app = clientAppOf(request).app ?? webAppName;
      return dependencies.documents.isKnownApp(app) ? app : 'unknown';
    }),
    useUpstreamFailureLogging(),
    ...(config.compiledExecution ? [useCompiledExecution(dependencies.logger)] : []),
    // After compiled execution: it wraps whichever executor runs.
    ...(tracing ? [useOperationTracing()] : []),
  ];
  return createYoga<ServerContext>({
    schema,
    graphqlEndpoint,
    context: createContextFactory(dependencies),
    graphiql: config.exposesInternals ? graphiqlOptions : false,
    renderGraphiQL: renderGraphiqlPage,
    landingPage: false,
    // Outside production the real message helps developers; in production only GraphQLErrors
    // (the catalogue's safe texts) pass, everything else becomes "Unexpected error.".
    maskedErrors: { isDev: config.exposesInternals, maskError: maskedAsUnknown },
    parserAndValidationCache: true,
    batching: false,
    // A body's size is Fastify's to limit (`BODY_LIMIT_BYTES`, a 413 before Yoga runs), and a
    // page's in-process requests are built by the server render: Yoga's own 25 MB check would
    // only pipe every body through a stream that counts its bytes again.
    maxRequestBodySize: false,
    // CORS is answered by Fastify (hardening/cors.ts), for cached answers too.
    cors: false,
    logging: dependencies.logger,
    plugins,
  });
}

/**
 * Yoga's CSRF prevention, its 403 refusal carrying a code like every other error: the request
 * itself is refused before any operation (`BAD_REQUEST`).
 */
function useCodedCsrfPrevention(): Plugin {
  // Any header a browser cannot send cross-site without a preflight proves the request is not a
  // forged simple one: an app naming itself (`graphql-client-name`, which urql's persisted GETs
  // carry) passes as Apollo Router lets it pass.
  const csrf = useCSRFPrevention({
    requestHeaders: ['x-graphql-yoga-csrf', 'x-api-key', 'graphql-client-name'],
  });
  const code: ErrorCode = 'BAD_REQUEST';
  return {
    onRequestParse(payload) {
      try {
        return csrf.onRequestParse?.(payload);
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        throw new GraphQLError(error.message, {
          extensions: { ...error.extensions, code },
        });
      }
    },
  };
}

/**
 * Upstream failures behind catalogued errors go to the log, never to the client; refused input
 * goes there as its code and field only.
 */
function useUpstreamFailureLogging(): Plugin {
  return {
    onExecute({ args }) {
      const { logger } = args.contextValue as unknown as GatewayContext;
      return {
        onExecuteDone({ result }) {
          const errors = 'errors' in result ? (result.errors ?? []) : [];
          for (const error of errors) {
            const original = error.originalError;
            const failure = original instanceof GatewayError ? original.originalFailure : undefined;
            if (failure) {
              logger.warn(
                { failure: loggableFailure(failure), path: error.path },
                'upstream failure',
              );
            } else if (error.extensions?.code === 'BAD_USER_INPUT') {
              // The client's mistake, not the gateway's: no alert, and never the value (a date of
              // birth, an e-mail), which the message may quote.
              logger.info(
                { code: 'BAD_USER_INPUT', field: error.extensions.field, path: error.path },
                'input refused',
              );
            } else if (original && !(original instanceof GatewayError)) {
              logger.error({ err: original, path: error.path }, 'resolver failed');
            }
          }
        },
      };
    },
  };
}

/**
 * Yoga marks event streams `Content-Encoding: none`, which is no encoding HTTP defines (RFC 9110
 * lists `identity` as the absence of one): proxies and browsers may refuse or mishandle it. An
 * unencoded stream simply has no such header.
 */
function useStandardEventStreams(): Plugin {
  return {
    onResponse({ response }) {
      if (response.headers.get('content-encoding') === 'none') {
        response.headers.delete('content-encoding');
      }
    },
  };
}

/** Yoga's masking, with the catalogue's code: a masked error is `UNKNOWN` like any other. */
function maskedAsUnknown(error: unknown, message: string, isDev?: boolean): Error {
  const masked = maskError(error, message, isDev);
  if (!(masked instanceof GraphQLError) || masked.extensions.code !== 'INTERNAL_SERVER_ERROR') {
    return masked;
  }
  return new GraphQLError(masked.message, {
    nodes: masked.nodes,
    source: masked.source,
    positions: masked.positions,
    path: masked.path,
    originalError: masked.originalError,
    extensions: { ...masked.extensions, code: 'UNKNOWN' },
  });
}
