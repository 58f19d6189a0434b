import type { Response } from '@playwright/test';
import { untilKeptForOffline } from './support/offline.ts';
import { expect, test } from './support/sandbox.ts';
import { whiteLabelURL } from './support/urls.ts';
import { openStay, presentationURL } from './support/walk.ts';

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

  test('opens from the home screen on the stored stay, or on check-in without one', async ({
    page,
    sandbox,
  }) => {
    const mainStay = await sandbox.createReservation({ propertyKey: 'helsinki-kas40' });
    const whiteLabelStay = await sandbox.createReservation({ whiteLabel: true });
    // What the home-screen app reports to the page (display-mode: standalone).
    await page.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query === '(display-mode: standalone)'
          ? ({ ...matchMedia(query), matches: true, media: query } as MediaQueryList)
          : matchMedia(query);
    });
    for (const [presentation, stay] of [
      ['main', mainStay],
      ['white-label', whiteLabelStay],
    ] as const) {
      const startURL = async () => {
        const manifest = await page.evaluate(async () => {
          const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
          return (await fetch(link?.href ?? '')).json() as Promise<{ start_url: string }>;
        });
        return presentationURL(manifest.start_url, presentation);
      };
      // A first start on this device: nothing stored, the booking lookup.
      await page.goto(presentationURL('/check-in', presentation));
      await page.evaluate(() => localStorage.clear());
      await page.context().clearCookies();
      await page.goto(await startURL());
      await expect(page.getByLabel('Last name'), presentation).toBeVisible();

      // The guest opened their stay once; the icon now opens it, answered by the server with
      // the redirect to the stay: no lookup form is drawn first.
      await openStay(page, stay.slug, presentation);
      const redirects: (string | undefined)[] = [];
      const pages: Promise<string>[] = [];
      const keepPage = (response: Response) => {
        if (!response.request().isNavigationRequest()) return;
        if (response.status() === 302) redirects.push(response.headers().location);
        else pages.push(response.text().catch(() => ''));
      };
      page.on('response', keepPage);
      await page.goto(await startURL());
      await expect(page, presentation).toHaveURL(
        presentationURL(`/stay?slug=${stay.slug}`, presentation),
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      page.off('response', keepPage);
      expect(redirects, presentation).toEqual([`/stay?slug=${stay.slug}`]);
      expect((await Promise.all(pages)).join(''), presentation).not.toContain('Last name');
    }
  });

  test('installs as its own app in each presentation: name and theme colour', async ({ page }) => {
    const manifestAt = async (url: string) => {
      await page.goto(url);
      await expect(page.getByLabel('Last name')).toBeVisible();
      return page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
        return (await fetch(link?.href ?? '')).json() as Promise<{ name: string; id: string }>;
      });
    };
    const main = await manifestAt('/check-in');
    const whiteLabel = await manifestAt(whiteLabelURL('/check-in'));
    expect(main).toMatchObject({
      name: 'Guest app',
      id: '/check-in',
      start_url: '/check-in?source=home-screen',
    });
    expect(whiteLabel).toMatchObject({
      name: 'Your stay',
      id: '/check-in',
      start_url: '/check-in?source=home-screen',
    });
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
    await untilKeptForOffline(page, { locale: 'en-GB', namespaces: ['checkIn'] });

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByLabel('Last name')).toBeVisible();
    await context.setOffline(false);
  });
});
