// Two gateway configurations side by side on one sandbox, the load alternating between them in
// short windows, so that whatever else the machine does falls on both alike (back-to-back runs on
// a shared 2-core machine drift by more than the changes worth measuring). Virtual guests walk the
// stay's screens, each walk one guest's lookup, stay page, extras, breakfast and door screen
// queries in a row, as the web client sends them. Prints each gateway's CPU per walk and B/A.
//
//   node gateway/scripts/bench-paired.ts [--a-env NAME=VALUE]... [--b-env NAME=VALUE]...
//     [--rounds 8] [--window 2] [--concurrency 16] [--otlp-sink]
//
// `--otlp-sink` starts an OTLP/HTTP receiver on loopback and puts its address wherever a value
// says `{otlp-sink}`: tracing's overhead is `--otlp-sink --b-env
// OTEL_EXPORTER_OTLP_ENDPOINT={otlp-sink}` (the sink's CPU is this process's, not a gateway's).
//
// Each gateway runs the benchmark's production configuration plus its own variables (a Node flag
// goes in NODE_OPTIONS); with none given, A and B are the same and B/A shows the method's own
// spread. Loopback only (ports 4940-4950 by BENCH_PORT_BASE); bounded.
import { join } from 'node:path';
import type { Agent } from 'undici';
import { benchArguments, bounded } from './bench/arguments.ts';
import { type Guest, journeyRequests, persistedDocumentIds, screenSteps } from './bench/journey.ts';
import { alternate, type Tally } from './bench/load.ts';
import { startOtlpReceiver } from './bench/otlp-receiver.ts';
import { assertPortFree, stopServer, waitUntilServing } from './bench/processes.ts';
import {
  benchApiKey,
  bookGuests,
  repoRoot,
  startBenchGateway,
  startBenchSandbox,
} from './bench/stack.ts';

const values = benchArguments({
  'a-env': { type: 'string', multiple: true, default: [] },
  'b-env': { type: 'string', multiple: true, default: [] },
  rounds: { type: 'string', default: '8' },
  window: { type: 'string', default: '2' },
  concurrency: { type: 'string', default: '16' },
  'otlp-sink': { type: 'boolean', default: false },
});
const rounds = bounded('rounds', values.rounds, 2, 40);
const windowSeconds = bounded('window', values.window, 1, 10);
const concurrency = bounded('concurrency', values.concurrency, 1, 64);

function environmentOf(option: string, pairs: string[]): Record<string, string> {
  return Object.fromEntries(
    pairs.map((pair) => {
      const at = pair.indexOf('=');
      if (at <= 0) throw new Error(`--${option} takes NAME=VALUE, not "${pair}"`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}
const sink = values['otlp-sink'] ? await startOtlpReceiver() : undefined;
const withSink = (environment: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [
      name,
      sink ? value.replaceAll('{otlp-sink}', sink.url) : value,
    ]),
  );
const environments = {
  A: withSink(environmentOf('a-env', values['a-env'])),
  B: withSink(environmentOf('b-env', values['b-env'])),
};

const base = Number(process.env.BENCH_PORT_BASE ?? 4940);
for (const port of [base, base + 1, base + 10]) await assertPortFree(port);

/** One guest's walk over the screens: each a POST of the web client's document. */
function walkOf(documents: Map<string, string>) {
  const { screen, headers } = journeyRequests(documents);
  return async (agent: Agent, origin: string, guest: Guest): Promise<boolean> => {
    let ok = true;
    for (const step of screenSteps) {
      const response = await agent.request({
        origin,
        path: '/graphql',
        method: 'POST',
        headers: headers(guest, benchApiKey, step),
        body: JSON.stringify(screen(step, guest)),
      });
      const text = await response.body.text();
      ok &&= response.statusCode === 200 && !text.includes('"errors"');
    }
    return ok;
  };
}

const { child: sandbox, url: sandboxUrl } = startBenchSandbox(base + 10);
const gateways = {
  A: startBenchGateway(base, sandboxUrl, environments.A),
  B: startBenchGateway(base + 1, sandboxUrl, environments.B),
};
try {
  await waitUntilServing(`${sandboxUrl}/openapi.json`);
  await Promise.all(Object.values(gateways).map(({ url }) => waitUntilServing(`${url}/healthz`)));
  const guests = await bookGuests(sandboxUrl, 64);
  const walk = walkOf(persistedDocumentIds(join(repoRoot, 'web', 'persisted-documents.json')));
  let nextGuest = 0;
  console.log(
    `A: ${JSON.stringify(environments.A)}; B: ${JSON.stringify(environments.B)}; ${concurrency} guests, ${rounds} rounds of ${windowSeconds} s each`,
  );
  const tallies = await alternate(
    (['A', 'B'] as const).map((name) => ({
      name,
      run: (agent: Agent) =>
        walk(agent, gateways[name].url, guests[nextGuest++ % guests.length] as Guest),
      processes: { gateway: gateways[name].child.pid },
    })),
    { rounds, windowSeconds, warmUpSeconds: windowSeconds, concurrency },
  );
  const tallyOf = (name: 'A' | 'B') => tallies.get(name) as Tally;
  const perWalk = (name: 'A' | 'B') =>
    (tallyOf(name).cpuMs.gateway ?? 0) / Math.max(tallyOf(name).loads, 1);
  for (const name of ['A', 'B'] as const) {
    console.log(
      `${name}: ${perWalk(name).toFixed(2)} ms of gateway CPU per walk (${tallyOf(name).loads} walks, errors ${tallyOf(name).errors})`,
    );
  }
  console.log(`B/A: ${(perWalk('B') / perWalk('A')).toFixed(3)}`);
  if (sink) console.log(`OTLP sink: ${sink.exports()} trace exports received`);
  if (tallyOf('A').errors + tallyOf('B').errors > 0) process.exitCode = 1;
} finally {
  await Promise.all(Object.values(gateways).map(({ child }) => stopServer(child)));
  await stopServer(sandbox);
  await sink?.close();
}
