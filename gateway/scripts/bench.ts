// The stay screen's data through the gateway vs straight from the core API (the sandbox), under
// the same closed-loop load on this machine. Both servers run as their own processes, the
// gateway in its production configuration (trusted documents, masked errors, armor, info logs).
// Prints req/s, p50 and p99 of both, their ratios, the CPU each process spends per query, and
// PASS/FAIL lines against the targets (see the README's Benchmark for why these). Bounded: loopback only, a fixed number of fixed-length rounds. Not part of the tests.
//
//   pnpm --filter @guest/gateway bench [-- --seconds 2 --rounds 5 --concurrency 1,16 --log-level info]
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Agent } from 'undici';
import { reservationExpand } from '../src/upstream/reservations.ts';
import { benchArguments, bounded } from './bench/arguments.ts';
import { median, medianOf, runLoad, type Summary, summarise, type Target } from './bench/load.ts';
import {
  assertPortFree,
  counterTotal,
  startServer,
  stopServer,
  waitUntilServing,
} from './bench/processes.ts';
import { cpuMs } from './bench/stack.ts';
import { stayQuery } from './bench/stay-query.ts';

const targets = { p50OverheadMs: 2, uncachedCpuPerQueryMs: 1.0 };

const values = benchArguments({
  seconds: { type: 'string', default: '2' },
  rounds: { type: 'string', default: '5' },
  concurrency: { type: 'string', default: '1,16' },
  // Production logs at info; `warn` shows what the request log costs.
  'log-level': { type: 'string', default: 'info' },
});
const seconds = bounded('seconds', values.seconds, 1, 60);
const rounds = bounded('rounds', values.rounds, 1, 9);
const concurrencies = values.concurrency
  .split(',')
  .map((level) => bounded('concurrency', level, 1, 256))
  .sort((a, b) => a - b);

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// BENCH_PORT_BASE moves the three ports (gateways base and base+1, sandbox base+10).
const portBase = Number(process.env.BENCH_PORT_BASE ?? 4600);
const sandboxUrl = `http://127.0.0.1:${portBase + 10}`;

// Another run (or anything) on these ports would be measured instead of the servers started here.
for (const port of [portBase + 10, portBase, portBase + 1]) await assertPortFree(port);

const stayDocumentId = createHash('sha256').update(stayQuery).digest('hex');
const scratch = mkdtempSync(join(tmpdir(), 'gateway-bench-'));
const persistedDocumentsFile = join(scratch, 'persisted-documents.json');
writeFileSync(persistedDocumentsFile, JSON.stringify({ [stayDocumentId]: stayQuery }));

const sandbox = startServer('sandbox', 'sandbox/src/server.ts', {
  cwd: root,
  env: {
    SANDBOX_PORT: String(portBase + 10),
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_DATABASE: ':memory:',
    LOG_LEVEL: 'warn',
  },
});

/** Production guards `/metrics` with an internal tool's key; the benchmark is such a tool. */
const metricsKey = 'bench-metrics-key';

