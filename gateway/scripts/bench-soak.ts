// A bounded soak: the whole stay journey (lookup, stay, extras, availability, an order followed
// over SSE, doors) as mixed load on two gateway replicas sharing Redis, for a few minutes, with
// each process's memory printed every interval. Memory should be flat once warm: the run fails
// when a gateway's resident memory in the last third grew more than `--growth` percent over its
// peak in the middle third. It prints each gateway's memory before the load, at its peak and
// after it (resident, and V8's heap in use), and where the first gateway's heap went: a heap
// snapshot before and after, summed by kind of object. Loopback only; bounded in time and count.
//
//   npm run bench:soak [-- --seconds 150 --concurrency 8 --growth 25]
//   (ports BENCH_PORT_BASE, +1, +10 and +20 (the inspector), default 4900; Redis on BENCH_REDIS_PORT, default 6391)
import { join } from 'node:path';
import { Agent } from 'undici';
import { startRedisServer, stopRedisServer } from '../test/support/redis.ts';
import { benchArguments, bounded } from './bench/arguments.ts';
import { heapGrowth, summariseHeapSnapshot, totalBytes } from './bench/heap-snapshot.ts';
import { takeHeapSnapshot } from './bench/inspector.ts';
import { type Guest, gatewayJourney, persistedDocumentIds } from './bench/journey.ts';
import { assertPortFree, stopServer, waitUntilServing } from './bench/processes.ts';
import {
  benchApiKey,
  bookGuests,
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
});
const seconds = bounded('seconds', values.seconds, 30, 600);
const concurrency = bounded('concurrency', values.concurrency, 1, 32);
const interval = bounded('interval', values.interval, 2, 60);
const allowedGrowth = bounded('growth', values.growth, 1, 200);

const base = Number(process.env.BENCH_PORT_BASE ?? 4900);
const ports = {
  sandbox: base + 10,
  gateways: [base, base + 1],
  redis: Number(process.env.BENCH_REDIS_PORT ?? 6391),
  inspector: base + 20,
};
for (const port of [ports.sandbox, ...ports.gateways, ports.redis, ports.inspector]) {
  await assertPortFree(port);
}

const sandbox = startBenchSandbox(ports.sandbox);
const redis = await startRedisServer('/usr/bin/redis-server', ports.redis);
const replicas = ports.gateways.map((port, index) =>
  startBenchGateway(
    port,
    sandbox.url,
    { REDIS_URL: `redis://127.0.0.1:${ports.redis}` },
    // The first replica's heap is looked at through its inspector (loopback only).
    index === 0 ? [`--inspect=127.0.0.1:${ports.inspector}`] : [],
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
  return summariseHeapSnapshot(await takeHeapSnapshot(ports.inspector));
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
  await journey(agent, guests[guestIndex++] as Guest, origin);
  await journey(agent, guests[guestIndex++] as Guest, origin);
  const heapBefore = await heapOfFirstReplica();
  for (const [index, replica] of replicas.entries()) {
    console.log(
      `before, gateway ${index + 1}: ${await residentParts(replica.url, replica.child.pid)}`,
    );
  }
  const before = {
    rss: replicas.map((replica) => rssMb(replica.child.pid)),
    heap: await Promise.all(replicas.map((replica) => heapUsedMb(replica.url))),
  };

  console.log(
    `soak: stay journeys on two gateway replicas sharing Redis, ${concurrency} guests, ${seconds} s, memory every ${interval} s`,
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
        const timings = await journey(agent, guests[guestIndex++] as Guest, origin);
        if (timings.some((timing) => !timing.ok)) errors++;
        journeys++;
      }
    }),
  );
  clearInterval(sampler);
  await agent.close();
  if (sampleFailure) throw sampleFailure;
  await sample(Math.round((performance.now() - started) / 1000));

  // After: idle a few seconds (streams closed, timers run out), then a snapshot (a full GC).
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const heapAfter = await heapOfFirstReplica();
  const after = {
    rss: replicas.map((replica) => rssMb(replica.child.pid)),
    heap: await Promise.all(replicas.map((replica) => heapUsedMb(replica.url))),
  };
  for (const [index, replica] of replicas.entries()) {
    console.log(
      `after, gateway ${index + 1}: ${await residentParts(replica.url, replica.child.pid)}`,
    );
  }
  console.log('memory (MB)              before    peak   after');
  for (const [index] of replicas.entries()) {
    const row = (name: string, start: number, peak: number, end: number) =>
      console.log(
        `  gateway ${index + 1} ${name.padEnd(12)} ${[start, peak, end].map((value) => value.toFixed(0).padStart(7)).join(' ')}`,
      );
    row(
      'resident',
      before.rss[index] ?? 0,
      Math.max(...samples.map((entry) => entry.rss[index] ?? 0)),
      after.rss[index] ?? 0,
    );
    row(
      'heap in use',
      before.heap[index] ?? 0,
      Math.max(...samples.map((entry) => entry.heap[index] ?? 0)),
      after.heap[index] ?? 0,
    );
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
