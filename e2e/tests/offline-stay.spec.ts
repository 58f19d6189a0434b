import { untilHydrated } from './support/hydration.ts';
import { rawTextKeysShown, untilKeptForOffline } from './support/offline.ts';
import { expect, test } from './support/sandbox.ts';

/** The banner over answers kept on the phone, offline: since when they are, by the phone's clock. */
const staleBanner = /^You're offline\. Shown from your phone, last updated \d\d:\d\d\.$/;

test.describe('the current stay offline', () => {
  test('reads the stay page offline from the answer kept on the device, saying it may be stale', async ({
    page,
    context,
    sandbox,
  }) => {
    const booking = await sandbox.createReservation({ propertyKey: 'tallinn-lii34' });
    const reservation = await sandbox.reservation(booking.slug);
    await page.goto(`/stay?slug=${booking.slug}`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The page the service worker first controls is the next one loaded: it caches the stay's
    // screen chunks and texts on the way, as a guest's second visit does.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reservation.property.name);
    // Online, the service worker leaves the page to the network: the server draws it, and the
    // browser keeps the answers the page brought.
    const drawnByServer = () =>
      page.evaluate(() => ({
        controlled: navigator.serviceWorker.controller !== null,
        pageData: document.getElementById('page-data') !== null,
      }));
    expect(await drawnByServer()).toEqual({ controlled: true, pageData: true });
    await untilKeptForOffline(page, { locale: 'en-GB', namespaces: ['stay'] });
    expect(await page.evaluate(() => localStorage.getItem('offlineStay'))).toContain(
      booking.confirmationNumber,
    );
    await expect(page.getByRole('status').filter({ hasText: staleBanner })).toHaveCount(0);

    // Offline, the app shell answers and the browser draws the stay from what it kept.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reservation.property.name);
    expect(await drawnByServer()).toEqual({ controlled: true, pageData: false });
    await expect(page.getByText(`Booking number ${booking.confirmationNumber}`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: staleBanner })).toBeVisible();

    // Back online, the banner goes and the stay is loaded again from the network.
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: staleBanner })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reservation.property.name);
  });

  test('reads the stay offline in the language it was last read in', async ({
    page,
    context,
    sandbox,
  }) => {
    const booking = await sandbox.createReservation({ propertyKey: 'tallinn-lii34' });
    await page.goto(`/stay?slug=${booking.slug}&lng=de-DE`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect(page.getByText(`Buchungsnummer ${booking.confirmationNumber}`)).toBeVisible();
    // The drawn page brought its German texts; the service worker keeps the files for the shell.
    await untilKeptForOffline(page, { locale: 'de-DE', namespaces: ['stay'] });

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(`Buchungsnummer ${booking.confirmationNumber}`)).toBeVisible();
    await context.setOffline(false);
  });

  test('keeps nothing of a stay once it is forgotten on the error page', async ({
    page,
    context,
    sandbox,
  }) => {
    const booking = await sandbox.createReservation();
    await page.goto(`/stay?slug=${booking.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('offlineStay')))
      .not.toBeNull();

    await page.goto('/error');
    await expect(
      page.getByRole('link', { name: 'Find your reservation by booking number' }),
    ).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('offlineStay'))).toBeNull();

    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await page.goto(`/stay?slug=${booking.slug}`).catch(() => undefined);
    await expect(page.getByRole('alert')).toContainText("You're offline");
    await context.setOffline(false);
  });
});

test.describe('offline after one visit the server drew', () => {
  // A phone in Greek, on its first visit: nothing of the app on it yet, no service worker.
  test.use({ locale: 'el-GR' });

  for (const [screen, path, namespaces] of [
    ['the stay page', '/stay', ['common', 'stay', 'access']],
    // Opened straight, as a reload or a saved link opens it: drawn by the server.
    ['door access', '/stay/access', ['common', 'access']],
  ] as const) {
    test(`${screen} reads offline in the phone's language, with no text shown as its key`, async ({
      page,
      context,
      sandbox,
    }) => {
      const booking = await sandbox.createReservation({
        propertyKey: 'tallinn-lii34',
        paid: true,
        checkInState: 'check-in-completed',
      });
      const response = await page.goto(`${path}?slug=${booking.slug}`);
      expect(await response?.text()).toContain('id="page-data"');
      await untilHydrated(page);
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      await page.evaluate(() => navigator.serviceWorker.ready);
      await untilKeptForOffline(page, { locale: 'el-GR', namespaces });
      expect(await rawTextKeysShown(page)).toEqual([]);

      // Offline, the service worker's app shell draws the page from what the visit left.
      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'el-GR');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
      expect(await page.evaluate(() => document.getElementById('page-data'))).toBeNull();
      expect(await rawTextKeysShown(page)).toEqual([]);
      await context.setOffline(false);
    });
  }
});
