// The whole stay journey under load: lookup, stay page, extras list, product availability, an order
// followed to its final state over SSE, the door-access screen. Through the gateway (production
// configuration, the web client's persisted documents, no per-session response caching) with one
// replica, and two replicas sharing Redis behind a round robin; and the same journey straight
// against the sandbox's REST calls, before and after them, in the same run. Prints journeys/s,
// requests/s, p50/p95/p99 per step, errors, each process's CPU per journey, and the one gateway's
// CPU at rest before its run. Loopback only; bounded in time and count.
//
//   pnpm --filter @guest/gateway bench:journey [-- --seconds 20 --warm-up 10 --concurrency 16]
//
// Every run first walks the same closed loop for `--warm-up` seconds, not counted: a server runs
// for hours, so what counts is its CPU once V8 has compiled the hot paths; a process measured from
// its first seconds would be charged for its compiler.
//
// `--profile DIR` runs the one-replica gateway under `node --cpu-prof` and prints where its CPU
// went over the run (the profiler's own sampling then adds to every CPU figure of that gateway).
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { Agent } from 'undici';
import { startRedisServer, stopRedisServer } from '../test/support/redis.ts';
import { benchArguments, bounded } from './bench/arguments.ts';
import { printCpuProfile } from './bench/cpu-profile.ts';
import {
  type Guest,
  gatewayJourney,
  type Journey,
  journeySteps,
  persistedDocumentIds,
  restJourney,
  type Step,
  type StepTiming,
  startRecordingProxy,
} from './bench/journey.ts';
import { percentile } from './bench/load.ts';
import { assertPortFree, stopServer, waitUntilServing } from './bench/processes.ts';
import {
  benchApiKey,
  bookGuests,
  cpuMs,
  repoRoot,
  startBenchGateway,
  startBenchSandbox,
} from './bench/stack.ts';

const values = benchArguments({
  seconds: { type: 'string', default: '20' },
  'warm-up': { type: 'string', default: '10' },
  concurrency: { type: 'string', default: '16' },
  'with-cache': { type: 'boolean', default: false },
  profile: { type: 'string' },
});
const seconds = bounded('seconds', values.seconds, 3, 120);
const warmUpSeconds = bounded('warm-up', values['warm-up'], 0, 60);
const concurrency = bounded('concurrency', values.concurrency, 1, 64);

// Override with BENCH_PORT_BASE when these are taken (sandbox base+10, gateways base and base+1).
const base = Number(process.env.BENCH_PORT_BASE ?? 4900);
const ports = {
  sandbox: base + 10,
  gateways: [base, base + 1],
  calibration: base + 2,
  redis: Number(process.env.BENCH_REDIS_PORT ?? 6391),
};
const orderPolling = { initialMs: 250, maxMs: 2000 };
for (const port of [ports.sandbox, ...ports.gateways, ports.calibration]) {
  await assertPortFree(port);
}

type Run = {
  label: string;
  journeys: number;
  requests: number;
  seconds: number;
  byStep: Map<Step, { ms: number[]; errors: number }>;
  cpuPerJourneyMs: Record<string, number>;
};

/** A closed loop of `concurrency` guests, each running journeys back to back until the deadline. */
async function measure(
  label: string,
  journey: Journey,
  origins: readonly string[],
  guests: Guest[],
  processes: Record<string, number | undefined>,
): Promise<Run> {
  const agent = new Agent({ connections: concurrency * 2, keepAliveTimeout: 30_000 });
  let next = 0;
  const origin = () => origins[next++ % origins.length] as string;
  const byStep = new Map<Step, { ms: number[]; errors: number }>(
    journeySteps.map((step) => [step, { ms: [], errors: 0 }]),
  );
  let journeys = 0;
  let requests = 0;
  let guestIndex = 0;
  /** `concurrency` guests walking journeys back to back until `untilMs` (or the guests run out). */
  const closedLoop = (untilMs: number, onJourney: (timings: StepTiming[]) => void) =>
    Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < untilMs && guestIndex < guests.length) {
          onJourney(await journey(agent, guests[guestIndex++] as Guest, origin));
        }
      }),
    );
  // The warm-up: documents compiled, pools open, V8's hot paths optimised.
  await closedLoop(performance.now() + warmUpSeconds * 1000, () => undefined);
  const cpuBefore = Object.fromEntries(
    Object.entries(processes).map(([name, pid]) => [name, cpuMs(pid)]),
  );
  const started = performance.now();
  await closedLoop(started + seconds * 1000, (timings) => {
    for (const timing of timings) {
      const entry = byStep.get(timing.step);
      if (!entry) continue;
      entry.ms.push(timing.ms);
      requests += timing.requests;
      if (!timing.ok) entry.errors++;
    }
    journeys++;
  });
  const elapsed = (performance.now() - started) / 1000;
  await agent.close();
  const cpuPerJourneyMs = Object.fromEntries(
    Object.entries(processes).map(([name, pid]) => [
      name,
      (cpuMs(pid) - (cpuBefore[name] ?? 0)) / Math.max(journeys, 1),
    ]),
  );
  return {
    label,
    journeys,
    requests,
    seconds: elapsed,
    byStep,
    cpuPerJourneyMs,
  };
}

