// What holds a tap on a drawn page: the long tasks of a first visit in real Chromium with a 4x
// slower CPU, from a trace of the main thread, for running products side by side (`npm start`
// with other ports, e.g. one of them with WEB_DIST_DIR set to another build). Each round loads
// every page of every product in turn, so a busy minute of the machine falls on all of them.
// Prints, per page and product, the medians of: the blocking time after the first contentful
// paint (each task's time over 50 ms, Lighthouse's TBT measured rather than simulated), the
// longest task and the longest module evaluation. Not part of the tests.
//
//   node e2e/bench/longTasks.ts [gatewayPort:sandboxPort ...]   (ROUNDS=7 by default)
import { loadavg } from 'node:os';
import { type Browser, chromium } from '@playwright/test';
import { bookFreshStay } from './freshStay.ts';

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
};
type Figures = { blocking: number; longestTask: number; longestEvaluation: number };

const rounds = Number(process.env.ROUNDS ?? 7);
const products = (
  process.argv.length > 2
    ? process.argv.slice(2)
    : [`${process.env.PORT ?? '4000'}:${process.env.SANDBOX_PORT ?? '4010'}`]
).map((ports) => {
  const [gateway, sandbox] = ports.split(':');
  if (!gateway || !sandbox) throw new Error(`"${ports}" is not gatewayPort:sandboxPort.`);
  return { name: `:${gateway}`, base: `http://localhost:${gateway}`, sandbox };
});

async function traceFirstVisit(browser: Browser, url: string): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
  await session.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading',
    transferMode: 'ReportEvents',
  });
  await page.goto(url);
  // Long enough for the scripts, hydration and the shell's integrations on a slowed CPU.
  await page.waitForTimeout(4_000);
  await session.send('Tracing.end');
  await complete;
  await context.close();

  const rendererMain = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const onMain = events.filter(
    (event) => event.ph === 'X' && rendererMain.has(`${event.pid}:${event.tid}`),
  );
  const firstPaint = events.filter((event) => event.name === 'firstContentfulPaint').at(-1)?.ts;
  if (firstPaint === undefined) throw new Error(`${url} painted no content.`);
  const milliseconds = (event: TraceEvent) => (event.dur ?? 0) / 1000;
  const tasks = onMain.filter(
    (event) => event.name === 'RunTask' && event.ts + (event.dur ?? 0) > firstPaint,
  );
  return {
    blocking: tasks.reduce((sum, task) => sum + Math.max(0, milliseconds(task) - 50), 0),
    longestTask: Math.max(0, ...tasks.map(milliseconds)),
    longestEvaluation: Math.max(
      0,
      ...onMain.filter((event) => event.name === 'v8.evaluateModule').map(milliseconds),
    ),
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const pages = await Promise.all(
  products.map(async (product) => {
    const slug = await bookFreshStay(`http://localhost:${product.sandbox}`);
    return ['/check-in', `/stay?slug=${slug}`, `/stay/access?slug=${slug}`].map((path) => ({
      product: product.name,
      page: path.replace(/\?.*/, ''),
      url: `${product.base}${path}`,
      figures: [] as Figures[],
    }));
  }),
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
const loadBefore = loadavg()[0] ?? 0;
for (let round = 1; round <= rounds; round += 1) {
  console.log(`round ${round} of ${rounds}`);
  for (const entry of pages.flat()) entry.figures.push(await traceFirstVisit(browser, entry.url));
}
await browser.close();

console.log(
  '\npage (median)         product   blocking after FCP   longest task   longest module evaluation',
);
for (const entry of pages.flat().sort((a, b) => a.page.localeCompare(b.page))) {
  const of = (key: keyof Figures) => `${Math.round(median(entry.figures.map((f) => f[key])))} ms`;
  console.log(
    `${entry.page.padEnd(22)}${entry.product.padEnd(10)}${of('blocking').padStart(18)}${of('longestTask').padStart(15)}${of('longestEvaluation').padStart(28)}`,
  );
}
console.log(
  `\n${rounds} rounds; load average ${loadBefore.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after`,
);
