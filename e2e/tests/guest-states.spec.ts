import { untilHydrated } from './support/hydration.ts';
import { expect, test } from './support/sandbox.ts';
import { openStay } from './support/walk.ts';

// States a guest meets on a phone (issue 17): each reached from an entry point by taps.

test.describe('the debug tools, decided at run time', () => {
  test.use({ debugToolsShown: true });
  test('are there on localhost, where npm start serves the production build', async ({ page }) => {
    await page.goto('/check-in');
    await expect(page.getByRole('button', { name: 'Debug · development' })).toBeVisible();
  });
});

test.describe('the booking lookup', () => {
  test('takes the booking number as a guest types it: "bk 1000…" and the digits alone', async ({
    page,
    sandbox,
  }) => {
    const booking = await sandbox.createReservation({ lastName: 'Lindqvist' });
    const digits = booking.confirmationNumber.replace(/\D/g, '');
    for (const typed of [`bk ${digits}`, digits]) {
      await page.goto('/check-in');
      await page.getByLabel('Last name').fill('Lindqvist');
      await page.getByLabel('Booking number').fill(typed);
      await page.getByRole('button', { name: 'Find reservation' }).click();
      await expect(page).toHaveURL(/\/stay\?slug=/);
      await expect(page.getByText(`Booking number ${booking.confirmationNumber}`)).toBeVisible();
    }
  });
});

test.describe('a first visit', () => {
  test.use({ locale: 'de-DE' });

  test("follows the phone's language", async ({ page }) => {
    await page.goto('/check-in');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ihre Buchung finden' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('de-DE');
  });
});

test.describe('help and chat on the Ask tab', () => {
  test('finds Wi-Fi for "wifi" and check-out for "checkout", offers a chat and says when support answers on the property\'s clock', async ({
    page,
    sandbox,
  }) => {
    const booking = await sandbox.createReservation({ propertyKey: 'helsinki-kas40' });
    await page.goto(`/stay?slug=${booking.slug}`);
    await page
      .getByRole('navigation', { name: 'Stay sections' })
      .getByRole('link', { name: 'Ask' })
      .click();
    await expect(page.getByRole('region', { name: 'Chat with us' })).toBeVisible();
    // The operator's 07:00-02:00 at +02:00, on Helsinki's clock (the same in its winter).
    await expect(page.getByText(/^Phone: \d\d:00–\d\d:00 \(Helsinki time\)$/)).toBeVisible();
    await page.getByLabel('Search help articles').fill('wifi');
    await expect(page.getByText('Wi-Fi', { exact: true })).toBeVisible();
    // As guests type it: one word, no hyphen.
    await page.getByLabel('Search help articles').fill('checkout');
    await expect(page.getByText('How do I check out?', { exact: true })).toBeVisible();
  });
});

test.describe('a screen not visited yet, opened offline', () => {
  test('keeps the header and tabs, says so, and loads by itself once back online', async ({
    page,
    context,
    sandbox,
  }) => {
    const booking = await sandbox.createReservation({ propertyKey: 'tallinn-lii34' });
    await page.goto(`/stay?slug=${booking.slug}`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await context.setOffline(true);
    const tabs = page.getByRole('navigation', { name: 'Stay sections' });
    await tabs.getByRole('link', { name: 'Extras' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("You're offline");
    await expect(alert).toContainText('This screen loads by itself once you are back online.');
    await expect(tabs).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Extras' })).toBeVisible();
    await expect(page.getByText("You're offline", { exact: false })).toHaveCount(0);
  });
});

test.describe('a door tapped offline', () => {
  test('says the phone seems offline, in words, not a raw text key', async ({
    page,
    context,
    sandbox,
  }) => {
    const booking = await sandbox.createReservation({
      propertyKey: 'london-ch65',
      checkInState: 'check-in-completed',
    });
    const { startDate } = await sandbox.reservation(booking.slug);
    await sandbox.setClock(new Date(new Date(startDate).getTime() + 60 * 60_000));
    await page.goto(`/stay?slug=${booking.slug}`);
    await untilHydrated(page);
    await page.getByRole('link', { name: /^See all \d+ doors and codes$/ }).click();
    const slider = page.getByRole('slider', { name: /^Slide to open/ });
    await expect(slider).toBeVisible();

    await context.setOffline(true);
    await slider.focus();
    await page.keyboard.press('End');
    const door = page.getByRole('listitem').filter({ has: slider });
    await expect(door.getByRole('alert')).toContainText("The door didn't open");
    await expect(door.getByRole('alert')).toContainText(
      'We couldn’t reach the door: your phone seems to be offline.',
    );
    await expect(door.getByRole('alert')).not.toContainText('code.network');
    await context.setOffline(false);
  });
});

test.describe("the London building's elevator renovation", () => {
  test('is on the door screen while it lasts, and gone afterwards', async ({ page, sandbox }) => {
    await sandbox.setClock(new Date('2025-06-01T10:00:00Z'));
    const during = await sandbox.createReservation({ propertyKey: 'london-ch65' });
    await openStay(page, during.slug);
    await page.getByRole('link', { name: /^See all \d+ doors and codes$/ }).click();
    await expect(page.getByText('The elevator is being renovated')).toBeVisible();
    await expect(page.getByText('From 12 May 2025 to 14 August 2025')).toBeVisible();

    await sandbox.setClock(new Date('2025-08-15T10:00:00Z'));
    const after = await sandbox.createReservation({ propertyKey: 'london-ch65' });
    await openStay(page, after.slug);
    await page.getByRole('link', { name: /^See all \d+ doors and codes$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Getting in' })).toBeVisible();
    await expect(page.getByText('The elevator is being renovated')).toHaveCount(0);
  });
});
