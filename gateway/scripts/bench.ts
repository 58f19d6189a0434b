// The stay screen's data through the gateway vs straight from the core API (the sandbox), under
// the same closed-loop load on this machine. Both servers run as their own processes, as in
// production. Prints req/s, p50 and p99 of both and their ratios. Not part of the test command.
//
//   pnpm --filter @guest/gateway bench [-- --seconds 10 --concurrency 1,16]
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { reservationExpand } from '../src/upstream/core-api.ts';
import { runLoad, type Summary, summarise, type Target } from './bench/load.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    concurrency: { type: 'string', default: '1,16' },
  },
});
const seconds = Number(values.seconds);
const concurrencies = values.concurrency.split(',').map(Number);

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const sandboxPort = 4610;
const gatewayPort = 4600;
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;

const stayQuery = `query StayRouteQuery($slug: String!) {
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

function start(name: string, script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`${name} exited with ${code}`);
  });
  return child;
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function bodyOk(
  response: { statusCode: number; body: { text(): Promise<string> } },
  check: (text: string) => boolean,
) {
  const text = await response.body.text();
  return response.statusCode === 200 && check(text);
}

const sandbox = start('sandbox', 'sandbox/src/server.ts', {
  SANDBOX_PORT: String(sandboxPort),
  SANDBOX_HOST: '127.0.0.1',
  SANDBOX_DATABASE: ':memory:',
});
const gateway = start('gateway', 'gateway/src/server.ts', {
  PORT: String(gatewayPort),
  HOST: '127.0.0.1',
  APP_ENV: 'test',
  CORE_API_URL: sandboxUrl,
  // One load generator is one IP: the per-IP limit would measure the limiter, not the gateway.
  RATE_LIMIT_PER_MINUTE: '100000000',
});

try {
  await Promise.all([waitFor(`${sandboxUrl}/openapi.json`), waitFor(`${gatewayUrl}/healthz`)]);
  const created = await fetch(`${sandboxUrl}/_sandbox/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const { data: booked } = (await created.json()) as { data: { slug: string } };

  const direct: Target = {
    name: 'direct REST',
    // The one call a client makes for the stay screen (spec §7, GET /check-in/{slug} with $expand).
    run: async (agent) =>
      bodyOk(
        await agent.request({
          origin: sandboxUrl,
          path: `/check-in/${booked.slug}?$expand=${encodeURIComponent(reservationExpand)}`,
          method: 'GET',
          headers: { 'x-language-code': 'en-GB', 'x-slug': booked.slug },
        }),
        (text) => text.includes(booked.slug),
      ),
  };
  const body = JSON.stringify({ query: stayQuery, variables: { slug: booked.slug } });
  const viaGateway: Target = {
    name: 'gateway',
    run: async (agent) =>
      bodyOk(
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

  const format = (summary: Summary) =>
    `${summary.rps.toFixed(0).padStart(7)} req/s  p50 ${summary.p50.toFixed(2).padStart(6)} ms  p99 ${summary.p99.toFixed(2).padStart(6)} ms  errors ${summary.errors}`;
  for (const concurrency of concurrencies) {
    // Warm both paths (JIT, connection pools, parse and validation caches) before measuring.
    await runLoad(direct, concurrency, 1);
    await runLoad(viaGateway, concurrency, 1);
    const rest = summarise(await runLoad(direct, concurrency, seconds));
    const graph = summarise(await runLoad(viaGateway, concurrency, seconds));
    console.log(`\nconcurrency ${concurrency}, ${seconds} s each`);
    console.log(`  direct REST ${format(rest)}`);
    console.log(`  gateway     ${format(graph)}`);
    console.log(
      `  gateway/REST throughput ${((graph.rps / rest.rps) * 100).toFixed(0)}%, p50 overhead ${(graph.p50 - rest.p50).toFixed(2)} ms, p99 overhead ${(graph.p99 - rest.p99).toFixed(2)} ms`,
    );
  }
} finally {
  gateway.kill('SIGTERM');
  sandbox.kill('SIGTERM');
}
