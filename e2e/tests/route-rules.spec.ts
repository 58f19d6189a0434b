import { untilStayRemembered } from './support/hydration.ts';
import { expect, test } from './support/sandbox.ts';
import { whiteLabelURL } from './support/urls.ts';

// The route rules of spec §2 that the shell owns, in the production build `npm start` serves.
test.describe('route rules', () => {
  test("the index goes where /signup goes; /test is the testers' page outside production", async ({
    page,
  }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const signUpLandsOn = new URL(page.url()).pathname;

    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === signUpLandsOn);
    // localhost is the development environment (spec §1), whatever the build: the environment
    // at run time decides. Production's redirect to the index: src/shell/debug/debugToolsAtRunTime.test.tsx.
    await page.goto('/test');
    await expect(page.getByRole('heading', { level: 1, name: 'Test page' })).toBeVisible();
  });

  test('/stay/services goes to the extras, /stay/payment and /stay/order-product to the stay, keeping the slug', async ({
    page,
  }) => {
    await page.goto('/stay/services?slug=demo-stay-helsinki');
    await expect(page).toHaveURL('/stay/extras?slug=demo-stay-helsinki');
    await page.goto('/stay/payment?slug=demo-stay-helsinki');
    await expect(page).toHaveURL('/stay?slug=demo-stay-helsinki');
    await page.goto('/stay/order-product?slug=demo-stay-helsinki');
    await expect(page).toHaveURL('/stay?slug=demo-stay-helsinki');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a stay whose end has passed shows the expired-stay screen', async ({ page }) => {
    await page.goto('/stay?slug=demo-stay-past');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This stay has ended' }),
    ).toBeVisible();
  });

  test('the installed app opens check-in on the remembered stay', async ({ page }) => {
    // What the home-screen app reports to the page (display-mode: standalone).
    await page.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query === '(display-mode: standalone)'
          ? ({ ...matchMedia(query), matches: true, media: query } as MediaQueryList)
          : matchMedia(query);
    });
    await page.goto('/check-in');
    await expect(page.getByLabel('Last name')).toBeVisible();

    await page.goto('/stay?slug=demo-stay-munich');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await untilStayRemembered(page, 'demo-stay-munich');
    await page.goto('/check-in');
    await expect(page).toHaveURL('/stay?slug=demo-stay-munich');
  });

  test('white-label: every stay route without a slug goes to /error', async ({ page }) => {
    for (const path of ['/stay', '/stay/extras', '/stay/services']) {
      await page.goto(whiteLabelURL(path));
      await expect(page, path).toHaveURL(/\/error$/);
    }
  });

  test("a white-label property's stay looks white-label on the main host too", async ({ page }) => {
    await page.goto('/stay?slug=demo-stay-helsinki');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Guest app, home' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'main');

    await page.goto('/stay?slug=demo-stay-white-label');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'white-label');
    await expect(page.getByRole('link', { name: 'Guest app, home' })).toHaveCount(0);
    const accent = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim(),
    );
    expect(accent).toBe('#0f766e');
    // Its guest has the white-label tabs, Help among them: a way to support on any host.
    const tabs = page.getByRole('navigation', { name: 'Stay sections' }).getByRole('link');
    await expect(tabs).toHaveText(['Stay', 'Extras', 'Help']);
    await tabs.filter({ hasText: 'Help' }).click();
    await expect(page).toHaveURL('/stay/ask?slug=demo-stay-white-label');
    await expect(page.getByRole('region', { name: 'Contact us' })).toBeVisible();
  });
});

test.describe('analytics through the default sink', () => {
  test('a stay page view reaches the gateway with the reservation context and without the slug', async ({
    page,
  }) => {
    const batch = page.waitForRequest(
      (request) => request.url().endsWith('/analytics/events') && request.method() === 'POST',
      // The client sends a batch at the latest 5 s after its first event.
      { timeout: 15_000 },
    );
    await page.goto('/stay?slug=demo-stay-helsinki');
    const request = await batch;
    expect((await request.response())?.status()).toBe(202);
    const { events } = request.postDataJSON() as {
      events: { type: string; event?: string; properties: Record<string, unknown> }[];
    };
    const view = events.find((event) => event.event === 'Stay Page Viewed');
    expect(view?.properties).toMatchObject({
      path: '/stay',
      property_city: 'Helsinki',
      nights: 3,
    });
    expect(events.map((event) => event.type)).toContain('group');
    expect(request.postData()).not.toContain('demo-stay-helsinki');
  });
});
