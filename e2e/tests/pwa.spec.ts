import { expect, test } from './support/sandbox.ts';
import { whiteLabelURL } from './support/urls.ts';

test.describe('installable app', () => {
  test('has a manifest and a service worker that takes control', async ({ page, request }) => {
    await page.goto('/check-in');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const manifest = await (await request.get(new URL(manifestHref ?? '', page.url()).href)).json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: expect.any(String) });
    expect(manifest.icons.length).toBeGreaterThan(0);

    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(scope).toBe(new URL('/', page.url()).href);
  });

  test('installs with the theme colour of its presentation', async ({ page }) => {
    const themeColourAt = async (url: string) => {
      await page.goto(url);
      await expect(page.getByLabel('Last name')).toBeVisible();
      // Fetched by the page: Node cannot resolve *.localhost, the browser can.
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
        return (await fetch(link?.href ?? '')).json() as Promise<{ theme_color: string }>;
      });
      const meta = await page.locator('meta[name="theme-color"]').getAttribute('content');
      return { manifest: manifest.theme_color, meta };
    };
    expect(await themeColourAt('/check-in')).toEqual({ manifest: '#3730a3', meta: '#3730a3' });
    expect(await themeColourAt(whiteLabelURL('/check-in'))).toEqual({
      manifest: '#0f766e',
      meta: '#0f766e',
    });
  });

  test('keeps working offline once loaded, for the app shell', async ({ page, context }) => {
    await page.goto('/check-in');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The page the service worker first controls is the next one loaded.
    await page.reload();
    await expect(page.getByLabel('Last name')).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByLabel('Last name')).toBeVisible();
    await context.setOffline(false);
  });
});
