import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent, get } from 'node:http';
import { fileURLToPath } from 'node:url';

// Starts the sandbox in its own process (in-memory database) and fires 200 concurrent
// GET /check-in/{slug} with every $expand, a few rounds, then prints the latency median.
// Exits 1 when the median is not under 20 ms, so CI can run it as a check.

const concurrency = 200;
const rounds = 5;
const medianBudgetMs = 20;
const port = 4000 + Math.floor(Math.random() * 1000) + 1000;
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
const url = `http://127.0.0.1:${port}/check-in/demo-stay-helsinki?$expand=${expand}`;

const server = spawn(
  process.execPath,
  [fileURLToPath(new URL('../src/server.ts', import.meta.url))],
  {
    env: {
      ...process.env,
      SANDBOX_PORT: String(port),
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_DATABASE: ':memory:',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the sandbox did not start within 10 s');
}

// node:http with keep-alive rather than fetch: the client shares the machine's two cores, and
// fetch's per-request cost would be measured as server latency.
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

function timedRequest(): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode === 200) resolve(performance.now() - started);
        else reject(new Error(`HTTP ${response.statusCode}`));
      });
    }).on('error', reject);
  });
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

try {
  await waitForServer();
  const latencies: number[] = [];
  for (let round = 0; round <= rounds; round += 1) {
    const batch = await Promise.all(Array.from({ length: concurrency }, timedRequest));
    // Round 0 warms up connections and the JIT and is not counted.
    if (round > 0) latencies.push(...batch);
  }
  latencies.sort((a, b) => a - b);
  const median = percentile(latencies, 0.5);
  console.log(
    `GET /check-in/{slug} full $expand, ${concurrency} concurrent x ${rounds} rounds: ` +
      `median ${median.toFixed(1)} ms, p95 ${percentile(latencies, 0.95).toFixed(1)} ms, max ${percentile(latencies, 1).toFixed(1)} ms`,
  );
  process.exitCode = median < medianBudgetMs ? 0 : 1;
} finally {
  agent.destroy();
  server.kill('SIGTERM');
  await once(server, 'exit');
}
