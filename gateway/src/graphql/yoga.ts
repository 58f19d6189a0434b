import { makeExecutableSchema } from '@graphql-tools/schema';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { readTypeDefs } from '@guest/schema';
import type { FastifyBaseLogger } from 'fastify';
import { createYoga, type Plugin } from 'graphql-yoga';
import { CatalogueError, loggableFailure } from '../errors/catalogue.ts';
import { armorPlugins, useDisableIntrospection } from '../hardening/armor.ts';
import { type PersistedDocuments, useTrustedDocuments } from '../hardening/trusted-documents.ts';
import type { GatewayMetrics } from '../observability/metrics.ts';
import { resolvers } from '../resolvers/index.ts';
import { useCompiledExecution, withDefaultsForCompiledExecution } from './compiled-execution.ts';
import {
  type ContextDependencies,
  createContextFactory,
  type GatewayContext,
  type ServerContext,
} from './context.ts';
import { graphiqlOptions } from './graphiql.ts';
import { type ResponseCache, useResponseCacheInvalidation } from './response-cache.ts';

export const graphqlEndpoint = '/graphql';

export function buildSchema() {
  return withDefaultsForCompiledExecution(
    makeExecutableSchema({ typeDefs: readTypeDefs(), resolvers }),
  );
}

export type YogaDependencies = ContextDependencies & {
  logger: FastifyBaseLogger;
  metrics: GatewayMetrics;
  persistedDocuments: PersistedDocuments;
  /** Dropped around every mutation (see response-cache.ts). */
  responseCache?: ResponseCache;
};

/**
 * The GraphQL server. Cross-cutting behaviour is the flat plugin list below, in the order it
 * applies: refuse forged browser requests, require trusted documents, bound document size and
 * shape, hide the schema in production, then measure and log what executes.
 */
export function createGatewayYoga(dependencies: YogaDependencies) {
  const { config } = dependencies;
  const plugins: Plugin[] = [
    useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf', 'x-api-key'] }),
    useTrustedDocuments({
      documents: dependencies.persistedDocuments,
      allowAdHocOperations: config.exposesInternals,
      apiKeys: config.apiKeys,
    }),
    ...armorPlugins({ exposesInternals: config.exposesInternals }),
    ...(config.exposesInternals ? [] : [useDisableIntrospection()]),
    dependencies.metrics.plugin(),
    useUpstreamFailureLogging(),
    useCompiledExecution(dependencies.logger),
    ...(dependencies.responseCache?.enabled
      ? [useResponseCacheInvalidation(dependencies.responseCache)]
      : []),
  ];
  return createYoga<ServerContext>({
    schema: buildSchema(),
    graphqlEndpoint,
    context: createContextFactory(dependencies),
    graphiql: config.exposesInternals ? graphiqlOptions : false,
    landingPage: false,
    // Outside production the real message helps developers; in production only GraphQLErrors
    // (the catalogue's safe texts) pass, everything else becomes "Unexpected error.".
    maskedErrors: { isDev: config.exposesInternals },
    parserAndValidationCache: true,
    batching: false,
    logging: dependencies.logger,
    plugins,
  });
}

/** Upstream failures behind catalogued errors go to the log, never to the client. */
function useUpstreamFailureLogging(): Plugin {
  return {
    onExecute({ args }) {
      const { logger } = args.contextValue as unknown as GatewayContext;
      return {
        onExecuteDone({ result }) {
          const errors = 'errors' in result ? (result.errors ?? []) : [];
          for (const error of errors) {
            const original = error.originalError;
            const failure =
              original instanceof CatalogueError ? original.originalFailure : undefined;
            if (original && !(original instanceof CatalogueError)) {
              logger.error({ err: original, path: error.path }, 'resolver failed');
            } else if (failure) {
              logger.warn(
                { failure: loggableFailure(failure), path: error.path },
                'upstream failure',
              );
            }
          }
        },
      };
    },
  };
}
