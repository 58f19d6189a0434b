// A bounded soak: mixed load on two gateway replicas sharing Redis for a few minutes (loopback,
// bounded in time and count): the whole stay journey in GraphQL (lookup, stay, extras,
// availability, an order followed over SSE, doors) and, when the web app is built, the stay page
// and door access drawn by the server, as a guest's phone asks for them. Each process's memory is
// printed every interval. Memory should be flat once warm: the run fails when a gateway's
// resident memory in the last third grew more than `--growth` percent over its peak in the
// middle third. It prints each gateway's resident memory, V8's heap in use and its live heap (a
// full GC first, through the inspector) before the load, at the load's peak and end, and after
// `--idle` seconds of rest; resident memory taken apart; and where the first gateway's heap went:
// a heap snapshot before and after, summed by kind of object.
//
//   npm run bench:soak [-- --seconds 150 --concurrency 8 --growth 25 --idle 30 --no-pages
//                          --env NODE_OPTIONS= --env MALLOC_ARENA_MAX=]  (the second line: Node's
//                          own memory defaults instead of production's bounds)
//   (ports BENCH_PORT_BASE, +1, +10, +20 and +21 (the inspectors), default 4900; Redis on
//   BENCH_REDIS_PORT, default 6391)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Agent } from 'undici';
import { startRedisServer, stopRedisServer } from '../test/support/redis.ts';
import { benchArguments, bounded } from './bench/arguments.ts';
import { heapGrowth, summariseHeapSnapshot, totalBytes } from './bench/heap-snapshot.ts';
import { liveHeapBytes, takeHeapSnapshot } from './bench/inspector.ts';
import { type Guest, gatewayJourney, persistedDocumentIds } from './bench/journey.ts';
import { assertPortFree, stopServer, waitUntilServing } from './bench/processes.ts';
import {
  benchApiKey,
  bookGuests,
  productionMemoryEnv,
  repoRoot,
  rssMb,
  startBenchGateway,
  startBenchSandbox,
} from './bench/stack.ts';

const values = benchArguments({
  seconds: { type: 'string', default: '150' },
  concurrency: { type: 'string', default: '8' },
  interval: { type: 'string', default: '10' },
  growth: { type: 'string', default: '25' },
  idle: { type: 'string', default: '30' },
  'no-pages': { type: 'boolean', default: false },
  env: { type: 'string', multiple: true, default: [] },
});
const seconds = bounded('seconds', values.seconds, 30, 600);
const concurrency = bounded('concurrency', values.concurrency, 1, 32);
const interval = bounded('interval', values.interval, 2, 60);
const allowedGrowth = bounded('growth', values.growth, 1, 200);
const idleSeconds = bounded('idle', values.idle, 5, 900);
/**
 * Settings both gateways get besides the production configuration (`--env NAME=value`), memory
 * bounds included (`--env NODE_OPTIONS= --env MALLOC_ARENA_MAX=` measures Node's defaults).
 */
const gatewayEnv = Object.fromEntries(
  values.env.map((entry) => {
    const at = entry.indexOf('=');
    if (at < 1) throw new Error(`--env ${entry}: expected NAME=value`);
    return [entry.slice(0, at), entry.slice(at + 1)];
  }),
);
/** Pages drawn by the server are part of the mix when the web app is built. */
const drawsPages =
  !values['no-pages'] && existsSync(join(repoRoot, 'web', 'dist', 'server', 'entry-server.js'));

const base = Number(process.env.BENCH_PORT_BASE ?? 4900);
const ports = {
  sandbox: base + 10,
  gateways: [base, base + 1],
  redis: Number(process.env.BENCH_REDIS_PORT ?? 6391),
  inspectors: [base + 20, base + 21],
};
for (const port of [ports.sandbox, ...ports.gateways, ports.redis, ...ports.inspectors]) {
  await assertPortFree(port);
}

const sandbox = startBenchSandbox(ports.sandbox);
const redis = await startRedisServer('/usr/bin/redis-server', ports.redis);
const replicas = ports.gateways.map((port, index) =>
  startBenchGateway(
    port,
    sandbox.url,
    { REDIS_URL: `redis://127.0.0.1:${ports.redis}`, ...productionMemoryEnv, ...gatewayEnv },
    // Each replica's live heap is read through its inspector (loopback only).
    [`--inspect=127.0.0.1:${ports.inspectors[index]}`],
  ),
);
const mb = (bytes: number) => bytes / 1024 / 1024;

