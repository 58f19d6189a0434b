import { expect, test } from './support/sandbox.ts';
import { wallClock } from './support/time.ts';

test.describe('changes to a stay', () => {
  test('the stay extended by one night, through the order confirmation', async ({
    page,
    sandbox,
  }) => {
    const stay = await sandbox.createReservation({ propertyKey: 'helsinki-kas40', startInDays: 1 });
    const before = await sandbox.reservation(stay.slug);

    await page.goto(`/stay/reservation-extension?slug=${stay.slug}`);
    await page.getByRole('radio', { name: /^1 night/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your extension' })).toBeVisible();
    await page.getByRole('button', { name: 'Review and pay' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed' }),
    ).toBeVisible({ timeout: 15_000 });
    const after = await sandbox.reservation(stay.slug);
    expect(Date.parse(after.endDate) - Date.parse(before.endDate)).toBe(24 * 3_600_000);
  });

  test('more than 2 nights: as many as the unit is free for', async ({ page, sandbox }) => {
    const stay = await sandbox.createReservation({ propertyKey: 'helsinki-kas40', startInDays: 1 });

    await page.goto(`/stay/reservation-extension?slug=${stay.slug}`);
    await page.getByRole('radio', { name: /^More than 2 nights/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'One night more' }).click();

    await expect(page.getByLabel('Number of nights')).toHaveValue('4');
    await expect(page.getByText('Stay extension, 4 nights')).toBeVisible();
  });

  test('the check-in time changed to an earlier timeslot', async ({ page, sandbox }) => {
    const stay = await sandbox.createReservation({ propertyKey: 'helsinki-kas40', startInDays: 1 });

    await page.goto(`/stay/change-time?slug=${stay.slug}`);
    await page.getByRole('radiogroup', { name: 'Arrive from' }).getByText('13:00').click();
    await page.getByRole('button', { name: 'Change time' }).click();

    // Bought like every paid extra: the card, the total and the charge note come first.
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
    await expect(page.getByText('Card ending in 4242')).toBeVisible();
    await expect(
      page.getByText('The amount is charged to your card before or during your stay.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed' }),
    ).toBeVisible({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Back to your stay' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Your dates' })
        .locator('dt', { hasText: 'Check-in' })
        .locator('+ dd'),
    ).toContainText('13:00');
  });

  test('check-out opens on the day of departure, in the property time zone', async ({
    page,
    sandbox,
  }) => {
    const stay = await sandbox.createReservation({ propertyKey: 'helsinki-kas40', nights: 1 });
    const { endDate, property } = await sandbox.reservation(stay.slug);

    await page.goto(`/stay/check-out?slug=${stay.slug}`);
    await expect(page.getByText('Check-out opens on the day of departure')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check out now' })).toHaveCount(0);

    // Two hours before the standard check-out time: the morning of the departure day.
    const checkedOutAt = new Date(Date.parse(endDate) - 2 * 3_600_000).toISOString();
    await sandbox.setClock(checkedOutAt);
    // The gateway may answer from its short response cache (about a second) until the moved
    // clock shows: reload until the stay reads as on its departure day.
    const checkOut = page.getByRole('button', { name: 'Check out now' });
    await expect(async () => {
      await page.reload();
      await expect(checkOut).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await checkOut.click();

    await expect(page.getByRole('heading', { level: 1, name: "You're checked out" })).toBeVisible();
    await expect(page).toHaveURL(`/stay/check-out/success?slug=${stay.slug}`);
    const apartmentUntil = wallClock(
      new Date(Date.parse(checkedOutAt) + 15 * 60_000).toISOString(),
      property.timeZone,
    ).time;
    await expect(page.getByText(apartmentUntil, { exact: true })).toBeVisible();
    await expect(page.getByText('23:00', { exact: true })).toBeVisible();
  });

  test('a refundable stay cancelled free of charge', async ({ page, sandbox }) => {
    const stay = await sandbox.createReservation({ startInDays: 7, cancellation: 'refundable' });

    await page.goto(`/stay/cancel-reservation?slug=${stay.slug}`);
    await expect(page.getByText('Refundable', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Free cancellation until /)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel reservation' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this reservation?' });
    await expect(dialog.getByText('This cannot be undone.')).toBeVisible();
    await expect(dialog.getByText('Cancelling is free of charge.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, cancel reservation' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Your reservation is cancelled' }),
    ).toBeVisible();
    await expect(page.getByText("You won't be charged for it.")).toBeVisible();
    await expect(page).toHaveURL(`/stay/cancel-reservation-success?slug=${stay.slug}`);
  });

  test('a non-refundable stay cancelled at the full price', async ({ page, sandbox }) => {
    const stay = await sandbox.createReservation({
      startInDays: 7,
      cancellation: 'non-refundable',
    });

    await page.goto(`/stay/cancel-reservation?slug=${stay.slug}`);
    await expect(
      page.getByText('This booking is non-refundable: if you cancel, the full price is charged.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Cancel reservation' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this reservation?' });
    await expect(dialog.getByText('You will be charged the full price:')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, cancel reservation' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Your reservation is cancelled' }),
    ).toBeVisible();
    await expect(
      page.getByText("The full price is charged, as the booking's terms say."),
    ).toBeVisible();
  });
});
