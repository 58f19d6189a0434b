import type { Page } from '@playwright/test';
import { expect, test } from './support/sandbox.ts';
import { baseURL } from './support/urls.ts';
import { walkTo } from './support/walk.ts';

/** The sandbox's identity provider lives on a host no browser reaches: this page stands in. */
const providerPages = 'https://identity.sandbox.guest-app.test/**';

async function fillGuestDetails(page: Page) {
  await page.getByLabel('First name').fill('Aino');
  await page.getByLabel('Last name').fill('Virtanen');
  await page.getByLabel('Date of birth').fill('1990-04-12');
  // A guest from abroad (a Berlin stay, a Finnish guest) must show an identity document.
  await page.getByLabel('Nationality').selectOption('FI');
  await page.getByLabel('E-mail').fill('aino@example.com');
  await page.getByLabel('Phone number').fill('+358 40 1234567');
  await page.getByLabel('Street and number').fill('Mannerheimintie 1');
  await page.getByLabel('Postal code').fill('00100');
  await page.getByLabel('City').fill('Helsinki');
  await page.getByLabel('Country').selectOption('FI');
  await page.getByLabel('Purpose of your trip').selectOption('LEISURE');
}

/** Starts the verification and arrives on the provider's page; answers the verification's id. */
async function goToProvider(page: Page, button: string): Promise<string> {
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(providerPages);
  await expect(page.getByRole('heading', { name: 'Identity provider' })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

test.describe('online check-in', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(providerPages, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Identity provider</title><h1>Identity provider</h1><a href="${baseURL}/stay/check-in">Back to the app</a></html>`,
      }),
    );
  });

  test('guest details, then identity verification: declined, tried again, approved', async ({
    page,
    sandbox,
  }) => {
    const booking = await sandbox.createReservation({ propertyKey: 'berlin-kop92' });
    await page.goto(`/stay?slug=${booking.slug}`);
    await page.getByRole('link', { name: 'Add guest details' }).click();
    await expect(page).toHaveURL(`/stay/check-in?slug=${booking.slug}`);

    await fillGuestDetails(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();

    const first = await goToProvider(page, 'Verify my identity');
    await sandbox.identityVerdict(first, 'declined');
    await page.getByRole('link', { name: 'Back to the app' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      "Verification didn't go through. Please try again or contact us for help.",
    );

    const second = await goToProvider(page, 'Try again');
    expect(second).not.toBe(first);
    await sandbox.identityVerdict(second, 'approved');
    await page.getByRole('link', { name: 'Back to the app' }).click();
    await expect(page.getByText("You're checked in", { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Back to your stay' }).click();
    // Checked in: getting in is the stay page's first action now, check-in is done with.
    await expect(page.getByRole('region', { name: 'Door access' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Online check-in' })).toHaveCount(0);
  });

  test('back before the verdict: waits for it, then shows the outcome', async ({
    page,
    sandbox,
  }) => {
    const booking = await sandbox.createReservation({
      propertyKey: 'berlin-kop92',
      checkInState: 'id-verification-required',
    });
    await walkTo(page, booking.slug, '/stay/check-in');
    const verification = await goToProvider(page, 'Verify my identity');
    await page.getByRole('link', { name: 'Back to the app' }).click();
    await expect(page.getByText(/We're waiting for the result of your verification/)).toBeVisible();

    await sandbox.identityVerdict(verification, 'approved');
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByText("You're checked in", { exact: true })).toBeVisible();
  });

  test('a guest from the property country is checked in with the details alone', async ({
    page,
    sandbox,
  }) => {
    const booking = await sandbox.createReservation({ propertyKey: 'berlin-kop92' });
    await walkTo(page, booking.slug, '/stay/check-in');
    await fillGuestDetails(page);
    await page.getByLabel('Nationality').selectOption('DE');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText("You're checked in", { exact: true })).toBeVisible();
  });
});
