// The stay screen's data through the gateway vs straight from the core API (the sandbox), under
// the same closed-loop load on this machine. Both servers run as their own processes, the
// gateway in its production configuration (trusted documents, masked errors, armor, info logs).
// Prints req/s, p50 and p99 of both, their ratios, and a PASS/FAIL line against the issue's
// targets. Bounded: loopback only, a fixed number of fixed-length rounds. Not part of the tests.
//
//   pnpm --filter @guest/gateway bench [-- --seconds 3 --rounds 3 --concurrency 1,16 --log-level info]
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Agent } from 'undici';
import { reservationExpand } from '../src/upstream/core-api.ts';
import { medianOf, runLoad, type Summary, summarise, type Target } from './bench/load.ts';
import { counterTotal, startServer, stopServer, waitUntilServing } from './bench/processes.ts';

const targets = { p50OverheadMs: 2, throughputRatio: 0.7 };

const { values } = parseArgs({
  // pnpm passes the `--` separator through; it is not an argument.
  args: process.argv.slice(2).filter((argument) => argument !== '--'),
  options: {
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '1,16' },
    // Production logs at info; `warn` shows what the request log costs.
    'log-level': { type: 'string', default: 'info' },
  },
});
const seconds = bounded('seconds', Number(values.seconds), 1, 60);
const rounds = bounded('rounds', Number(values.rounds), 1, 9);
const concurrencies = values.concurrency
  .split(',')
  .map((level) => bounded('concurrency', Number(level), 1, 256))
  .sort((a, b) => a - b);

