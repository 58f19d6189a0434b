import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { reseed } from '../src/seed/index.ts';

// The performance check, both figures:
// 1. a fresh start: a new file database created, migrated and seeded (budget 3 s), and how long
//    a freshly started server process on a new file database takes to answer;
// 2. 200 concurrent GET /check-in/{slug} with every $expand, a few rounds, against that server
//    (budget: median under 20 ms).
// Loopback only, on a free port, with a temporary database that is removed afterwards. Every
// wait is bounded. Exits 1 when a budget is missed, so CI can run it as a check.

const seedBudgetMs = 3_000;
const medianBudgetMs = 20;
const concurrency = 200;
const rounds = 5;
const startTimeoutMs = 15_000;
const requestTimeoutMs = 10_000;
const expand = [
  'customer.referralVoucherCodes',
  'creditCards',
  'orderItems',
  'property.integrations',
  'cancellationPolicy',
  'propertyKeys',
  'propertyUnit.integrations',
  'propertyUnit.address',
  'propertyUnitCategory',
  'products.productGroup',
  'sustainability',
].join(',');

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function timeFreshSeed(databasePath: string): Promise<number> {
  const { db } = openDatabase(databasePath);
  const started = performance.now();
  await migrateToLatest(db);
  await reseed(db, new Date());
  const elapsed = performance.now() - started;
  await db.destroy();
  return elapsed;
}

function startServer(port: number, databasePath: string): ChildProcess {
  return spawn(process.execPath, [fileURLToPath(new URL('../src/server.ts', import.meta.url))], {
    env: {
      ...process.env,
      SANDBOX_PORT: String(port),
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_DATABASE: databasePath,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitForAnswer(url: string): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < startTimeoutMs) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the sandbox did not answer within ${startTimeoutMs / 1000} s`);
}

// node:http with keep-alive rather than fetch: the client shares the machine's two cores, and
// fetch's per-request cost would be measured as server latency.
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

function timedRequest(url: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = get(url, { agent, timeout: requestTimeoutMs }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode === 200) resolve(performance.now() - started);
        else reject(new Error(`HTTP ${response.statusCode}`));
      });
    });
    request.on('timeout', () => request.destroy(new Error('request timed out')));
    request.on('error', reject);
  });
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function concurrentReads(url: string): Promise<number[]> {
  const latencies: number[] = [];
  for (let round = 0; round <= rounds; round += 1) {
    const batch = await Promise.all(Array.from({ length: concurrency }, () => timedRequest(url)));
    // Round 0 warms up connections and the JIT and is not counted.
    if (round > 0) latencies.push(...batch);
  }
  return latencies.sort((a, b) => a - b);
}

const folder = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
let server: ChildProcess | undefined;
try {
  const seedMs = await timeFreshSeed(join(folder, 'seed-only.sqlite'));
  console.log(
    `fresh start: new file database migrated and seeded in ${seedMs.toFixed(0)} ms (budget ${seedBudgetMs} ms)`,
  );

  const port = await freePort();
  const url = `http://127.0.0.1:${port}/check-in/demo-stay-helsinki?$expand=${expand}`;
  server = startServer(port, join(folder, 'server.sqlite'));
  const readyMs = await waitForAnswer(url);
  console.log(
    `fresh start: server process on a new file database answered after ${readyMs.toFixed(0)} ms (incl. Node start)`,
  );

  const latencies = await concurrentReads(url);
  const median = percentile(latencies, 0.5);
  console.log(
    `GET /check-in/{slug} full $expand, ${concurrency} concurrent x ${rounds} rounds: ` +
      `median ${median.toFixed(1)} ms, p95 ${percentile(latencies, 0.95).toFixed(1)} ms, ` +
      `max ${percentile(latencies, 1).toFixed(1)} ms (budget: median under ${medianBudgetMs} ms)`,
  );
  process.exitCode = seedMs < seedBudgetMs && median < medianBudgetMs ? 0 : 1;
} finally {
  agent.destroy();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
  rmSync(folder, { recursive: true, force: true });
}
