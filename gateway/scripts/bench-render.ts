// The gateway's CPU time per server-rendered page: the stay page and door access of a stay link,
// beside the stay page's query alone (what the browser asked before pages were rendered on the
// server). Starts the sandbox and one gateway in its production configuration as their own
// processes, books a checked-in stay, warms up, then sends each request one after another and
// reads the gateway process's CPU time (user + system, /proc/<pid>/stat) before and after each
// round; the targets take turns, and each one's figure is the median of its rounds.
// Needs the web build (`pnpm --filter @guest/web build`). Not part of the tests. With `--profile
// <folder>` the gateway runs under `node --cpu-prof` and the functions with the most self time
// are printed at the end (the profiler's own cost inflates the CPU figures of that run).
//
//   pnpm --filter @guest/gateway bench:render [-- --requests 500] [--profile /tmp/render-prof]
import { mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { printCpuProfile } from './bench/cpu-profile.ts';
import { assertPortFree, startServer, stopServer, waitUntilServing } from './bench/processes.ts';

/** Issue 30: a server-drawn page costs the gateway at most 8 ms of CPU. */
const goalMs = 8;

const { values } = parseArgs({
  args: process.argv.slice(2).filter((argument) => argument !== '--'),
  options: { requests: { type: 'string', default: '500' }, profile: { type: 'string' } },
});
const requests = Number(values.requests);
if (!Number.isInteger(requests) || requests < 10 || requests > 5000) {
  throw new Error('--requests must be an integer from 10 to 5000');
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const portBase = Number(process.env.BENCH_PORT_BASE ?? 4620);
const gatewayUrl = `http://127.0.0.1:${portBase}`;
const sandboxUrl = `http://127.0.0.1:${portBase + 10}`;
for (const port of [portBase, portBase + 10]) await assertPortFree(port);

/** The web client's own persisted stay page query, as the browser sends it. */
function stayPageQueryId(): string {
  const documents = JSON.parse(
    readFileSync(join(root, 'web', 'persisted-documents.json'), 'utf8'),
  ) as Record<string, string>;
  const found = Object.entries(documents).find(([, text]) =>
    text.startsWith('query StayRouteQuery('),
  );
  if (!found) throw new Error('web/persisted-documents.json has no StayRouteQuery.');
  return found[0];
}

/** Milliseconds of CPU the process has used (user + system), from /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
  const ticks = Number(fields[11]) + Number(fields[12]);
  // Linux counts them in USER_HZ, 100 per second on every architecture it runs on.
  return (ticks * 1000) / 100;
}

const sandbox = startServer('sandbox', 'sandbox/src/server.ts', {
  cwd: root,
  env: {
    SANDBOX_PORT: String(portBase + 10),
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_DATABASE: ':memory:',
    LOG_LEVEL: 'warn',
  },
});
const profileFolder = values.profile;
if (profileFolder) mkdirSync(profileFolder, { recursive: true });
const gateway = startServer('gateway', 'gateway/src/server.ts', {
  cwd: root,
  env: {
    ...(profileFolder ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileFolder}` } : {}),
    PORT: String(portBase),
    HOST: '127.0.0.1',
    APP_ENV: 'production',
    LOG_LEVEL: 'info',
    CORE_API_URL: sandboxUrl,
    BOT_CHECK_SITE_KEY: 'bench-site-key',
    BOOKING_APP_URL: 'https://book.bench.test',
    RECEPTION_APP_URL: 'https://reception.bench.test',
    MAIN_BRAND_GUEST_APP_URL: 'https://guest.bench.test',
    WHITE_LABEL_GUEST_APP_URL: 'https://guest.white-label.bench.test',
    RATE_LIMIT_PER_MINUTE: '100000000',
    // Every request does its whole work: no answer is served again from the cache.
    RESPONSE_CACHE_TTL_MS: '0',
  },
});

type Target = { name: string; send: () => Promise<Response>; expect: string };
type Round = { cpuPerRequestMs: number; wallPerRequestMs: number };

/**
 * The targets take turns, a round of each at a time: the machine's speed drifts over a minute
 * (other work on its host), and in turns each target meets the same slow and fast stretches. Each
 * target's figure is the median of its rounds.
 */
const rounds = 10;

async function measureRound(target: Target, pid: number, count: number): Promise<Round> {
  const before = cpuMs(pid);
  const started = performance.now();
  for (let request = 0; request < count; request++) {
    const response = await target.send();
    const text = await response.text();
    if (response.status !== 200 || !text.includes(target.expect)) {
      throw new Error(`${target.name} answered ${response.status} without "${target.expect}"`);
    }
  }
  return {
    cpuPerRequestMs: (cpuMs(pid) - before) / count,
    wallPerRequestMs: (performance.now() - started) / count,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

let failed = true;
const started = performance.now();
try {
  await Promise.all([
    waitUntilServing(`${sandboxUrl}/openapi.json`),
    waitUntilServing(`${gatewayUrl}/healthz`),
  ]);
  const created = await fetch(`${sandboxUrl}/_sandbox/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      propertyKey: 'london-ch65',
      paid: true,
      checkInState: 'check-in-completed',
    }),
  });
  const { data: booked } = (await created.json()) as { data: { slug: string } };
  const page = (path: string) => () =>
    fetch(`${gatewayUrl}${path}?slug=${booked.slug}`, {
      headers: { accept: 'text/html', 'accept-encoding': 'identity' },
    });
  const targets: Target[] = [
    { name: 'stay page, server-rendered', send: page('/stay'), expect: 'id="page-data"' },
    { name: 'door access, server-rendered', send: page('/stay/access'), expect: 'id="page-data"' },
    {
      name: 'stay page query alone (/graphql)',
      send: () =>
        fetch(`${gatewayUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-language-code': 'en-GB' },
          body: JSON.stringify({
            documentId: stayPageQueryId(),
            variables: { slug: booked.slug },
          }),
        }),
      expect: booked.slug,
    },
  ];
  const pid = gateway.pid;
  if (pid === undefined) throw new Error('the gateway did not start');
  console.log(
    `load average before: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `${requests} requests each in ${rounds} rounds, taking turns, one at a time, production configuration, no cache\n`,
  );
  for (const target of targets) {
    for (let warmUp = 0; warmUp < 30; warmUp++) await (await target.send()).text();
  }
  const roundsOf = new Map<Target, Round[]>(targets.map((target) => [target, []]));
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      roundsOf.get(target)?.push(await measureRound(target, pid, Math.ceil(requests / rounds)));
    }
  }
  const results = targets.map((target) => {
    const measured = roundsOf.get(target) ?? [];
    const cpu = measured.map((round) => round.cpuPerRequestMs);
    const result = {
      cpuPerRequestMs: median(cpu),
      wallPerRequestMs: median(measured.map((round) => round.wallPerRequestMs)),
    };
    console.log(
      `${target.name.padEnd(34)} CPU ${result.cpuPerRequestMs.toFixed(2).padStart(6)} ms/request (rounds ${Math.min(...cpu).toFixed(2)}-${Math.max(...cpu).toFixed(2)})   wall ${result.wallPerRequestMs.toFixed(2).padStart(6)} ms/request`,
    );
    return { target, result };
  });
  console.log(
    `\nload average after: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  // The machine's speed moves all three alike; a page's cost beside its query's moves less.
  const [stayPage, doorAccess, query] = results.map(({ result }) => result.cpuPerRequestMs);
  const timesQuery = (page = Number.NaN) => `${(page / (query ?? Number.NaN)).toFixed(1)}x`;
  console.log(
    `\nper drawn page, as many times the query alone: stay page ${timesQuery(stayPage)}, door access ${timesQuery(doorAccess)}`,
  );
  const pages = results.slice(0, 2);
  failed = pages.some(({ result }) => result.cpuPerRequestMs > goalMs);
  console.log(
    `${failed ? 'FAIL' : 'PASS'}: gateway CPU per server-rendered page at most ${goalMs} ms`,
  );
} finally {
  await Promise.all([stopServer(gateway), stopServer(sandbox)]);
  process.exitCode = failed ? 1 : 0;
}
if (profileFolder) printCpuProfile(profileFolder, (performance.now() - started) / 1000);
