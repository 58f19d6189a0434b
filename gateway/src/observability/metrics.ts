import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { CallObservation } from '../upstream/client.ts';

const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** One registry per app instance, so tests can run several apps in one process. */
export type GatewayMetrics = ReturnType<typeof createMetrics>;

export function createMetrics() {
  const registry = new Registry();
  // The event-loop delay is sampled every 100 ms, not prom-client's default 10 ms: the 10 ms timer
  // woke an idle gateway 100 times a second and cost it 10-12 ms of CPU per second (2-4 ms at
  // 100 ms; `npm run bench:journey` prints it). A stall of 100 ms or more always shows in the
  // figures, a shorter one when a sample falls due during it.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 100 });
  const operationDuration = new Histogram({
    name: 'gateway_graphql_operation_duration_seconds',
    help: 'GraphQL operation execution time, by operation name and type.',
    labelNames: ['operation', 'type'],
    buckets: latencyBuckets,
    registers: [registry],
  });
  const operationsByApp = new Counter({
    name: 'gateway_graphql_operations_total',
    help: 'GraphQL operations executed, by the client app that sent them (`graphql-client-name`; the web client when none), operation name and type.',
    labelNames: ['app', 'operation', 'type'],
    registers: [registry],
  });
  const operationErrors = new Counter({
    name: 'gateway_graphql_operation_errors_total',
    help: 'GraphQL operations that answered with errors, by operation name and error code.',
    labelNames: ['operation', 'code'],
    registers: [registry],
  });
  const upstreamDuration = new Histogram({
    name: 'gateway_upstream_call_duration_seconds',
    help: 'Core API call time per attempt, by method, route template and outcome.',
    labelNames: ['method', 'route', 'outcome'],
    buckets: latencyBuckets,
    registers: [registry],
  });
  const upstreamErrors = new Counter({
    name: 'gateway_upstream_call_errors_total',
    help: 'Failed core API call attempts, by method, route template and outcome.',
    labelNames: ['method', 'route', 'outcome'],
    registers: [registry],
  });

  const droppedCustomProducts = new Counter({
    name: 'gateway_custom_products_dropped_total',
    help: 'Custom products left out because the core API sent them incomplete (spec §5), by type.',
    labelNames: ['type'],
    registers: [registry],
  });

  const responseCache = new Counter({
    name: 'gateway_response_cache_total',
    help: 'Response cache lookups (hit, miss) and stored answers (store) for persisted queries.',
    labelNames: ['outcome'],
    registers: [registry],
  });

  const subscriptionsRefused = new Counter({
    name: 'gateway_subscriptions_refused_total',
    help: 'Subscriptions refused because the session or the IP already held the most allowed, by which.',
    labelNames: ['by'],
    registers: [registry],
  });
  const subscriptionsExpired = new Counter({
    name: 'gateway_subscriptions_expired_total',
    help: 'Subscriptions ended with SUBSCRIPTION_EXPIRED after their longest lifetime.',
    registers: [registry],
  });

  const webVitals = webVitalHistograms(registry);

  return {
    registry,
    /** A guest's browser measured one of its page's Core Web Vitals (`web-vitals.ts`). */
    observeWebVital: webVitals.observe,
    /** 1 while replicas share their state (or there is nothing to share), 0 while degraded. */
    observeSharedState(isShared: () => number): void {
      new Gauge({
        name: 'gateway_shared_state_up',
        help: 'Whether the state replicas share is reachable (1), or each replica uses its own memory (0).',
        registers: [registry],
        collect() {
          this.set(isShared());
        },
      });
    },
    /** Gauges read when scraped: open streams, polls followed here, polls this replica reads. */
    observeSubscriptionState(state: {
      open(): number;
      followedPolls(): number;
      readPolls(): number;
    }): void {
      const gauge = (name: string, help: string, read: () => number) =>
        new Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            this.set(read());
          },
        });
      gauge('gateway_subscriptions_open', 'Subscriptions open in this process.', state.open);
      gauge(
        'gateway_polls_followed',
        'Orders and elevator calls followed in this process (one poll each, however many subscribers).',
        state.followedPolls,
      );
      gauge(
        'gateway_polls_read',
        'Polls this replica reads from the core API (holds the lease of).',
        state.readPolls,
      );
    },
    subscriptionLimitObserver() {
      return {
        refused: (by: 'session' | 'ip') => subscriptionsRefused.inc({ by }),
        expired: () => subscriptionsExpired.inc(),
      };
    },
    observeResponseCache(outcome: 'hit' | 'miss' | 'store'): void {
      responseCache.inc({ outcome });
    },
    countDroppedCustomProduct(type: string): void {
      droppedCustomProducts.inc({ type });
    },
    observeUpstreamCall(observation: CallObservation): void {
      const labels = {
        method: observation.method,
        route: observation.route,
        outcome: observation.outcome,
      };
      upstreamDuration.observe(labels, observation.durationMs / 1000);
      if (observation.outcome !== 'ok') upstreamErrors.inc(labels);
    },
    /**
     * Times every execution, counts it per client app, and counts its errors by
     * `extensions.code`. `appOf` names the request's app as a label: a name with published
     * documents, never a header's raw value (each new value would be a new series).
     */
    plugin(appOf: (request: Request) => string = () => 'unknown'): Plugin {
      return {
        onExecute({ args }) {
          const { request } = args.contextValue as { request: Request };
          const started = performance.now();
          // Labels come from the operation the document defines, never from the request's
          // `operationName` as sent: a name no operation has would add a label set per request.
          const selected = getOperationAST(args.document, args.operationName ?? undefined);
          const operation = selected ? (selected.name?.value ?? 'anonymous') : 'unknown';
          const type = selected?.operation ?? 'unknown';
          operationsByApp.inc({ app: appOf(request), operation, type });
          return {
            onExecuteDone({ result }) {
              operationDuration.observe({ operation, type }, (performance.now() - started) / 1000);
              const errors = 'errors' in result ? (result.errors ?? []) : [];
              for (const error of errors) {
                operationErrors.inc({
                  operation,
                  code: String(error.extensions?.code ?? 'internal'),
                });
              }
            },
          };
        },
      };
    },
  };
}