/** CPU a process spends per second while nobody calls it (timers, metrics), after start-up. */
async function restingCpuPerSecond(pid: number | undefined): Promise<number> {
  const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await settle(2000);
  const before = cpuMs(pid);
  await settle(5000);
  return (cpuMs(pid) - before) / 5;
}

function report(run: Run): void {
  const errors = [...run.byStep.values()].reduce((sum, entry) => sum + entry.errors, 0);
  console.log(`\n${run.label}`);
  console.log(
    `  ${(run.journeys / run.seconds).toFixed(1)} journeys/s, ${(run.requests / run.seconds).toFixed(0)} requests/s, ${run.journeys} journeys, errors ${errors}`,
  );
  for (const [step, entry] of run.byStep) {
    const sorted = [...entry.ms].sort((a, b) => a - b);
    const at = (fraction: number) => percentile(sorted, fraction).toFixed(1).padStart(7);
    console.log(
      `  ${step.padEnd(13)} p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  p99 ${at(0.99)} ms  errors ${entry.errors}`,
    );
  }
  const cpu = Object.entries(run.cpuPerJourneyMs)
    .map(([name, ms]) => `${name} ${ms.toFixed(2)} ms`)
    .join(', ');
  console.log(`  CPU per journey: ${cpu}`);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

let redisServer: Awaited<ReturnType<typeof startRedisServer>> | undefined;
const { child: sandbox, url: sandboxUrl } = startBenchSandbox(ports.sandbox);
const startGateway = (port: number, env: Record<string, string>, nodeArgs: string[] = []) =>
  startBenchGateway(
    port,
    sandboxUrl,
    {
      ...(values['with-cache'] ? { RESPONSE_CACHE_TTL_MS: '1000' } : {}),
      ...env,
    },
    nodeArgs,
  );
const started: ReturnType<typeof startGateway>[] = [];
let failed = true;
try {
  await waitUntilServing(`${sandboxUrl}/openapi.json`);
  const documents = persistedDocumentIds(join(repoRoot, 'web', 'persisted-documents.json'));
  const viaGateway = gatewayJourney(documents, benchApiKey);
  // Enough reservations for every journey a run and its warm-up can make (an order settles in
  // 1.5 s, so a journey takes at least that), and one for calibration.
  const perRun = Math.ceil((concurrency * (seconds + warmUpSeconds)) / 1.5) + 2 * concurrency;
  const [calibrationGuest, ...pool] = await bookGuests(sandboxUrl, perRun * 4 + 1);
  if (!calibrationGuest) throw new Error('no reservation');

  // The REST journey: the calls one gateway journey makes, recorded through a proxy.
  const proxy = await startRecordingProxy(sandboxUrl);
  const calibration = startGateway(ports.calibration, { CORE_API_URL: proxy.url });
  started.push(calibration);
  await waitUntilServing(`${calibration.url}/healthz`);
  const recordingAgent = new Agent({ connections: 2 });
  const recorded = await viaGateway(
    recordingAgent,
    calibrationGuest,
    () => calibration.url,
    proxy.setStep,
  );
  await recordingAgent.close();
  await stopServer(calibration.child);
  await proxy.close();
  if (recorded.some((timing) => !timing.ok)) {
    throw new Error(`the calibration journey failed: ${JSON.stringify(recorded)}`);
  }
  const direct = restJourney(proxy.calls, calibrationGuest, orderPolling);

  console.log(
    `stay journey: ${concurrency} guests in a closed loop, ${seconds} s per run after ${warmUpSeconds} s of warm-up; ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}); response cache for a guest's data ${values['with-cache'] ? 'on (1 s)' : 'off'}`,
  );
  console.log(`load average before: ${load()}`);
  const slice = (run: number) => pool.slice(run * perRun, (run + 1) * perRun);

  const runs: Run[] = [];
  runs.push(
    await measure('direct REST (sandbox)', direct, [sandboxUrl], slice(0), {
      sandbox: sandbox.pid,
    }),
  );
  report(runs[0] as Run);

  const profiling = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : [];
  const single = startGateway(ports.gateways[0] as number, {}, profiling);
  started.push(single);
  await waitUntilServing(`${single.url}/healthz`);
  console.log(
    `\ngateway at rest: ${(await restingCpuPerSecond(single.child.pid)).toFixed(1)} ms of CPU per second`,
  );
  runs.push(
    await measure('gateway, one replica (no Redis)', viaGateway, [single.url], slice(1), {
      gateway: single.child.pid,
      sandbox: sandbox.pid,
    }),
  );
  report(runs[1] as Run);
  await stopServer(single.child);
  if (values.profile) printCpuProfile(values.profile, seconds);

  const binary = '/usr/bin/redis-server';
  redisServer = await startRedisServer(binary, ports.redis);
  const replicas = ports.gateways.map((port) =>
    startGateway(port, { REDIS_URL: `redis://127.0.0.1:${ports.redis}` }),
  );
  started.push(...replicas);
  await Promise.all(replicas.map((replica) => waitUntilServing(`${replica.url}/healthz`)));
  runs.push(
    await measure(
      'gateway, two replicas on Redis (round robin)',
      viaGateway,
      replicas.map((replica) => replica.url),
      slice(2),
      {
        'gateway 1': replicas[0]?.child.pid,
        'gateway 2': replicas[1]?.child.pid,
        redis: redisServer.pid,
        sandbox: sandbox.pid,
      },
    ),
  );
  report(runs[2] as Run);
  // Direct REST again, so drift over the runs (the sandbox's own warming, the machine's other
  // work) falls on both sides: the gateway runs are compared with the mean of the two.
  runs.push(
    await measure('direct REST (sandbox), again', direct, [sandboxUrl], slice(3), {
      sandbox: sandbox.pid,
    }),
  );
  report(runs[3] as Run);
  console.log(`\nload average after: ${load()}`);

  const [rest, one, two, restAgain] = runs as [Run, Run, Run, Run];
  const gatewayCpu = (run: Run) =>
    Object.entries(run.cpuPerJourneyMs)
      .filter(([name]) => name.startsWith('gateway'))
      .reduce((sum, [, ms]) => sum + ms, 0);
  const restCpu =
    ((rest.cpuPerJourneyMs.sandbox ?? Number.NaN) +
      (restAgain.cpuPerJourneyMs.sandbox ?? Number.NaN)) /
    2;
  // The target (issue 29): no more gateway CPU per journey than the core API spends on the same
  // journey straight. Capacity against direct REST is printed, not judged: direct REST replays the
  // calls the gateway makes, so the ratio is bounded by the core API's own cost per call, and the
  // sandbox is far cheaper per call than a real core API (the 0.6 goal of issue 20 is retired).
  for (const run of [one, two]) {
    const total = Object.values(run.cpuPerJourneyMs).reduce((sum, ms) => sum + ms, 0);
    console.log(
      `${run.label}: gateway CPU per journey ${gatewayCpu(run).toFixed(2)} ms vs the sandbox's ${restCpu.toFixed(2)} ms direct (mean of both direct runs; target: no more); capacity on the same cores ${(restCpu / total).toFixed(2)} of direct REST (printed, not a target)`,
    );
  }
  console.log(
    `${gatewayCpu(one) <= restCpu ? 'PASS' : 'FAIL'} one gateway's CPU per journey (${gatewayCpu(one).toFixed(2)} ms) is no more than the core API's own for the journey (${restCpu.toFixed(2)} ms)`,
  );
  console.log(
    `two replicas cost ${(gatewayCpu(two) / gatewayCpu(one)).toFixed(2)}x one per journey (1.3-2x is worth a look: see gateway/README.md)`,
  );
  const stayP99 = (run: Run) =>
    percentile(
      [...(run.byStep.get('stay')?.ms ?? [])].sort((a, b) => a - b),
      0.99,
    );
  console.log(
    `stay p99: direct ${stayP99(rest).toFixed(1)} ms, one replica ${stayP99(one).toFixed(1)} ms, two replicas ${stayP99(two).toFixed(1)} ms (target < 50 ms where direct stays < 20 ms)`,
  );
  failed = runs.some((run) => [...run.byStep.values()].some((entry) => entry.errors > 0));
  if (failed) console.log('FAIL some journeys answered with errors');
} finally {
  await Promise.all(started.map((gateway) => stopServer(gateway.child)));
  await stopServer(sandbox);
  if (redisServer) await stopRedisServer(redisServer);
}
process.exitCode = failed ? 1 : 0;
