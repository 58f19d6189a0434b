import { expect, test } from './support/sandbox.ts';

const staleBanner = "You're offline. What you see may be out of date.";

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
    // screen chunks on the way, as a guest's second visit does.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reservation.property.name);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('offlineStay')))
      .toContain(reservation.property.name);
    await expect(page.getByText(staleBanner)).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reservation.property.name);
    await expect(page.getByText(`Booking number ${booking.confirmationNumber}`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: staleBanner })).toBeVisible();

    // Back online, the banner goes and the stay is loaded again from the network.
    await context.setOffline(false);
    await expect(page.getByText(staleBanner)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reservation.property.name);
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
    expect(await page.evaluate(() => localStorage.getItem('offlineStay'))).toBeNull();

    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await page.goto(`/stay?slug=${booking.slug}`).catch(() => undefined);
    await expect(page.getByRole('alert')).toContainText("You're offline");
    await context.setOffline(false);
  });
});