/** The Core Web Vitals the web client reports, each in its own unit. */
export const webVitalNames = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export type WebVitalName = (typeof webVitalNames)[number];

/**
 * The most route patterns the web vitals keep a series of; others are counted as `other`. The
 * web client sends its route table's patterns (a dozen or two), but anyone can post: without a
 * bound, made-up patterns would grow the registry without end.
 */
const maxWebVitalRoutes = 64;

/**
 * Histograms of the guests' own page loads, by route pattern (never an address: no slug or
 * booking number reaches a label). Buckets around Google's thresholds (LCP good within 2.5 s,
 * INP 200 ms, CLS 0.1, TTFB 0.8 s, FCP 1.8 s).
 */
function webVitalHistograms(registry: Registry) {
  const timings = new Histogram({
    name: 'web_vitals_seconds',
    help: "Core Web Vitals measured in guests' browsers (LCP, INP, TTFB, FCP), by metric and the route pattern the page was loaded on.",
    labelNames: ['metric', 'route'],
    buckets: [0.05, 0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10],
    registers: [registry],
  });
  const layoutShift = new Histogram({
    name: 'web_vitals_cls',
    help: "Cumulative layout shift measured in guests' browsers, by the route pattern the page was loaded on.",
    labelNames: ['route'],
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    registers: [registry],
  });
  const routes = new Set<string>();
  const routeLabel = (route: string) => {
    if (!routes.has(route) && routes.size >= maxWebVitalRoutes) return 'other';
    routes.add(route);
    return route;
  };
  return {
    /** `value` as web-vitals gives it: milliseconds, or CLS's unitless score. */
    observe(name: WebVitalName, route: string, value: number): void {
      if (name === 'CLS') layoutShift.observe({ route: routeLabel(route) }, value);
      else timings.observe({ metric: name, route: routeLabel(route) }, value / 1000);
    },
  };
}
