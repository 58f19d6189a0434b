// The web app's speed on a phone, of the product as `npm start` starts it (not part of the
// tests): Lighthouse's mobile defaults (simulated slow 4G, 4x CPU slowdown, phone screen) and the
// same conditions applied while loading (DevTools throttling) in Debian's Chromium, median of 5
// runs for /check-in, the stay page and /stay/access of a fresh sandbox booking, then the repeat
// visit of the stay page served by the service worker; then what a guest feels in the same
// browser (time to the door code, time to the first working tap; `guestFeel.ts`). Prints the
// figures and the load average beside them, and exits 1 when a target is missed. Uses PORT and
// SANDBOX_PORT like `npm start`.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { bookFreshStay } from './freshStay.ts';
import { measureGuestFeel, reportGuestFeel } from './guestFeel.ts';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

/**
 * The phone's conditions. Lighthouse's mobile defaults (`simulated`: the page is loaded at full
 * speed and slow 4G with a 4x slower CPU is computed from its trace), and the same conditions
 * applied while the page loads (`slow-4g`: Chromium's own throttling, what a phone really waits
 * for where the simulation's model of the page is wrong); `wifi` keeps the CPU slowdown alone.
 */
const conditionsByName = {
  simulated: { description: 'simulated slow 4G, 4x CPU slowdown', flags: {} },
  'slow-4g': {
    description: 'slow 4G and 4x CPU slowdown applied while loading',
    flags: { throttlingMethod: 'devtools' },
  },
  wifi: {
    description: 'an unthrottled network and 4x CPU slowdown applied while loading',
    flags: {
      throttlingMethod: 'devtools',
      throttling: {
        requestLatencyMs: 0,
        downloadThroughputKbps: 0,
        uploadThroughputKbps: 0,
        rttMs: 0,
        throughputKbps: 0,
        cpuSlowdownMultiplier: 4,
      },
    },
  },
} satisfies Record<string, { description: string; flags: Flags }>;
type ConditionsName = keyof typeof conditionsByName;
/** Which conditions to run, in order (`LIGHTHOUSE_CONDITIONS=simulated,slow-4g`, the default). */
const conditionsNames = (process.env.LIGHTHOUSE_CONDITIONS ?? 'simulated,slow-4g')
  .split(',')
  .map((name) => {
    if (!(name in conditionsByName)) {
      throw new Error(
        `LIGHTHOUSE_CONDITIONS names ${name}, none of ${Object.keys(conditionsByName).join(', ')}.`,
      );
    }
    return name as ConditionsName;
  });
/** GUEST_FEEL=0 leaves out the guest's view (time to the code and to the first working tap). */
const withGuestFeel = process.env.GUEST_FEEL !== '0';
/**
 * The CPU slowdown instead of 4x: the same phone on a faster or slower machine. Lighthouse's
 * benchmark index (printed as cpu*) tells how fast the machine is; twice the index wants about
 * twice the slowdown for the same phone.
 */
const cpuSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN
  ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN)
  : undefined;
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) {
  throw new Error(
    `LIGHTHOUSE_CPU_SLOWDOWN=${process.env.LIGHTHOUSE_CPU_SLOWDOWN} is no number of at least 1.`,
  );
}
/** Where each run's full Lighthouse report (JSON) is kept for reading, when set. */
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const gatewayPort = process.env.PORT ?? '4000';
const sandboxPort = process.env.SANDBOX_PORT ?? '4010';
const baseUrl = `http://localhost:${gatewayPort}`;
const sandboxUrl = `http://localhost:${sandboxPort}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const repoRoot = join(import.meta.dirname, '..', '..');

/**
 * What every page must score, under the simulated conditions (issue 19). Their speed figures are
 * printed, not held to a target: the simulation models a page's requests, and it counts scripts
 * that start before the first paint as delaying it, which a really throttled browser does not
 * show (issue 30).
 */
const targets = {
  accessibility: 100,
  bestPractices: 95,
  totalBlockingTimeMs: 150,
};
/** With the conditions applied while loading (issue 30): what a phone shows, not a model of it. */
const devtoolsTargets = {
  performance: 95,
  lcpMs: 2000,
  /** Time to interactive: the page's main thread quiet and its network idle. */
  ttiMs: 3800,
  /** The repeat visit's LCP, the page's scripts and styles from the service worker's cache. */
  repeatLcpMs: 800,
};

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  ttiMs: number;
  cls: number;
  totalBytes: number;
  finalPath: string;
  /** Scripts and styles that came over the network, not from the service worker or a cache. */
  networkScriptsAndStyles: string[];
  load: number;
  /** Lighthouse's measure of this machine's speed at the time (a 2020 desktop scores about 1500). */
  benchmarkIndex: number;
};

type DevtoolsEvent = { method: string; params: Record<string, unknown> };

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

async function isAnswering(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/** `npm start`'s own script on the benchmark's ports, in its own process group, with a new database. */
async function startProduct(): Promise<ChildProcess> {
  if ((await isAnswering(`${baseUrl}/healthz`)) || (await isAnswering(sandboxUrl))) {
    throw new Error(
      `Something already answers on port ${gatewayPort} or ${sandboxPort}: stop it, or set PORT and SANDBOX_PORT.`,
    );
  }
  const product = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: gatewayPort,
      SANDBOX_PORT: sandboxPort,
      SANDBOX_DATABASE: ':memory:',
      LOG_LEVEL: 'warn',
    },
  });
  const deadline = Date.now() + 180_000;
  while (!(await isAnswering(`${baseUrl}/healthz`))) {
    if (product.exitCode !== null) throw new Error('npm start stopped before answering.');
    if (Date.now() > deadline) throw new Error(`${baseUrl} did not answer within 180 s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return product;
}

function stopProduct(product: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (product.exitCode !== null || product.pid === undefined) return resolve();
    product.once('exit', () => resolve());
    process.kill(-product.pid, 'SIGTERM');
  });
}

/** Script and style responses that did not come from the service worker or a browser cache. */
function networkScriptsAndStyles(devtoolsLog: DevtoolsEvent[]): string[] {
  const fromMemoryCache = new Set(
    devtoolsLog
      .filter((event) => event.method === 'Network.requestServedFromCache')
      .map((event) => event.params.requestId),
  );
  return devtoolsLog
    .filter((event) => event.method === 'Network.responseReceived')
    .filter((event) => event.params.type === 'Script' || event.params.type === 'Stylesheet')
    .filter((event) => {
      const response = event.params.response as Record<string, unknown>;
      return !(
        response.fromServiceWorker ||
        response.fromDiskCache ||
        response.fromPrefetchCache ||
        fromMemoryCache.has(event.params.requestId)
      );
    })
    .map((event) => new URL(String((event.params.response as { url: string }).url)).pathname);
}

/** Lighthouse now and then fails to record a trace on a busy machine: such a run is run again. */
async function measure(
  url: string,
  port: number,
  repeatVisit: boolean,
  conditions: ConditionsName,
): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(url, port, repeatVisit, conditions);
    } catch (error) {
      if (attempt === 3) throw error;
      log(`    ${(error as Error).message} Running it again.`);
    }
  }
}

