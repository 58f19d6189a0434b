import type { APIRequestContext, Page } from '@playwright/test';
import { untilHydrated } from './support/hydration.ts';
import { expect, test } from './support/sandbox.ts';

/** How many loads of `route` reported `metric` to the gateway (its Prometheus histogram's count). */
async function reported(
  request: APIRequestContext,
  metric: string,
  route: string,
): Promise<number> {
  const text = await (await request.get('/metrics')).text();
  const line = text
    .split('\n')
    .find((entry) =>
      entry.startsWith(`web_vitals_seconds_count{metric="${metric}",route="${route}"}`),
    );
  return line ? Number(line.split(' ').at(-1)) : 0;
}

async function untilVitalsObserved(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('guest:web-vitals-observed').length > 0,
  );
}

test.describe('field speed', () => {
  test('a guest’s page load reports its Core Web Vitals to the gateway by route, without the slug', async ({
    page,
    sandbox,
  }) => {
    const stay = await sandbox.createReservation({
      propertyKey: 'london-ch65',
      paid: true,
      checkInState: 'check-in-completed',
    });
    const before = {
      lcp: await reported(page.request, 'LCP', '/stay/access'),
      ttfb: await reported(page.request, 'TTFB', '/stay/access'),
      inp: await reported(page.request, 'INP', '/stay/access'),
    };
    await page.goto(`/stay/access?slug=${stay.slug}`);
    await untilHydrated(page);
    await untilVitalsObserved(page);
    // A tap the app answers (a tab), so the load has an interaction to report.
    await page.getByRole('navigation', { name: 'Stay sections' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/stay\?slug=/);
    // The browser times a tap once its frame is on screen: the page is left after that.
    await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
    // The guest turns to another tab: the page is hidden and its vitals leave with a beacon.
    const beacon = page.waitForResponse('**/analytics/web-vitals');
    // (Headless Chromium keeps every tab visible: the page is told it is hidden as a phone does.)
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => 'hidden',
      });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    expect((await beacon).status()).toBe(204);
    expect(JSON.parse((await beacon).request().postData() ?? '{}')).toMatchObject({
      route: '/stay/access',
    });

    await expect.poll(() => reported(page.request, 'LCP', '/stay/access')).toBe(before.lcp + 1);
    expect(await reported(page.request, 'TTFB', '/stay/access')).toBe(before.ttfb + 1);
    expect(await reported(page.request, 'INP', '/stay/access')).toBe(before.inp + 1);
    const metrics = await (await page.request.get('/metrics')).text();
    expect(metrics).toMatch(/web_vitals_cls_count\{route="\/stay\/access"\} [1-9]/);
    expect(metrics).not.toContain(stay.slug);
  });
});
