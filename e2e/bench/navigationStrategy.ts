// Which way should the installed app's navigations go once the service worker controls the page?
// Measures the stay page's repeat visit both ways on a running product (`npm start`), in Debian's
// Chromium with Lighthouse's phone conditions emulated (150 ms round trips, 1.6 Mbit/s down,
// 4x CPU slowdown): the precached app shell (the service worker's answer offline) against the
// page from the network with every script and style already cached (its answer online). Prints
// the median largest contentful paint of each. Not part of the tests.
//
//   PORT=4000 SANDBOX_PORT=4010 node e2e/bench/navigationStrategy.ts [runs]
import { loadavg } from 'node:os';
import { type BrowserContext, chromium, type Page } from '@playwright/test';

const runs = Number(process.argv[2] ?? 5);
const baseUrl = `http://localhost:${process.env.PORT ?? '4000'}`;
const sandboxUrl = `http://localhost:${process.env.SANDBOX_PORT ?? '4010'}`;

async function bookStay(): Promise<string> {
  const response = await fetch(`${sandboxUrl}/_sandbox/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ paid: true, checkInState: 'check-in-completed' }),
  });
  return ((await response.json()) as { data: { slug: string } }).data.slug;
}

async function throttle(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The largest contentful paint of a load of `url`, in ms from navigation start. */
async function lcpOf(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

async function repeatVisit(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(6000);
  await page.close();
  const again = await context.newPage();
  await throttle(again);
  const lcp = await lcpOf(again, url);
  await again.close();
  return lcp;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  console.log(
    `load average at start: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  const shell: number[] = [];
  const network: number[] = [];
  for (let run = 0; run < runs; run++) {
    const url = `${baseUrl}/stay?slug=${await bookStay()}`;
    const withWorker = await browser.newContext();
    shell.push(await repeatVisit(withWorker, url));
    await withWorker.close();
    // No service worker: the page comes from the server, its scripts and styles from the cache.
    const withoutWorker = await browser.newContext({ serviceWorkers: 'block' });
    network.push(await repeatVisit(withoutWorker, url));
    await withoutWorker.close();
  }
  const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
  console.log(`repeat visit of the stay page, median LCP of ${runs}:`);
  console.log(`  precached app shell (service worker)       ${ms(median(shell))}`);
  console.log(`  page from the network, files from cache    ${ms(median(network))}`);
  console.log(
    `load average at end: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await browser.close();
}
