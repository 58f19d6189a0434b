// Profiles the gateway on the uncached stay query: starts the sandbox and one production-mode
// gateway (RESPONSE_CACHE_TTL_MS=0) under `node --cpu-prof`, drives the stay screen's query at
// a concurrency (8 unless told) for a few seconds, stops the gateway (which writes the profile) and prints the
// functions with the most self time, grouped by package.
//
//   node gateway/scripts/profile-stay.ts [--seconds 8] [--concurrency 8] [--out /tmp/gateway-prof]
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArguments, bounded } from './bench/arguments.ts';
import { printCpuProfile } from './bench/cpu-profile.ts';
import { runLoad } from './bench/load.ts';
import { startServer, stopServer, waitUntilServing } from './bench/processes.ts';
import { stayQuery } from './bench/stay-query.ts';

const values = benchArguments({
  seconds: { type: 'string', default: '8' },
  concurrency: { type: 'string', default: '8' },
  out: { type: 'string', default: join(tmpdir(), 'gateway-prof') },
});
const seconds = bounded('seconds', values.seconds, 1, 60);
const concurrency = bounded('concurrency', values.concurrency, 1, 64);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const portBase = Number(process.env.BENCH_PORT_BASE ?? 4600);
const sandboxUrl = `http://127.0.0.1:${portBase + 10}`;
const gatewayUrl = `http://127.0.0.1:${portBase}`;
const out = values.out;
mkdirSync(out, { recursive: true });
const scratch = mkdtempSync(join(tmpdir(), 'gateway-prof-'));
const documentId = createHash('sha256').update(stayQuery).digest('hex');
const documentsFile = join(scratch, 'documents.json');
writeFileSync(documentsFile, JSON.stringify({ [documentId]: stayQuery }));

const sandbox = startServer('sandbox', 'sandbox/src/server.ts', {
  cwd: root,
  env: {
    SANDBOX_PORT: String(portBase + 10),
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_DATABASE: ':memory:',
    LOG_LEVEL: 'warn',
  },
});
const gateway = startServer('gateway', 'gateway/src/server.ts', {
  cwd: root,
  env: {
    NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${out}`,
    PORT: String(portBase),
    HOST: '127.0.0.1',
    APP_ENV: 'production',
    LOG_LEVEL: 'info',
    CORE_API_URL: sandboxUrl,
    PERSISTED_DOCUMENTS_FILE: documentsFile,
    BOT_CHECK_SITE_KEY: 'bench-site-key',
    BOOKING_APP_URL: 'https://book.bench.test',
    RECEPTION_APP_URL: 'https://reception.bench.test',
    MAIN_BRAND_GUEST_APP_URL: 'https://guest.bench.test',
    WHITE_LABEL_GUEST_APP_URL: 'https://guest.white-label.bench.test',
    RATE_LIMIT_PER_MINUTE: '100000000',
    RESPONSE_CACHE_TTL_MS: '0',
  },
});
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
  const body = JSON.stringify({ documentId, variables: { slug: booked.slug } });
  const result = await runLoad(
    {
      name: 'stay',
      run: async (agent) => {
        const response = await agent.request({
          origin: gatewayUrl,
          path: '/graphql',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-language-code': 'en-GB' },
          body,
        });
        const text = await response.body.text();
        return response.statusCode === 200 && !text.includes('"errors"');
      },
    },
    concurrency,
    seconds,
  );
  console.log(`${result.requests} stay queries`);
} finally {
  await stopServer(gateway);
  await stopServer(sandbox);
}

printCpuProfile(out, seconds);