function bounded(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const sandboxUrl = 'http://127.0.0.1:4610';
const gatewayUrl = 'http://127.0.0.1:4600';

// The stay screen's full selection: reservation, property and contacts, customer, unit, category,
// keys, integrations, card, ordered and offered products, cancellation policy and check-in state.
const stayQuery = `query StayBenchQuery($slug: String!) {
  reservation(slug: $slug) {
    id slug confirmationNumber startDate endDate guestCount status isCancelled hasStarted isCheckOutAvailable
    property { id name city timeZone contacts { phone whatsappNumber } }
    customer { firstName lastName email referralCode isMarketingConsentGiven }
    unit { name number floor images { url } }
    unitCategory { id name images { url sequenceNumber isPlaceholder } }
    keys { keyId name type accessType code unavailability { code availableAt } }
    integrations { wifi { ssid password } commonDoors { type floorNumber signText } }
    card { cardId type paymentMethodCode }
    orderedItems(first: 20) { edges { node { orderItemId productId priceGross { amount currencyCode } } } }
    offeredProducts { productId name type priceGross { amount currencyCode } }
    cancellationPolicy { cancellationType freeCancellationEndDate }
    checkInState { state idVerificationState }
  }
}`;
const stayDocumentId = createHash('sha256').update(stayQuery).digest('hex');
const scratch = mkdtempSync(join(tmpdir(), 'gateway-bench-'));
const persistedDocumentsFile = join(scratch, 'persisted-documents.json');
writeFileSync(persistedDocumentsFile, JSON.stringify({ [stayDocumentId]: stayQuery }));

const sandbox = startServer('sandbox', 'sandbox/src/server.ts', {
  cwd: root,
  env: {
    SANDBOX_PORT: '4610',
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_DATABASE: ':memory:',
    LOG_LEVEL: 'warn',
  },
});
const gateway = startServer('gateway', 'gateway/src/server.ts', {
  cwd: root,
  env: {
    PORT: '4600',
    HOST: '127.0.0.1',
    APP_ENV: 'production',
    LOG_LEVEL: values['log-level'],
    CORE_API_URL: sandboxUrl,
    PERSISTED_DOCUMENTS_FILE: persistedDocumentsFile,
    BOT_CHECK_SITE_KEY: 'bench-site-key',
    BOOKING_APP_URL: 'https://book.bench.test',
    RECEPTION_APP_URL: 'https://reception.bench.test',
    MAIN_BRAND_GUEST_APP_URL: 'https://guest.bench.test',
    WHITE_LABEL_GUEST_APP_URL: 'https://guest.white-label.bench.test',
    // One load generator is one IP: the per-IP limit would measure the limiter, not the gateway.
    RATE_LIMIT_PER_MINUTE: '100000000',
  },
});

async function isOk(
  response: Awaited<ReturnType<Agent['request']>>,
  check: (text: string) => boolean,
): Promise<boolean> {
  const text = await response.body.text();
  return response.statusCode === 200 && check(text);
}

async function upstreamCallsSoFar(): Promise<number> {
  const page = await (await fetch(`${gatewayUrl}/metrics`)).text();
  return counterTotal(page, 'gateway_upstream_call_duration_seconds_count');
}

const format = (summary: Summary) =>
  `${summary.rps.toFixed(0).padStart(7)} req/s  p50 ${summary.p50.toFixed(2).padStart(6)} ms  p99 ${summary.p99.toFixed(2).padStart(6)} ms  errors ${summary.errors}`;

type Comparison = {
  concurrency: number;
  rest: Summary;
  graph: Summary;
  upstreamCallsPerQuery: number;
};

let failed = true;
try {
  await Promise.all([
    waitUntilServing(`${sandboxUrl}/openapi.json`),
    waitUntilServing(`${gatewayUrl}/healthz`),
  ]);
  const created = await fetch(`${sandboxUrl}/_sandbox/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const { data: booked } = (await created.json()) as { data: { slug: string } };

  const direct: Target = {
    name: 'direct REST',
    // What a client needs for the same data: the expanded reservation carries the property's
    // contacts and the check-in state, so one call (spec §7, GET /check-in/{slug}) is all of it.
    run: async (agent) =>
      isOk(
        await agent.request({
          origin: sandboxUrl,
          path: `/check-in/${booked.slug}?$expand=${encodeURIComponent(reservationExpand)}`,
          method: 'GET',
          headers: { 'x-language-code': 'en-GB', 'x-slug': booked.slug },
        }),
        (text) => text.includes(booked.slug),
      ),
  };
  const body = JSON.stringify({ documentId: stayDocumentId, variables: { slug: booked.slug } });
  const viaGateway: Target = {
    name: 'gateway',
    run: async (agent) =>
      isOk(
        await agent.request({
          origin: gatewayUrl,
          path: '/graphql',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-language-code': 'en-GB' },
          body,
        }),
        (text) => text.includes(booked.slug) && !text.includes('"errors"'),
      ),
  };

  console.log(
    `stay screen: gateway (production configuration, trusted document) vs direct REST; ${rounds} rounds of ${seconds} s per side and concurrency, medians`,
  );
  console.log(
    `load average before: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  const comparisons: Comparison[] = [];
  for (const concurrency of concurrencies) {
    // Warm both paths (JIT, connection pools, document caches) before measuring.
    await runLoad(direct, concurrency, 1);
    await runLoad(viaGateway, concurrency, 1);
    const restRounds: Summary[] = [];
    const graphRounds: Summary[] = [];
    let gatewayRequests = 0;
    const callsBefore = await upstreamCallsSoFar();
    // Interleaved, so a burst of load from elsewhere on the machine hits both sides alike.
    for (let round = 0; round < rounds; round++) {
      restRounds.push(summarise(await runLoad(direct, concurrency, seconds)));
      const graph = await runLoad(viaGateway, concurrency, seconds);
      gatewayRequests += graph.requests;
      graphRounds.push(summarise(graph));
    }
    const upstreamCallsPerQuery = ((await upstreamCallsSoFar()) - callsBefore) / gatewayRequests;
    const comparison = {
      concurrency,
      rest: medianOf(restRounds),
      graph: medianOf(graphRounds),
      upstreamCallsPerQuery,
    };
    comparisons.push(comparison);
    report(comparison);
  }
  console.log(
    `\nload average after: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  failed = !verdict(comparisons);
} finally {
  await Promise.all([stopServer(gateway), stopServer(sandbox)]);
  rmSync(scratch, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;

function report({ concurrency, rest, graph, upstreamCallsPerQuery }: Comparison): void {
  console.log(`\nconcurrency ${concurrency}`);
  console.log(`  direct REST ${format(rest)}`);
  console.log(`  gateway     ${format(graph)}`);
  console.log(
    `  gateway/REST throughput ${percent(graph.rps / rest.rps)}, p50 overhead ${(graph.p50 - rest.p50).toFixed(2)} ms, p99 overhead ${(graph.p99 - rest.p99).toFixed(2)} ms`,
  );
  console.log(
    `  core API calls per gateway stay query: ${upstreamCallsPerQuery.toFixed(3)} (direct REST: 1)`,
  );
}

/** Latency at the lowest concurrency, throughput at the highest (where the CPU is the limit). */
function verdict(comparisons: readonly Comparison[]): boolean {
  const low = comparisons[0];
  const high = comparisons[comparisons.length - 1];
  if (!low || !high) return false;
  const overhead = low.graph.p50 - low.rest.p50;
  const ratio = high.graph.rps / high.rest.rps;
  const errors = comparisons.some(({ rest, graph }) => rest.errors + graph.errors > 0);
  const latencyOk = overhead < targets.p50OverheadMs;
  const throughputOk = ratio >= targets.throughputRatio;
  console.log(
    `${latencyOk ? 'PASS' : 'FAIL'} p50 overhead at concurrency ${low.concurrency}: ${overhead.toFixed(2)} ms (target < ${targets.p50OverheadMs} ms)`,
  );
  console.log(
    `${throughputOk ? 'PASS' : 'FAIL'} throughput at concurrency ${high.concurrency}: ${percent(ratio)} of direct REST (target >= ${percent(targets.throughputRatio)})`,
  );
  if (errors) console.log('FAIL some requests answered with errors');
  const passed = latencyOk && throughputOk && !errors;
  console.log(passed ? 'PASS: both targets met' : 'FAIL: targets not met');
  return passed;
}

function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(0)}%`;
}