/** A gauge of the replica's own metrics, in MB (`name` with its labels, as the page spells it). */
async function gaugeMb(url: string, name: string): Promise<number> {
  const page = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${benchApiKey}` },
  }).then((response) => response.text());
  const line = page.split('\n').find((entry) => entry.startsWith(`${name} `));
  return mb(Number(line?.split(' ')[1] ?? Number.NaN));
}

const heapUsedMb = (url: string) => gaugeMb(url, 'nodejs_heap_size_used_bytes');

/** Where a replica's resident memory is: V8's heap (committed, used, its young generation), outside it. */
async function residentParts(url: string, pid: number | undefined): Promise<string> {
  const [committed, used, young, external] = await Promise.all([
    gaugeMb(url, 'nodejs_heap_size_total_bytes'),
    gaugeMb(url, 'nodejs_heap_size_used_bytes'),
    gaugeMb(url, 'nodejs_heap_space_size_total_bytes{space="new"}'),
    gaugeMb(url, 'nodejs_external_memory_bytes'),
  ]);
  const resident = rssMb(pid);
  const rest = resident - committed - external;
  return `resident ${resident.toFixed(0)} = V8 heap ${committed.toFixed(0)} (in use ${used.toFixed(0)}, young generation ${young.toFixed(0)}) + buffers outside it ${external.toFixed(0)} + the rest ${rest.toFixed(0)} (code, native and WASM modules, allocator)`;
}

/** The first replica's heap, summed by kind (the snapshot runs a full GC first: what lives). */
async function heapOfFirstReplica() {
  return summariseHeapSnapshot(await takeHeapSnapshot(ports.inspectors[0] as number));
}

/** Each replica's live heap in MB: what a full garbage collection leaves. */
const liveHeapsMb = () =>
  Promise.all(ports.inspectors.map(async (port) => mb(await liveHeapBytes(port))));

/**
 * The two pages a guest's phone loads most, drawn by the server: the stay page and door access
 * (the stay's slug link, as the e-mail and the home screen open it). True when both were drawn.
 */
async function drawPages(agent: Agent, guest: Guest, origin: () => string): Promise<boolean> {
  let drawn = true;
  for (const path of ['/stay', '/stay/access']) {
    const response = await agent.request({
      origin: origin(),
      path: `${path}?slug=${encodeURIComponent(guest.slug)}`,
      method: 'GET',
      headers: { accept: 'text/html', 'x-forwarded-for': guest.clientIp },
    });
    await response.body.text();
    drawn &&= response.statusCode === 200;
  }
  return drawn;
}

let failed = true;
try {
  await waitUntilServing(`${sandbox.url}/openapi.json`);
  await Promise.all(replicas.map((replica) => waitUntilServing(`${replica.url}/healthz`)));
  const journey = gatewayJourney(
    persistedDocumentIds(join(repoRoot, 'web', 'persisted-documents.json')),
    benchApiKey,
  );
  // A journey takes at least the 1.5 s an order needs to settle.
  const guests = await bookGuests(sandbox.url, Math.ceil((concurrency * seconds) / 1.5) + 50);
  const agent = new Agent({ connections: concurrency * 2, keepAliveTimeout: 30_000 });
  let next = 0;
  const origin = () => replicas[next++ % replicas.length]?.url as string;
  let guestIndex = 0;
  let journeys = 0;
  let errors = 0;
  const samples: { at: number; rss: number[]; heap: number[]; redis: number; journeys: number }[] =
    [];
  const sample = async (at: number) =>
    samples.push({
      at,
      rss: replicas.map((replica) => rssMb(replica.child.pid)),
      heap: await Promise.all(replicas.map((replica) => heapUsedMb(replica.url))),
      redis: rssMb(redis.pid),
      journeys,
    });

  // Before: started, every lazily loaded part warmed by one journey, then a snapshot.
  const visit = async (guest: Guest) => {
    const timings = await journey(agent, guest, origin);
    const pagesDrawn = drawsPages ? await drawPages(agent, guest, origin) : true;
    return timings.every((timing) => timing.ok) && pagesDrawn;
  };
  await visit(guests[guestIndex++] as Guest);
  await visit(guests[guestIndex++] as Guest);
  const heapBefore = await heapOfFirstReplica();
  for (const [index, replica] of replicas.entries()) {
    console.log(
      `before, gateway ${index + 1}: ${await residentParts(replica.url, replica.child.pid)}`,
    );
  }
  const before = {
    rss: replicas.map((replica) => rssMb(replica.child.pid)),
    heap: await Promise.all(replicas.map((replica) => heapUsedMb(replica.url))),
    live: await liveHeapsMb(),
  };

  const memorySettings: Record<string, string> = { ...productionMemoryEnv, ...gatewayEnv };
  const settings = Object.entries(memorySettings).map(
    ([name, value]) => `${name}=${value === '' ? "''" : value}`,
  );
  console.log(
    `soak: stay journeys${drawsPages ? ' and the stay page and door access drawn by the server' : ' (GraphQL only: the web app is not built, or --no-pages)'} on two gateway replicas sharing Redis, ${concurrency} guests, ${seconds} s, memory every ${interval} s${settings.length > 0 ? `; gateways with ${settings.join(' ')}` : ''}`,
  );
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await sample(0);
  let sampleFailure: unknown;
  const sampler = setInterval(() => {
    sample(Math.round((performance.now() - started) / 1000)).then(
      () => {
        const last = samples.at(-1);
        if (!last) return;
        console.log(
          `  ${String(last.at).padStart(4)} s  gateway RSS ${last.rss.map((value) => `${value.toFixed(0)} MB`).join(' / ')}  heap ${last.heap.map((value) => `${value.toFixed(0)} MB`).join(' / ')}  redis ${last.redis.toFixed(0)} MB  journeys ${last.journeys}  errors ${errors}`,
        );
      },
      // A replica gone (its /proc entry, its metrics): reported at the end, servers still stopped.
      (error: unknown) => {
        sampleFailure ??= error;
      },
    );
  }, interval * 1000);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline && guestIndex < guests.length) {
        if (!(await visit(guests[guestIndex++] as Guest))) errors++;
        journeys++;
      }
    }),
  );
  clearInterval(sampler);
  await agent.close();
  if (sampleFailure) throw sampleFailure;
  await sample(Math.round((performance.now() - started) / 1000));
  // What lives once the load has just ended: a full GC leaves the live heap alone.
  const atEnd = {
    rss: replicas.map((replica) => rssMb(replica.child.pid)),
    live: await liveHeapsMb(),
  };

  // After: idle (streams closed, timers run out, V8's memory reducer and the allocator given
  // time), then a snapshot (a full GC).
  console.log(`idle ${idleSeconds} s`);
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  const heapAfter = await heapOfFirstReplica();
  const after = {
    rss: replicas.map((replica) => rssMb(replica.child.pid)),
    heap: await Promise.all(replicas.map((replica) => heapUsedMb(replica.url))),
    live: await liveHeapsMb(),
  };
  for (const [index, replica] of replicas.entries()) {
    console.log(
      `after, gateway ${index + 1}: ${await residentParts(replica.url, replica.child.pid)}`,
    );
  }
  console.log(
    `memory (MB)                before    peak  end of load  after ${idleSeconds} s idle`,
  );
  for (const [index] of replicas.entries()) {
    const row = (name: string, figures: (number | undefined)[]) =>
      console.log(
        `  gateway ${index + 1} ${name.padEnd(14)} ${figures.map((value, column) => (value === undefined ? '' : value.toFixed(0)).padStart(column === 2 ? 12 : 7)).join(' ')}`,
      );
    row('resident', [
      before.rss[index],
      Math.max(...samples.map((entry) => entry.rss[index] ?? 0)),
      atEnd.rss[index],
      after.rss[index],
    ]);
    row('heap in use', [
      before.heap[index],
      Math.max(...samples.map((entry) => entry.heap[index] ?? 0)),
      undefined,
      after.heap[index],
    ]);
    row('live heap', [before.live[index], undefined, atEnd.live[index], after.live[index]]);
  }
  console.log(
    `gateway 1 live heap (snapshots, after a full GC): ${mb(totalBytes(heapBefore)).toFixed(1)} MB before, ${mb(totalBytes(heapAfter)).toFixed(1)} MB after; the largest changes:`,
  );
  for (const change of heapGrowth(heapBefore, heapAfter)) {
    console.log(
      `  ${(change.bytes >= 0 ? '+' : '') + mb(change.bytes).toFixed(2)} MB  ${String(change.count >= 0 ? `+${change.count}` : change.count).padStart(8)}  ${change.kind}`,
    );
  }

  // Warm-up is the first third; flat means the last third stays near the middle third's peak.
  const third = Math.max(1, Math.floor(samples.length / 3));
  const peak = (from: number, to: number, replica: number) =>
    Math.max(...samples.slice(from, to).map((entry) => entry.rss[replica] ?? 0));
  let flat = true;
  for (const [index] of replicas.entries()) {
    const middle = peak(third, 2 * third, index);
    const end = peak(2 * third, samples.length, index);
    const growth = ((end - middle) / middle) * 100;
    flat &&= growth <= allowedGrowth;
    console.log(
      `gateway ${index + 1}: RSS peak ${middle.toFixed(0)} MB in the middle third, ${end.toFixed(0)} MB in the last (${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%, allowed +${allowedGrowth}%)`,
    );
  }
  console.log(`${journeys} journeys, ${errors} with errors`);
  failed = !flat || errors > 0;
  console.log(failed ? 'FAIL memory grew or journeys failed' : 'PASS memory flat, no errors');
} finally {
  await Promise.all(replicas.map((replica) => stopServer(replica.child)));
  await stopServer(sandbox.child);
  await stopRedisServer(redis);
}
process.exitCode = failed ? 1 : 0;
