import type { Page } from '@playwright/test';
import { expect, test } from './support/sandbox.ts';

interface LayoutShift {
  value: number;
  /** When it happened, in ms from the navigation's start. */
  at: number;
  /** What moved, so a failure names the element rather than only a number. */
  moved: string[];
}

/** Records every layout shift of the page from its first paint on. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type ShiftEntry = PerformanceEntry & {
      value: number;
      sources?: { node?: Node | null }[];
    };
    const nameOf = (node: Node | null | undefined): string => {
      if (!(node instanceof Element)) return node?.nodeName ?? '(gone)';
      const text = node.textContent?.trim().slice(0, 40) ?? '';
      return `${node.tagName.toLowerCase()}.${node.className} "${text}"`;
    };
    const shifts: unknown[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: (entry.sources ?? []).map((source) => nameOf(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shifts a guest could see. Lighthouse reports the cumulative shift to three decimals;
 * below 0.001 is a sub-pixel reflow (0.0003 was seen when the header's account badge appeared
 * after the shell's integrations ran), which Lighthouse reports as 0.
 */
async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts,
  );
  return shifts.filter((shift) => shift.value >= 0.001);
}

test.describe('delivery to a phone', () => {
  test('sends scripts and styles brotli-compressed, and check-in loads without a layout shift', async ({
    page,
  }) => {
    // The build's own brotli copies (quality 11). A file of a few bytes, which compression would
    // not make smaller, has none: it goes as the build wrote it or compressed on the way.
    const files: Promise<{ path: string; encoding: string | undefined; bytes: number }>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') {
        files.push(
          response.body().then((body) => ({
            path: new URL(response.url()).pathname,
            encoding: response.headers()['content-encoding'],
            bytes: body.length,
          })),
        );
      }
    });
    await recordLayoutShifts(page);
    await page.goto('/check-in');
    await expect(page.getByRole('button', { name: 'Find reservation' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(await layoutShifts(page)).toEqual([]);
    const worthCompressing = (await Promise.all(files)).filter(({ bytes }) => bytes >= 1024);
    expect(worthCompressing.length).toBeGreaterThan(3);
    for (const { path, encoding } of worthCompressing) expect(encoding, path).toBe('br');
  });

  test('the stay page arrives drawn and is taken over by its scripts without a layout shift', async ({
    page,
    sandbox,
  }) => {
    const booking = await sandbox.createReservation({ checkInState: 'check-in-completed' });
    await recordLayoutShifts(page);
    await page.goto(`/stay?slug=${booking.slug}`);
    await expect(page.getByText(`Booking number ${booking.confirmationNumber}`)).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(await layoutShifts(page)).toEqual([]);
  });

  test('the service worker precaches the app shell only, not the other languages', async ({
    page,
  }) => {
    await page.goto('/check-in');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const precached = await page.evaluate(async () => {
      const names = await caches.keys();
      const precache = names.find((name) => name.startsWith('workbox-precache'));
      if (!precache) return [];
      const requests = await (await caches.open(precache)).keys();
      return requests.map((request) => new URL(request.url).pathname);
    });

    expect(precached).toContain('/index.html');
    expect(precached.some((path) => path.endsWith('.css'))).toBe(true);
    expect(precached.filter((path) => path.startsWith('/assets/locales/'))).toEqual([]);
    expect(precached.filter((path) => path.endsWith('.png'))).toEqual([]);
  });
});
