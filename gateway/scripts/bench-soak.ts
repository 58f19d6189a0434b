// A bounded soak: the whole stay journey (lookup, stay, extras, availability, an order followed
// over SSE, doors) as mixed load on two gateway replicas sharing Redis, for a few minutes, with
// each process's memory printed every interval. Memory should be flat once warm: the run fails
// when a gateway's resident memory in the last third grew more than `--growth` percent over its
// peak in the first third after warm-up. Loopback only; bounded in time and count.
//
//   pnpm --filter @guest/gateway bench:soak [-- --seconds 150 --concurrency 8 --growth 25]
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Agent } from 'undici';
import { startRedisServer, stopRedisServer } from '../test/support/redis.ts';
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

const { values } = parseArgs({
  args: process.argv.slice(2).filter((argument) => argument !== '--'),
  options: {
    seconds: { type: 'string', default: '150' },
    concurrency: { type: 'string', default: '8' },
    interval: { type: 'string', default: '10' },
    growth: { type: 'string', default: '25' },
  },
});
const seconds = bounded('seconds', Number(values.seconds), 30, 600);
const concurrency = bounded('concurrency', Number(values.concurrency), 1, 32);
const interval = bounded('interval', Number(values.interval), 2, 60);
const allowedGrowth = bounded('growth', Number(values.growth), 1, 200);

function bounded(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

const base = Number(process.env.BENCH_PORT_BASE ?? 4900);
const ports = { sandbox: base + 10, gateways: [base, base + 1], redis: 6391 };
for (const port of [ports.sandbox, ...ports.gateways]) await assertPortFree(port);

const sandbox = startBenchSandbox(ports.sandbox);
const redis = await startRedisServer('/usr/bin/redis-server', ports.redis);
const replicas = ports.gateways.map((port) =>
  startBenchGateway(port, sandbox.url, { REDIS_URL: `redis://127.0.0.1:${ports.redis}` }),
);
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
  const samples: { at: number; rss: number[]; redis: number; journeys: number }[] = [];
  const sample = (at: number) =>
    samples.push({
      at,
      rss: replicas.map((replica) => rssMb(replica.child.pid)),
      redis: rssMb(redis.pid),
      journeys,
    });

  console.log(
    `soak: stay journeys on two gateway replicas sharing Redis, ${concurrency} guests, ${seconds} s, memory every ${interval} s`,
  );
  const started = performance.now();
  const deadline = started + seconds * 1000;
  sample(0);
  const sampler = setInterval(() => {
    sample(Math.round((performance.now() - started) / 1000));
    const last = samples.at(-1);
    if (last) {
      console.log(
        `  ${String(last.at).padStart(4)} s  gateway RSS ${last.rss.map((mb) => `${mb.toFixed(0)} MB`).join(' / ')}  redis ${last.redis.toFixed(0)} MB  journeys ${last.journeys}  errors ${errors}`,
      );
    }
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
  sample(Math.round((performance.now() - started) / 1000));

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
