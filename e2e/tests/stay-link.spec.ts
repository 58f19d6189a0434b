import { untilStayRemembered } from './support/hydration.ts';
import { expect, test } from './support/sandbox.ts';
import { whiteLabelURL } from './support/urls.ts';

test.describe('a stay opened through a link with a slug', () => {
  test('shows the stay and remembers it as the current stay', async ({ page, sandbox }) => {
    const booking = await sandbox.createReservation({ propertyKey: 'london-ch65' });
    const reservation = await sandbox.reservation(booking.slug);

    await page.goto(`/stay?slug=${booking.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reservation.property.name);
    await expect(page.getByText(`Booking number ${booking.confirmationNumber}`)).toBeVisible();
    await untilStayRemembered(page, booking.slug);

    await page.goto('/stay');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reservation.property.name);
  });

  test('an unknown slug leads to the error page, which forgets the stay and offers check-in', async ({
    page,
  }) => {
    await page.goto('/stay?slug=demo-stay-london');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/stay?slug=no-such-stay');
    await expect(page).toHaveURL('/error');
    await expect(
      page.getByText('What a bummer! It seems that there is a mistake in the address...'),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('currentStay'))).toBeNull();

    await page.getByRole('link', { name: 'Find your reservation by booking number' }).click();
    await expect(page).toHaveURL('/check-in');
    await expect(page.getByLabel('Last name')).toBeVisible();
  });

  test('an unknown path goes to the stay page', async ({ page }) => {
    await page.goto('/stay?slug=demo-stay-tallinn');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/stay/);
  });
});

test.describe('language and presentation', () => {
  test('?lng= switches the language, is stored and leaves the address', async ({ page }) => {
    await page.goto('/check-in?lng=fi-FI');
    await expect(page).toHaveURL('/check-in');
    await expect(page.getByLabel('Sukunimi')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi-FI');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('fi-FI');

    await page.getByRole('button', { name: 'Etsi varaus' }).click();
    await expect(page.getByText('Pakollinen', { exact: true })).toHaveCount(2);
  });

  test('a white-label host has no logo, no Ask, Explore or Account, and needs a slug', async ({
    page,
  }) => {
    await page.goto(whiteLabelURL('/stay?slug=demo-stay-white-label'));
    const tabs = page.getByRole('navigation', { name: 'Stay sections' });
    await expect(tabs.getByRole('link', { name: 'Stay' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Guest app, home' })).toHaveCount(0);
    await expect(tabs.getByText('Ask')).toHaveCount(0);
    await expect(tabs.getByText('Explore')).toHaveCount(0);
    await expect(tabs.getByText('Account')).toHaveCount(0);

    // Forgotten only once the app has remembered it.
    await untilStayRemembered(page, 'demo-stay-white-label');
    await page.evaluate(() => localStorage.clear());
    await page.goto(whiteLabelURL('/stay'));
    await expect(page).toHaveURL(/\/error$/);
  });

  test('the stay page without any stay explains how to find one', async ({ page }) => {
    await page.goto('/stay');
    await expect(
      page.getByRole('heading', { level: 1, name: 'No stay to show yet' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Find my booking' }).click();
    await expect(page).toHaveURL('/check-in');
  });
});