/** A gateway process in the production configuration; `env` holds what differs. */
function startGateway(port: number, env: Record<string, string>) {
  const child = startServer(`gateway :${port}`, 'gateway/src/server.ts', {
    cwd: root,
    env: {
      PORT: String(port),
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
      GATEWAY_API_KEYS: metricsKey,
      ...env,
    },
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

// As shipped (response cache on), and without the response cache for reference: the cache is the
// last-resort lever, so every run shows what the gateway does without it.
const gateways = {
  shipped: startGateway(portBase, {}),
  uncached: startGateway(portBase + 1, { RESPONSE_CACHE_TTL_MS: '0' }),
};

async function isOk(
  response: Awaited<ReturnType<Agent['request']>>,
  check: (text: string) => boolean,
): Promise<boolean> {
  const text = await response.body.text();
  return response.statusCode === 200 && check(text);
}

async function upstreamCallsSoFar(gatewayUrl: string): Promise<number> {
  const page = await (
    await fetch(`${gatewayUrl}/metrics`, { headers: { authorization: `Bearer ${metricsKey}` } })
  ).text();
  return counterTotal(page, 'gateway_upstream_call_duration_seconds_count');
}

const format = (summary: Summary) =>
  `${summary.rps.toFixed(0).padStart(7)} req/s  p50 ${summary.p50.toFixed(2).padStart(6)} ms  p99 ${summary.p99.toFixed(2).padStart(6)} ms  errors ${summary.errors}`;

/** A gateway variant's medians, and its paired comparison with the REST round next to it. */
type Measured = {
  summary: Summary;
  throughputRatio: number;
  p50OverheadMs: number;
  p99OverheadMs: number;
  upstreamCallsPerQuery: number;
  /** The gateway process's CPU time (user + system, /proc) per query over every round. */
  cpuPerQueryMs: number;
};
type Comparison = {
  concurrency: number;
  rest: Summary;
  /** The sandbox's CPU time per direct REST query over every round. */
  restCpuPerQueryMs: number;
  shipped: Measured;
  uncached: Measured;
};

let failed = true;
try {
  await Promise.all([
    waitUntilServing(`${sandboxUrl}/openapi.json`),
    waitUntilServing(`${gateways.shipped.url}/healthz`),
    waitUntilServing(`${gateways.uncached.url}/healthz`),
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
  const viaGateway = (gatewayUrl: string): Target => ({
    name: gatewayUrl,
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
  });
  const shipped = viaGateway(gateways.shipped.url);
  const uncached = viaGateway(gateways.uncached.url);

  console.log(
    `stay screen: gateway (production configuration, trusted document) vs direct REST; ${rounds} rounds of ${seconds} s per side and concurrency, medians; ratios and overheads paired by round`,
  );
  console.log(
    `load average before: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  const comparisons: Comparison[] = [];
  for (const concurrency of concurrencies) {
    // Warm every path (JIT, connection pools, document caches) before measuring.
    for (const target of [direct, shipped, uncached]) await runLoad(target, concurrency, 1);
    const rest: Summary[] = [];
    const measured = { shipped: [] as Summary[], uncached: [] as Summary[] };
    const requests = { rest: 0, shipped: 0, uncached: 0 };
    const cpu = { rest: 0, shipped: 0, uncached: 0 };
    const pids = {
      rest: sandbox.pid,
      shipped: gateways.shipped.child.pid,
      uncached: gateways.uncached.child.pid,
    };
    const callsBefore = {
      shipped: await upstreamCallsSoFar(gateways.shipped.url),
      uncached: await upstreamCallsSoFar(gateways.uncached.url),
    };
    // Short interleaved rounds, the order reversed every other round, and each gateway round
    // compared with the REST round of the same cycle: load from elsewhere on the machine comes
    // and goes within seconds, and a paired comparison cancels most of it.
    const sides = [
      ['rest', direct],
      ['shipped', shipped],
      ['uncached', uncached],
    ] as const;
    for (let round = 0; round < rounds; round++) {
      for (const [side, target] of round % 2 === 0 ? sides : [...sides].reverse()) {
        const cpuBefore = cpuMs(pids[side]);
        const result = await runLoad(target, concurrency, seconds);
        cpu[side] += cpuMs(pids[side]) - cpuBefore;
        requests[side] += result.requests;
        if (side === 'rest') rest.push(summarise(result));
        else measured[side].push(summarise(result));
      }
    }
    const compared = async (side: 'shipped' | 'uncached'): Promise<Measured> => {
      const paired = (pick: (gateway: Summary, rest: Summary) => number) =>
        median(measured[side].map((summary, round) => pick(summary, rest[round] as Summary)));
      return {
        summary: medianOf(measured[side]),
        throughputRatio: paired((gateway, rest) => gateway.rps / rest.rps),
        p50OverheadMs: paired((gateway, rest) => gateway.p50 - rest.p50),
        p99OverheadMs: paired((gateway, rest) => gateway.p99 - rest.p99),
        upstreamCallsPerQuery:
          ((await upstreamCallsSoFar(gateways[side].url)) - callsBefore[side]) / requests[side],
        cpuPerQueryMs: cpu[side] / requests[side],
      };
    };
    const comparison: Comparison = {
      concurrency,
      rest: medianOf(rest),
      restCpuPerQueryMs: cpu.rest / requests.rest,
      shipped: await compared('shipped'),
      uncached: await compared('uncached'),
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
  await Promise.all([
    stopServer(gateways.shipped.child),
    stopServer(gateways.uncached.child),
    stopServer(sandbox),
  ]);
  rmSync(scratch, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;

function report({ concurrency, rest, restCpuPerQueryMs, shipped, uncached }: Comparison): void {
  console.log(`\nconcurrency ${concurrency}`);
  console.log(`  direct REST             ${format(rest)}`);
  console.log(`    sandbox CPU per query ${restCpuPerQueryMs.toFixed(3)} ms`);
  for (const [label, measured] of [
    ['gateway                ', shipped],
    ['gateway, no resp. cache', uncached],
  ] as const) {
    console.log(`  ${label} ${format(measured.summary)}`);
    console.log(
      `    vs REST (paired rounds): throughput ${percent(measured.throughputRatio)}, p50 overhead ${measured.p50OverheadMs.toFixed(2)} ms, p99 overhead ${measured.p99OverheadMs.toFixed(2)} ms; core API calls per query ${measured.upstreamCallsPerQuery.toFixed(3)} (REST: 1); gateway CPU per query ${measured.cpuPerQueryMs.toFixed(3)} ms`,
    );
  }
}

/**
 * The targets: the shipped gateway's latency at the lowest concurrency, and the CPU the gateway
 * spends on an uncached stay query at the highest (what the gateway itself costs, whatever its
 * neighbours on the machine do). The throughput ratio is printed, not judged: on shared cores it
 * swings with the neighbours' load (see the README's Benchmark).
 */
function verdict(comparisons: readonly Comparison[]): boolean {
  const low = comparisons[0];
  const high = comparisons[comparisons.length - 1];
  if (!low || !high) return false;
  const overhead = low.shipped.p50OverheadMs;
  const ratio = high.shipped.throughputRatio;
  const uncachedCpu = high.uncached.cpuPerQueryMs;
  const errors = comparisons.some(
    ({ rest, shipped, uncached }) =>
      rest.errors + shipped.summary.errors + uncached.summary.errors > 0,
  );
  const latencyOk = overhead < targets.p50OverheadMs;
  const cpuOk = uncachedCpu <= targets.uncachedCpuPerQueryMs;
  console.log(
    `${latencyOk ? 'PASS' : 'FAIL'} p50 overhead at concurrency ${low.concurrency}: ${overhead.toFixed(2)} ms (target < ${targets.p50OverheadMs} ms)`,
  );
  console.log(
    `${cpuOk ? 'PASS' : 'FAIL'} gateway CPU per uncached stay query at concurrency ${high.concurrency}: ${uncachedCpu.toFixed(3)} ms (goal <= ${targets.uncachedCpuPerQueryMs.toFixed(1)} ms; the sandbox's per direct REST query: ${high.restCpuPerQueryMs.toFixed(3)} ms)`,
  );
  console.log(
    `info throughput at concurrency ${high.concurrency}: ${(ratio * 100).toFixed(1)}% of direct REST with the response cache, ${(high.uncached.throughputRatio * 100).toFixed(1)}% without`,
  );
  if (errors) console.log('FAIL some requests answered with errors');
  const passed = latencyOk && cpuOk && !errors;
  console.log(passed ? 'PASS: both targets met' : 'FAIL: targets not met');
  return passed;
}

function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(0)}%`;
}