async function measureOnce(
  url: string,
  port: number,
  repeatVisit: boolean,
  conditions: ConditionsName,
): Promise<Figures> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: repeatVisit,
    ...conditionsByName[conditions].flags,
  };
  if (cpuSlowdown !== undefined) {
    // Lighthouse merges these into its defaults for the conditions (slow 4G's stay as they are).
    flags.throttling = { ...flags.throttling, cpuSlowdownMultiplier: cpuSlowdown };
  }
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}.`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (reportDir) keepReport(lhr, repeatVisit, conditions);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    ttiMs: value('interactive'),
    cls: value('cumulative-layout-shift'),
    totalBytes: value('total-byte-weight'),
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    networkScriptsAndStyles: networkScriptsAndStyles(
      artifacts.DevtoolsLog as unknown as DevtoolsEvent[],
    ),
    load: loadavg()[0] ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function keepReport(
  lhr: { finalDisplayedUrl: string; fetchTime: string },
  repeatVisit: boolean,
  conditions: ConditionsName,
) {
  mkdirSync(reportDir as string, { recursive: true });
  const page = new URL(lhr.finalDisplayedUrl).pathname.replaceAll('/', '_') || '_';
  const name = `${page}${repeatVisit ? '-repeat' : ''}-${conditions}-${lhr.fetchTime.replaceAll(':', '')}.json`;
  writeFileSync(join(reportDir as string, name), JSON.stringify(lhr));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function medianFigures(all: Figures[]): Figures {
  const of = (key: keyof Figures) => median(all.map((figures) => figures[key] as number));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    ttiMs: of('ttiMs'),
    cls: of('cls'),
    totalBytes: of('totalBytes'),
    finalPath: all[0]?.finalPath ?? '',
    networkScriptsAndStyles: [
      ...new Set(all.flatMap((figures) => figures.networkScriptsAndStyles)),
    ],
    load: of('load'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

/**
 * One unmeasured visit of each page, as a server in service has had: the gateway compiles each
 * query on its first use, and that once-per-process cost is not what a guest's visit costs.
 */
async function warmUp(urls: string[]): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    for (const url of urls) {
      const page = await browser.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

/** Chromium's own verdict on installing the app (the Page domain's installability errors). */
async function installabilityErrors(url: string): Promise<string[]> {
  // A persistent profile: Chromium never offers to install from an incognito window.
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-install-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const session = await browser.newCDPSession(page);
    const { installabilityErrors: errors } = (await session.send(
      'Page.getInstallabilityErrors',
    )) as { installabilityErrors: { errorId: string }[] };
    return errors.map((error) => error.errorId);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
const kb = (value: number) => `${Math.round(value / 1024)} KiB`;

function row(label: string, figures: Figures): string {
  return [
    label.padEnd(22),
    String(figures.performance).padStart(4),
    String(figures.accessibility).padStart(5),
    String(figures.bestPractices).padStart(5),
    ms(figures.fcpMs).padStart(8),
    ms(figures.lcpMs).padStart(8),
    `${Math.round(figures.tbtMs)} ms`.padStart(8),
    ms(figures.ttiMs).padStart(8),
    figures.cls.toFixed(3).padStart(6),
    kb(figures.totalBytes).padStart(9),
    figures.load.toFixed(2).padStart(6),
    String(Math.round(figures.benchmarkIndex)).padStart(6),
  ].join(' ');
}

type MeasuredPage = { label: string; url: string };

/** Every page `runs` times under one set of conditions; prints the medians, returns the misses. */
async function lighthouseUnder(
  conditions: ConditionsName,
  pages: MeasuredPage[],
  chromePort: number,
): Promise<string[]> {
  const failures: string[] = [];
  const simulated = conditions === 'simulated';
  log(`Conditions: ${conditionsByName[conditions].description} (${conditions})`);
  const results = new Map<string, Figures>();
  let repeat: Figures | undefined;
  for (const page of pages) {
    const first: Figures[] = [];
    const repeated: Figures[] = [];
    for (let run = 1; run <= runs; run += 1) {
      log(`  ${page.label}: run ${run} of ${runs}`);
      first.push(await measure(page.url, chromePort, false, conditions));
      // The stay page again in the same browser, its storage kept: the service worker's visit.
      if (page.label === '/stay') {
        repeated.push(await measure(page.url, chromePort, true, conditions));
      }
    }
    results.set(page.label, medianFigures(first));
    if (repeated.length) repeat = medianFigures(repeated);
  }

  console.log(`\nLighthouse, ${conditionsByName[conditions].description}:`);
  console.log(
    `${'page (median)'.padEnd(22)} perf a11y  best      FCP      LCP      TBT      TTI    CLS     bytes  load  cpu*`,
  );
  const where = (label: string) => `${label} (${conditions})`;
  for (const [label, figures] of results) {
    const shownAs =
      figures.finalPath === new URL(label, baseUrl).pathname ? '' : ` -> ${figures.finalPath}`;
    console.log(row(`${label}${shownAs}`, figures));
    if (!simulated) {
      if (figures.performance < devtoolsTargets.performance)
        failures.push(
          `${where(label)}: performance ${figures.performance} < ${devtoolsTargets.performance}`,
        );
      if (figures.lcpMs > devtoolsTargets.lcpMs)
        failures.push(`${where(label)}: LCP ${ms(figures.lcpMs)} > ${ms(devtoolsTargets.lcpMs)}`);
      if (figures.ttiMs > devtoolsTargets.ttiMs)
        failures.push(`${where(label)}: TTI ${ms(figures.ttiMs)} > ${ms(devtoolsTargets.ttiMs)}`);
      continue;
    }
    if (figures.accessibility < targets.accessibility)
      failures.push(`${label}: accessibility ${figures.accessibility} < ${targets.accessibility}`);
    if (figures.bestPractices < targets.bestPractices)
      failures.push(`${label}: best practices ${figures.bestPractices} < ${targets.bestPractices}`);
    if (figures.tbtMs > targets.totalBlockingTimeMs)
      failures.push(
        `${label}: TBT ${Math.round(figures.tbtMs)} ms > ${targets.totalBlockingTimeMs} ms`,
      );
  }
  const first = results.get('/stay');
  if (repeat && first) {
    console.log(row('/stay, repeat visit', repeat));
    console.log(
      `Scripts and styles read from the network on the repeat visit: ${repeat.networkScriptsAndStyles.length === 0 ? 'none' : repeat.networkScriptsAndStyles.join(', ')}`,
    );
    if (!simulated && repeat.lcpMs > devtoolsTargets.repeatLcpMs)
      failures.push(
        `${where('the repeat visit')}: LCP ${ms(repeat.lcpMs)} > ${ms(devtoolsTargets.repeatLcpMs)}`,
      );
    if (repeat.networkScriptsAndStyles.length > 0)
      failures.push(`${where('the repeat visit')} read scripts or styles from the network`);
  }
  return failures;
}

const loadText = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function main(): Promise<number> {
  const cpu = cpus();
  log(`Lighthouse, mobile, median of ${runs} runs per page, on ${baseUrl}`);
  if (cpuSlowdown !== undefined) {
    log(`CPU slowdown: ${cpuSlowdown}x instead of 4x (LIGHTHOUSE_CPU_SLOWDOWN)`);
  }
  log(
    `Machine: ${cpu.length} x ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB; load average at start ${loadText()}`,
  );
  const product = await startProduct();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const failures: string[] = [];
  try {
    const slug = await bookFreshStay(sandboxUrl);
    const pages = [
      { label: '/check-in', url: `${baseUrl}/check-in` },
      { label: '/stay', url: `${baseUrl}/stay?slug=${slug}` },
      { label: '/stay/access', url: `${baseUrl}/stay/access?slug=${slug}` },
    ];
    await warmUp(pages.map((page) => page.url));
    for (const conditions of conditionsNames) {
      failures.push(...(await lighthouseUnder(conditions, pages, chrome.port)));
    }
    const installErrors = await installabilityErrors(`${baseUrl}/check-in`);
    console.log(
      `\nInstallable (Chromium's installability check): ${installErrors.length === 0 ? 'yes' : `no: ${installErrors.join(', ')}`}`,
    );
    if (installErrors.length > 0) failures.push('the app is not installable');
    if (withGuestFeel) {
      log(`The guest's view (guestFeel.ts), median of ${runs}`);
      const guestFeel = reportGuestFeel(
        await measureGuestFeel([{ name: 'product', baseUrl, sandboxUrl }], runs, log),
      );
      console.log(
        `\nThe guest's view: real Chromium, CPU 4x slower, slow 4G applied while loading (time to the door code, time to the first tap the app answers):\n${guestFeel.table}`,
      );
      failures.push(...guestFeel.misses);
    }
    console.log(`Load average at the end: ${loadText()}`);
  } finally {
    chrome.kill();
    await stopProduct(product);
  }
  console.log(
    failures.length === 0 ? '\nEvery target met.' : `\nMissed:\n  ${failures.join('\n  ')}`,
  );
  return failures.length === 0 ? 0 : 1;
}

process.exit(await main());
