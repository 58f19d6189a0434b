import {
  type Attributes,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * OpenTelemetry traces, one per request: the HTTP request, the page render where there is one,
 * the GraphQL operation, the root fields, and every core API call with its status, the W3C
 * `traceparent` sent upstream so the core API's own spans join the trace.
 *
 * Off unless the standard variables ask for it (`OTEL_EXPORTER_OTLP_ENDPOINT`,
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` or `OTEL_TRACES_EXPORTER`; `OTEL_SDK_DISABLED=true` wins):
 * then `@opentelemetry/sdk-node` is never loaded, the API's tracer is a no-op, and the spans below
 * cost a function call each (`bench:paired` measured it, see the README).
 *
 * Spans are written here rather than by the HTTP and undici auto-instrumentations, because those
 * record full URLs: a stay's slug is its credential and sits in the path (`/check-in/{slug}`) and
 * in the page's query string. These spans name routes by their templates and never hold a slug,
 * a token or a variable's value.
 */
export const tracer = trace.getTracer('guest-gateway');

export function tracingRequested(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = env.OTEL_TRACES_EXPORTER;
  if (exporters !== undefined) {
    return exporters.split(',').some((name) => !['', 'none'].includes(name.trim()));
  }
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/**
 * Starts the SDK from the `OTEL_*` variables (exporter, endpoint, protocol, sampler, service name,
 * resource attributes) when they ask for traces; returns how to flush and stop it, or undefined.
 * Metrics and logs stay with Prometheus and pino unless their own variables ask otherwise.
 */
export async function startTracing(
  env: NodeJS.ProcessEnv = process.env,
): Promise<(() => Promise<void>) | undefined> {
  if (!tracingRequested(env)) return undefined;
  env.OTEL_SERVICE_NAME ??= 'guest-gateway';
  env.OTEL_METRICS_EXPORTER ??= 'none';
  env.OTEL_LOGS_EXPORTER ??= 'none';
  const { NodeSDK } = await import('@opentelemetry/sdk-node');
  const sdk = new NodeSDK({});
  sdk.start();
  started = true;
  return () => sdk.shutdown();
}

let started = false;

/** True once the SDK records: resolvers get spans of their own only then. */
export function isTracing(): boolean {
  return started;
}

/** Ends a span with an error status naming what failed (a code, never a message with input). */
export function endWithError(span: Span, description: string): void {
  span.setStatus({ code: SpanStatusCode.ERROR, message: description });
  span.end();
}

/**
 * The server span of every request, the parent of everything the request does: started from
 * the caller's `traceparent` when it sent one, named by the route's template.
 */
export function traceRequests(app: FastifyInstance): void {
  const spans = new WeakMap<FastifyRequest, Span>();
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'http.route': route,
          'url.path': request.url.split('?', 1)[0] ?? '',
          'gateway.request_id': request.id,
        },
      },
      parent,
    );
    spans.set(request, span);
    // The rest of the request's lifecycle runs inside this span's context.
    context.with(trace.setSpan(parent, span), done);
  });
  const finish = (request: FastifyRequest, reply: FastifyReply) => {
    const span = spans.get(request);
    if (!span) return;
    spans.delete(request);
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  app.addHook('onResponse', (request, reply, done) => {
    finish(request, reply);
    done();
  });
  // A client that leaves before the answer still ends its span.
  app.addHook('onRequestAbort', (request, done) => {
    const span = spans.get(request);
    if (span) {
      spans.delete(request);
      endWithError(span, 'aborted by the client');
    }
    done();
  });
}

/** Runs `work` as a child span `name`, ended when it settles (an error marks it failed). */
export async function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      const result = await work(span);
      span.end();
      return result;
    } catch (error) {
      endWithError(span, error instanceof Error ? error.name : 'failed');
      throw error;
    }
  });
}
