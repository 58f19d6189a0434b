// The gateway's CPU per stay query against Hive Gateway's, both in front of one sandbox (issue 29's
// target: at most half of Hive Gateway's). Our gateway answers the web client's persisted stay page
// query in its production configuration (no response cache); Hive Gateway serves a supergraph
// composed from the sandbox's OpenAPI document at bench time and answers the same page's data in
// that schema (bench/hive-gateway.ts: the same core API call, and what the derived schema cannot
// give). Windows of load alternate between the two (bench/load.ts), so the machine's other work
// falls on both; each side's gateway and sandbox CPU (user + system, /proc) is charged to its own
// windows. Prints CPU per stay query of each, the ratio, PASS/FAIL and the load average.
//
//   pnpm --filter @guest/gateway bench:hive [-- --rounds 8 --window 3 --warm-up 10 --concurrency 16]
//   (also the root `npm run bench:hive`)
//
// `--profile DIR` runs our gateway under `node --cpu-prof` and prints where its CPU went over the
// counted rounds (the profiler's sampling adds to its CPU figure, so the ratio is then not judged).
//
// Loopback only: our gateway on BENCH_PORT_BASE (4960), Hive Gateway on +1, the sandbox on +10.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent } from 'undici';
import { benchArguments, bounded } from './bench/arguments.ts';
import { printCpuProfile } from './bench/cpu-profile.ts';
import { composeSupergraph, hiveStayQuery, startHiveGateway } from './bench/hive-gateway.ts';
import { type Guest, journeyRequests, persistedDocumentIds } from './bench/journey.ts';
import { alternate, percentile, type Tally } from './bench/load.ts';
import { assertPortFree, stopServer, waitUntilServing } from './bench/processes.ts';
import {
  benchApiKey,
  bookGuests,
  repoRoot,
  startBenchGateway,
  startBenchSandbox,
} from './bench/stack.ts';

const goalRatio = 0.5;

const values = benchArguments({
  rounds: { type: 'string', default: '8' },
  window: { type: 'string', default: '3' },
  'warm-up': { type: 'string', default: '10' },
  concurrency: { type: 'string', default: '16' },
  profile: { type: 'string' },
});
const rounds = bounded('rounds', values.rounds, 2, 40);
const windowSeconds = bounded('window', values.window, 1, 10);
const warmUpSeconds = bounded('warm-up', values['warm-up'], 1, 60);
const concurrency = bounded('concurrency', values.concurrency, 1, 64);

const base = Number(process.env.BENCH_PORT_BASE ?? 4960);
for (const port of [base, base + 1, base + 10]) await assertPortFree(port);

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/** A POST of `body` that counts as answered when it is a 200 carrying the guest's stay. */
function stayRequest(
  url: string,
  headersOf: (guest: Guest) => Record<string, string>,
  bodyOf: (guest: Guest) => object,
) {
  return async (agent: Agent, guest: Guest): Promise<boolean> => {
    const response = await agent.request({
      origin: url,
      path: '/graphql',
      method: 'POST',
      headers: headersOf(guest),
      body: JSON.stringify(bodyOf(guest)),
    });
    const text = await response.body.text();
    return (
      response.statusCode === 200 && !text.includes('"errors"') && text.includes(`"${guest.slug}"`)
    );
  };
}

const { child: sandbox, url: sandboxUrl } = startBenchSandbox(base + 10);
const gateway = startBenchGateway(
  base,
  sandboxUrl,
  {},
  values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : [],
);
const supergraphFolder = mkdtempSync(join(tmpdir(), 'hive-gateway-'));
let hive: ReturnType<typeof startHiveGateway> | undefined;
try {
  await waitUntilServing(`${sandboxUrl}/openapi.json`);
  const supergraph = join(supergraphFolder, 'supergraph.graphql');
  await composeSupergraph(sandboxUrl, supergraph);
  hive = startHiveGateway(base + 1, supergraph);
  await Promise.all([
    waitUntilServing(`${gateway.url}/healthz`),
    waitUntilServing(`${hive.url}/healthcheck`),
  ]);
  const guests = await bookGuests(sandboxUrl, 64);
  const { screen, headers } = journeyRequests(
    persistedDocumentIds(join(repoRoot, 'web', 'persisted-documents.json')),
  );
  const sides = {
    'our gateway': {
      pid: gateway.child.pid,
      send: stayRequest(
        gateway.url,
        (guest) => headers(guest, benchApiKey, 'stay'),
        (guest) => screen('stay', guest),
      ),
    },
    'Hive Gateway': {
      pid: hive.child.pid,
      send: stayRequest(
        hive.url,
        () => ({ 'content-type': 'application/json', accept: 'application/json' }),
        (guest) => ({ query: hiveStayQuery, variables: { slug: guest.slug } }),
      ),
    },
  };
  // One guest of their own first: each side answers the stay, or the figures would mean nothing.
  const probe = await bookGuests(sandboxUrl, 1);
  for (const [name, side] of Object.entries(sides)) {
    const agent = new Agent();
    const ok = await side.send(agent, probe[0] as Guest);
    await agent.close();
    if (!ok) throw new Error(`${name} did not answer the stay query with the guest's stay`);
  }

  console.log(`load average before: ${loadAverage()}`);
  console.log(
    `${concurrency} guests; ${warmUpSeconds} s of warm-up each, then ${rounds} rounds of ${windowSeconds} s each, alternating\n`,
  );
  let nextGuest = 0;
  const tallies = await alternate(
    Object.entries(sides).map(([name, side]) => ({
      name,
      run: (agent: Agent) => side.send(agent, guests[nextGuest++ % guests.length] as Guest),
      processes: { gateway: side.pid, sandbox: sandbox.pid },
    })),
    { rounds, windowSeconds, warmUpSeconds, concurrency },
  );
  const perQuery = (tally: Tally, process: string) =>
    (tally.cpuMs[process] ?? 0) / Math.max(tally.loads, 1);
  const ours = tallies.get('our gateway') as Tally;
  const theirs = tallies.get('Hive Gateway') as Tally;
  for (const [name, tally] of tallies) {
    const sorted = [...tally.latenciesMs].sort((a, b) => a - b);
    console.log(
      `${name.padEnd(12)}  CPU per stay query: gateway ${perQuery(tally, 'gateway').toFixed(3)} ms, sandbox ${perQuery(tally, 'sandbox').toFixed(3)} ms   (${tally.loads} queries, p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, errors ${tally.errors})`,
    );
  }
  const ratio = perQuery(ours, 'gateway') / perQuery(theirs, 'gateway');
  console.log(`\nour gateway / Hive Gateway, CPU per stay query: ${ratio.toFixed(3)}`);
  console.log(`load average after: ${loadAverage()}`);
  const errors = ours.errors + theirs.errors;
  if (values.profile) {
    console.log(`not judged: the profiler's sampling adds to our gateway's figure`);
    process.exitCode = errors > 0 ? 1 : 0;
  } else {
    const failed = ratio > goalRatio || errors > 0;
    console.log(
      `${failed ? 'FAIL' : 'PASS'}: our gateway's CPU per stay query at most ${goalRatio} of Hive Gateway's${errors > 0 ? `; ${errors} errors` : ''}`,
    );
    process.exitCode = failed ? 1 : 0;
  }
} finally {
  await Promise.all([stopServer(gateway.child), hive ? stopServer(hive.child) : undefined]);
  await stopServer(sandbox);
  rmSync(supergraphFolder, { recursive: true, force: true });
}
// Written when the gateway exits; the counted rounds are the last seconds of it.
if (values.profile) {
  printCpuProfile(values.profile, rounds * windowSeconds * 2);
}
