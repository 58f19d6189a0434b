// The one test command: lint and format, generated files, types, schema compatibility, every
// package's vitest suite, the production web build with the first-load budget of every page, and
// the Playwright browser tests against the product started as the README starts it. Every step runs even when an earlier one failed (the
// browser tests need the build), and the output ends with the runners' pass counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { pnpmCommand, repoRoot } from './lib/pnpm.ts';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
  counts?: Counts;
  /** The failed tests' names, printed in the summary: a CI log is often kept only by its tail. */
  failures?: string[];
}

const reports = join(repoRoot, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestReport = join(reports, 'vitest.json');
const budgetReport = join(reports, 'budget.json');
const playwrightReport = join(reports, 'playwright.json');
const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name);
const pnpm = pnpmCommand();
const results: StepResult[] = [];

function step(name: string, command: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n━━ ${name}\n`);
  const started = performance.now();
  const [file = '', ...args] = command;
  const { status } = spawnSync(file, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = status === 0;
  results.push({ name, ok, seconds: (performance.now() - started) / 1000 });
  return ok;
}

function vitestCounts(file: string): Counts | undefined {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function vitestFailures(file: string): string[] {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    testResults: {
      name: string;
      message?: string;
      assertionResults: { status: string; fullName: string }[];
    }[];
  };
  return report.testResults.flatMap(({ name, message, assertionResults }) => {
    const file = name.slice(repoRoot.length + 1);
    const failed = assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${file} › ${test.fullName}`);
    // A file that fails before its tests run (a syntax or import error) has no failed test.
    return failed.length === 0 && message ? [`${file}: ${message.split('\n')[0]}`] : failed;
  });
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs?: {
    title: string;
    ok: boolean;
    tests?: { results?: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** The first line of a failed test's error, without the terminal's colours. */
function firstErrorLine(spec: NonNullable<PlaywrightSuite['specs']>[number]): string {
  const message = spec.tests?.flatMap((test) => test.results ?? []).at(-1)?.error?.message ?? '';
  const line = stripVTControlCharacters(message)
    .split('\n')
    .find((text) => text.trim());
  return line ? `: ${line.trim().slice(0, 300)}` : '';
}

function playwrightFailures(suites: PlaywrightSuite[], path: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const titles = [...path, suite.title];
    const failed = (suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => `${[...titles, spec.title].join(' › ')}${firstErrorLine(spec)}`);
    return [...failed, ...playwrightFailures(suite.suites ?? [], titles)];
  });
}

function playwrightCounts(): Counts | undefined {
  if (!existsSync(playwrightReport)) return undefined;
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

step('Lint and format (Biome)', [bin('biome'), 'ci', '.']);
step('Generated files are up to date', [...pnpm, '-r', '--if-present', 'run', 'verify']);
step('Type check (TypeScript, strict)', [...pnpm, '-r', '--if-present', 'run', 'typecheck']);
step('Type check of the root scripts and configs', [bin('tsc'), '-p', '.']);
step('Schema compatibility (breaking changes need a changelog entry)', [
  ...pnpm,
  '--filter',
  '@guest/schema',
  'run',
  'diff',
]);

step('Unit and integration tests (vitest)', [
  bin('vitest'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = results.at(-1);
if (vitest) {
  vitest.counts = vitestCounts(vitestReport);
  vitest.failures = vitestFailures(vitestReport);
}

const built = step('Production build of the web app', [
  ...pnpm,
  '--filter',
  '@guest/web',
  'run',
  'build',
]);
if (built) {
  // Reads the build's Vite manifest and the route table, so every page is measured, new ones too.
  step('First load of each page, gzip, at most 230 KB (size guard)', [
    bin('vitest'),
    'run',
    '--config',
    'web/vitest.budget.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${budgetReport}`,
  ]);
  const budget = results.at(-1);
  if (budget) {
    budget.counts = vitestCounts(budgetReport);
    budget.failures = vitestFailures(budgetReport);
  }
  step(
    'Browser tests (Playwright, Chromium)',
    [...pnpm, '--filter', '@guest/e2e', 'exec', 'playwright', 'test'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  );
  const e2e = results.at(-1);
  if (e2e) {
    e2e.counts = playwrightCounts();
    if (existsSync(playwrightReport)) {
      const { suites } = JSON.parse(readFileSync(playwrightReport, 'utf8')) as {
        suites: PlaywrightSuite[];
      };
      e2e.failures = playwrightFailures(suites);
    }
  }
} else {
  results.push({
    name: 'First load of each page and browser tests: not run, the build failed',
    ok: false,
    seconds: 0,
  });
}

console.log('\n━━ Summary\n');
for (const { name, ok, seconds } of results) {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds.toFixed(1)} s)`);
}
const counted = results.filter((result) => result.counts);
const total = { passed: 0, failed: 0, skipped: 0 };
console.log('');
for (const { name, counts } of counted) {
  if (!counts) continue;
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  const runner = name.match(/\((\w+)/)?.[1] ?? name;
  console.log(
    `  ${runner}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
  );
}
const failures = results.flatMap((result) => result.failures ?? []);
if (failures.length > 0) {
  console.log('\n  Failed:');
  for (const failure of failures) console.log(`    ✗ ${failure}`);
}
const failedSteps = results.filter((result) => !result.ok).length;
// A failed step that is not a test runner still fails the run: count it as a failure.
const failed = Math.max(total.failed, failedSteps);
console.log(`\n${total.passed} passed, ${failed} failed, ${total.skipped} skipped`);
process.exit(failedSteps === 0 ? 0 : 1);
