import type { Page } from '@playwright/test';
import { expect, sandboxURL, test } from './support/sandbox.ts';
import { openStay, walkTo } from './support/walk.ts';

/** The sandbox serves the identity provider's page itself, on its own origin. */
const providerPages = `${sandboxURL}/identity/**`;

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

/** Starts the verification and arrives on the provider's page. */
async function goToProvider(page: Page, button: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(providerPages);
  await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
}

/** Decides on the provider's page, which sends the guest back to the stay's online check-in. */
async function decide(
  page: Page,
  slug: string,
  outcome: 'Approve' | 'Decline' | 'Leave it pending',
) {
  await page.getByRole('button', { name: outcome }).click();
  await page.waitForURL(`/stay/check-in?slug=${slug}`);
}

test.describe('online check-in', () => {
  // Whole check-ins, step by step through the sandbox's verification: 24 s of the default 30 on a
  // slow machine's clean-clone run.
  test.describe.configure({ timeout: 60_000 });
  test('guest details, then identity verification: declined, tried again, approved', async ({
    page,
    sandbox,
  }) => {
    const booking = await sandbox.createReservation({ propertyKey: 'berlin-kop92' });
    await openStay(page, booking.slug);
    await page.getByRole('link', { name: 'Add guest details' }).click();
    await expect(page).toHaveURL(`/stay/check-in?slug=${booking.slug}`);

    await fillGuestDetails(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();

    await goToProvider(page, 'Verify my identity');
    const first = new URL(page.url()).pathname;
    await decide(page, booking.slug, 'Decline');
    await expect(page.getByRole('alert')).toHaveText(
      "Verification didn't go through. Please try again or contact us for help.",
    );

    await goToProvider(page, 'Try again');
    expect(new URL(page.url()).pathname).not.toBe(first);
    await decide(page, booking.slug, 'Approve');
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
    await goToProvider(page, 'Verify my identity');
    const verification = new URL(page.url()).pathname.split('/').pop() ?? '';
    await decide(page, booking.slug, 'Leave it pending');
    await expect(page.getByText(/We're waiting for the result of your verification/)).toBeVisible();

    // The provider's verdict arrives later, on its own (the sandbox's helper plays it).
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
