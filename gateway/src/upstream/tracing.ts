import {
  context,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';

const tracer = trace.getTracer('guest-gateway');

/**
 * A client span per core API call (per attempt: a retry is a span of its own), named by the
 * route's template (`GET /check-in/{slug}`), never by the URL: the slug in the path is the stay's
 * credential. Its context goes upstream as W3C `traceparent` (and `tracestate`), so the core API's
 * spans join the guest's trace. Without the SDK both are no-ops (observability/tracing.ts).
 */
export function startCallSpan(
  call: { method: string; path: string },
  url: string,
  attempt: number,
  headers: Record<string, string>,
): Span {
  const { hostname, port, protocol } = new URL(url);
  const span = tracer.startSpan(`${call.method} ${call.path}`, {
    kind: SpanKind.CLIENT,
    attributes: {
      'http.request.method': call.method,
      'url.template': call.path,
      'server.address': hostname,
      'server.port': Number(port) || (protocol === 'https:' ? 443 : 80),
      ...(attempt > 1 ? { 'http.request.resend_count': attempt - 1 } : {}),
    },
  });
  propagation.inject(trace.setSpan(context.active(), span), headers);
  return span;
}

/** The call's status and outcome; a call that failed (not a 404 read) marks the span failed. */
export function endCallSpan(
  span: Span,
  observation: { status?: number | undefined; outcome: string },
): void {
  if (observation.status !== undefined) {
    span.setAttribute('http.response.status_code', observation.status);
  }
  span.setAttribute('gateway.upstream.outcome', observation.outcome);
  if (observation.outcome !== 'ok') {
    span.setStatus({ code: SpanStatusCode.ERROR, message: observation.outcome });
  }
  span.end();
}
