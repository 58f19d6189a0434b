import { context, SpanStatusCode, trace } from '@opentelemetry/api';
import { type GraphQLSchema, getOperationAST, isObjectType } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { clientAppOf, extractDocumentId } from '../hardening/trusted-documents.ts';
import { tracer } from '../observability/tracing.ts';
import { webAppName } from '../trusted-documents/registry.ts';

type TracedContext = { request: Request; params: GraphQLParams };

/**
 * A span per GraphQL operation, inside the request's span: `query StayRouteQuery`, with its type,
 * name, persisted document id and the app that sent it (never its variables). Execution runs in
 * the span's context, so the root fields' spans and the core API calls nest under it. Placed
 * after compiled execution in the plugin list: it wraps whichever executor runs.
 */
export function useOperationTracing(): Plugin {
  const start = (args: {
    document: Parameters<typeof getOperationAST>[0];
    operationName?: string | null | undefined;
    contextValue: unknown;
  }) => {
    const operation = getOperationAST(args.document, args.operationName ?? undefined);
    const type = operation?.operation ?? 'unknown';
    const name = operation?.name?.value;
    const { request, params } = args.contextValue as TracedContext;
    const { app, version } = clientAppOf(request);
    return tracer.startSpan(name ? `${type} ${name}` : type, {
      attributes: {
        'graphql.operation.type': type,
        ...(name ? { 'graphql.operation.name': name } : {}),
        ...(params ? { 'graphql.document.id': extractDocumentId(params) ?? '' } : {}),
        'gateway.client.name': app ?? webAppName,
        ...(version ? { 'gateway.client.version': version } : {}),
      },
    });
  };
  const finish =
    (span: ReturnType<typeof start>) =>
    ({ result }: { result: unknown }) => {
      const errors =
        result && typeof result === 'object' && 'errors' in result
          ? ((result as { errors?: { extensions?: { code?: unknown } }[] }).errors ?? [])
          : [];
      if (errors.length > 0) {
        const codes = [...new Set(errors.map((error) => String(error.extensions?.code)))];
        span.setAttribute('graphql.error.codes', codes);
        span.setStatus({ code: SpanStatusCode.ERROR, message: codes.join(',') });
      }
      span.end();
    };
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const span = start(args);
      setExecuteFn((executeArgs) =>
        context.with(trace.setSpan(context.active(), span), () => executeFn(executeArgs)),
      );
      return { onExecuteDone: finish(span) };
    },
    onSubscribe({ args, subscribeFn, setSubscribeFn }) {
      // The span covers setting the stream up (its first read of the core API), not its life.
      const span = start(args);
      setSubscribeFn((subscribeArgs) =>
        context.with(trace.setSpan(context.active(), span), () => subscribeFn(subscribeArgs)),
      );
      return { onSubscribeResult: finish(span) };
    },
  };
}

/**
 * The root fields' resolvers, each in a span of its own (`Query.reservation`,
 * `Mutation.orderProducts`): the steps worth following, whose core API calls nest under them.
 * Only while tracing: otherwise the schema is left as it is.
 */
export function withRootFieldSpans(schema: GraphQLSchema): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root || !isObjectType(root)) continue;
    for (const field of Object.values(root.getFields())) {
      const resolve = field.resolve;
      if (!resolve) continue;
      const name = `${root.name}.${field.name}`;
      field.resolve = (source, args, contextValue, info) =>
        tracer.startActiveSpan(name, { attributes: { 'graphql.field.path': name } }, (span) => {
          try {
            const value = resolve(source, args, contextValue, info);
            if (value instanceof Promise) {
              return value.then(
                (resolved) => {
                  span.end();
                  return resolved;
                },
                (error: unknown) => {
                  span.setStatus({ code: SpanStatusCode.ERROR });
                  span.end();
                  throw error;
                },
              );
            }
            span.end();
            return value;
          } catch (error) {
            span.setStatus({ code: SpanStatusCode.ERROR });
            span.end();
            throw error;
          }
        });
    }
  }
  return schema;
}
