// Generated journeys of a stay, many of them (`npm run test:journeys`; the test command runs a
// few in gateway/test/journeys/stay-journeys.test.ts): a real sandbox and a gateway in this
// process, a random stay driven through random purchases, changes and clock moves, every
// invariant checked after each step. Prints progress and the seed; a failure prints the seed and
// path that replay it, shrunk to a short journey. Exits 1 on a failure.
//
//   npm run test:journeys [-- --runs 1000 --steps 20 --seed 123 --path "4:2:1" --screens 3]
import { loadavg } from 'node:os';
import { outcomes } from '../test/journeys/commands.ts';
import { screensPerStep } from '../test/journeys/invariants.ts';
import { runJourneys } from '../test/journeys/run.ts';
import { startJourneySystem } from '../test/journeys/system.ts';
import { benchArguments, bounded } from './bench/arguments.ts';

const values = benchArguments({
  runs: { type: 'string', default: '1000' },
  steps: { type: 'string', default: '20' },
  seed: { type: 'string' },
  path: { type: 'string' },
  screens: { type: 'string', default: '3' },
});
const runs = bounded('runs', values.runs, 1, 100_000);
const steps = bounded('steps', values.steps, 1, 200);
screensPerStep.value = bounded('screens', values.screens, 0, 100);
const seed =
  values.seed === undefined ? undefined : bounded('seed', values.seed, -(2 ** 31), 2 ** 31 - 1);

const started = performance.now();
const system = await startJourneySystem();
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(
  `generated journeys: ${runs} journeys of up to ${steps} steps, ${screensPerStep.value} screen queries a step (load average ${load()})`,
);
try {
  const report = await runJourneys({
    system,
    numRuns: runs,
    maxSteps: steps,
    ...(seed === undefined ? {} : { seed }),
    ...(values.path ? { path: values.path } : {}),
    onJourney: (index) => {
      if (index % 25 === 0 || index === runs) {
        const seconds = ((performance.now() - started) / 1000).toFixed(0);
        console.log(`  ${index}/${runs} journeys, ${seconds} s`);
      }
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `seed ${report.seed}: ${report.numRuns} journeys, ${report.steps} steps, in ${seconds} s (load average ${load()})`,
  );
  console.log('what the journeys did:');
  for (const [outcome, times] of [...outcomes].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${outcome}: ${times}`);
  }
  if (report.failed) {
    console.error(`an invariant broke:\n${report.message}`);
    console.error(
      `replay: npm run test:journeys -- --seed ${report.seed} --path "<the path above>" --runs 1`,
    );
    process.exitCode = 1;
  } else {
    console.log('every invariant held');
  }
} finally {
  await system.close();
}
