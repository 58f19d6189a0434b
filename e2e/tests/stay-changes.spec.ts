import { addCard } from './support/cards.ts';
import { expect, test } from './support/sandbox.ts';
import { wallClock } from './support/time.ts';
import { manageList, openStay, tapManage, walkTo } from './support/walk.ts';

/*
 * The changes a guest makes to a stay, each walked from the stay link alone: the stay page's first
 * action of the moment and its 'Manage your stay' list lead to every screen.
 */

test.describe('changes to a stay, from the stay link', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the stay extended by one night, through the order confirmation', async ({
    page,
    sandbox,
  }) => {
    const stay = await sandbox.createReservation({ propertyKey: 'helsinki-kas40', startInDays: 1 });
    const before = await sandbox.reservation(stay.slug);

    await walkTo(page, stay.slug, '/stay/reservation-extension');
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

    await walkTo(page, stay.slug, '/stay/reservation-extension');
    await page.getByRole('radio', { name: /^More than 2 nights/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'One night more' }).click();

    await expect(page.getByLabel('Number of nights')).toHaveValue('4');
    await expect(page.getByText('Stay extension, 4 nights')).toBeVisible();
  });

  test('the dates of an upcoming stay moved, and the stay page shows them', async ({
    page,
    sandbox,
  }) => {
    const stay = await sandbox.createReservation({ propertyKey: 'helsinki-kas40', startInDays: 5 });
    const before = await sandbox.reservation(stay.slug);
    const arrival = wallClock(before.startDate, before.property.timeZone).date;
    const plusDays = (date: string, days: number) =>
      new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

    await walkTo(page, stay.slug, '/stay/change-dates');
    await expect(page.getByRole('heading', { level: 1, name: 'Change your dates' })).toBeVisible();
    await page.getByLabel('New arrival day').fill(plusDays(arrival, 7));
    await page.getByLabel(/^New departure day/).fill(plusDays(arrival, 10));
    await page.getByRole('button', { name: 'See the new price' }).click();

    // Nothing changes at that tap: the new dates, total, difference and card come first.
    const preview = page.getByRole('region', { name: 'Your new dates' });
    await expect(preview).toBeVisible();
    const nightly = Math.round((before.totalPrice * 100) / 2);
    const euros = (minor: number) =>
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(minor / 100);
    await expect(preview.locator('dt', { hasText: 'New total' }).locator('+ dd')).toHaveText(
      euros(nightly * 3),
    );
    await expect(preview.locator('dt', { hasText: 'To pay now' }).locator('+ dd')).toHaveText(
      euros(nightly * 3 - before.totalPrice * 100),
    );
    await expect(preview.getByText('Charged now to your card ending in 4242.')).toBeVisible();
    const unchanged = await sandbox.reservation(stay.slug);
    expect(unchanged.startDate).toBe(before.startDate);
    await page.getByRole('button', { name: 'Confirm new dates' }).click();

    await expect(page.getByRole('status').getByText('Your dates are changed')).toBeVisible();
    const after = await sandbox.reservation(stay.slug);
    expect(wallClock(after.startDate, after.property.timeZone).date).toBe(plusDays(arrival, 7));
    expect(wallClock(after.endDate, after.property.timeZone).date).toBe(plusDays(arrival, 10));
    await page.getByRole('link', { name: 'Back to your stay' }).click();
    await expect(page.getByRole('heading', { name: 'Your dates' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Your dates' }).getByText('3 nights', { exact: false }),
    ).toBeVisible();
    const departure = new Intl.DateTimeFormat('en-GB', {
      timeZone: after.property.timeZone,
      day: 'numeric',
      month: 'short',
    }).format(new Date(after.endDate));
    await expect(
      page
        .getByRole('region', { name: 'Your dates' })
        .locator('dt', { hasText: 'Check-out' })
        .locator('+ dd'),
    ).toContainText(departure);
  });

  test('the check-in time changed to an earlier timeslot', async ({ page, sandbox }) => {
    const stay = await sandbox.createReservation({ propertyKey: 'helsinki-kas40', startInDays: 1 });

    await walkTo(page, stay.slug, '/stay/change-time');
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

  test('a card added from the stay page, and the list shows it', async ({ page, sandbox }) => {
    const stay = await sandbox.createReservation({ card: 'none' });

    await openStay(page, stay.slug);
    await expect(manageList(page).getByText(/^No card yet/)).toBeVisible();
    await tapManage(page, 'Payment card');
    await expect(page.getByText('No card on this stay yet.')).toBeVisible();
    await addCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('status').getByText('Your card has been added.')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Stay sections' })
      .getByRole('link', { name: 'Stay' })
      .click();
    await expect(manageList(page).getByText(/^Card ending in 4242/)).toBeVisible();
  });

  test('check-out: the rule before the day, then checked out on the departure day', async ({
    page,
    sandbox,
  }) => {
    // Checked in online: a guest who never was is asked to check in first, not to check out.
    const stay = await sandbox.createReservation({
      propertyKey: 'helsinki-kas40',
      nights: 1,
      checkInState: 'check-in-completed',
    });
    const { endDate, property, propertyUnit } = await sandbox.reservation(stay.slug);
    // The unit's own word: a hotel room is never called an apartment.
    const unitWord = propertyUnit?.type === 'apartment' ? 'apartment' : 'room';

    await openStay(page, stay.slug);
    // Before the day: no way to check out, and why not, on the property's calendar.
    await expect(
      manageList(page).getByText(
        /^You can check out on your departure day, .* \(Helsinki time\)\.$/,
      ),
    ).toBeVisible();
    await expect(manageList(page).getByRole('link', { name: 'Check out' })).toHaveCount(0);

    // Two hours before the standard check-out time: the morning of the departure day.
    const checkedOutAt = new Date(Date.parse(endDate) - 2 * 3_600_000).toISOString();
    await sandbox.setClock(checkedOutAt);
    // The gateway may answer from its short response cache (about a second) until the moved
    // clock shows: reload until the stay reads as on its departure day.
    const checkOutToday = page.getByRole('region', { name: 'Check-out today' });
    await expect(async () => {
      await page.reload();
      await expect(checkOutToday).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await checkOutToday.getByRole('link', { name: 'Check out' }).click();
    await page.getByRole('button', { name: 'Check out now' }).click();

    await expect(page.getByRole('heading', { level: 1, name: "You're checked out" })).toBeVisible();
    const apartmentUntil = wallClock(
      new Date(Date.parse(checkedOutAt) + 15 * 60_000).toISOString(),
      property.timeZone,
    ).time;
    await expect(page.getByText(apartmentUntil, { exact: true })).toBeVisible();
    await expect(page.getByText('23:00', { exact: true })).toBeVisible();

    // Back on the stay page: what stays open, and nothing left to manage.
    await page
      .getByRole('navigation', { name: 'Stay sections' })
      .getByRole('link', { name: 'Stay' })
      .click();
    await expect(page.getByText("You've checked out")).toBeVisible();
    await expect(
      page.getByText(
        `The ${unitWord} stays open until ${apartmentUntil}, the building until 23:00.`,
      ),
    ).toBeVisible();
    await expect(manageList(page)).toHaveCount(0);
  });

  test('a refundable stay cancelled free of charge; the stay link then says it was cancelled', async ({
    page,
    sandbox,
  }) => {
    const stay = await sandbox.createReservation({ startInDays: 7, cancellation: 'refundable' });

    await openStay(page, stay.slug);
    await expect(
      manageList(page).getByRole('link', { name: 'Cancel reservation' }),
    ).toHaveAccessibleDescription(/^Free cancellation until /);
    await tapManage(page, 'Cancel reservation');
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

    await page
      .getByRole('navigation', { name: 'Stay sections' })
      .getByRole('link', { name: 'Stay' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'This stay was cancelled' }),
    ).toBeVisible();
    await expect(page.getByText(/ended/)).toHaveCount(0);
  });

  test('a non-refundable stay cancelled at the full price', async ({ page, sandbox }) => {
    const stay = await sandbox.createReservation({
      startInDays: 7,
      cancellation: 'non-refundable',
    });

    await walkTo(page, stay.slug, '/stay/cancel-reservation');
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

  test('a started stay cancelled, with no refund: charged in full', async ({ page, sandbox }) => {
    const stay = await sandbox.createReservation({ startInDays: -1, nights: 3 });

    await openStay(page, stay.slug);
    await expect(
      manageList(page).getByRole('link', { name: 'Cancel reservation' }),
    ).toHaveAccessibleDescription('Your stay has started: no refund, the full price is charged');
    await tapManage(page, 'Cancel reservation');
    await expect(
      page.getByText(
        'Your stay has started: there are no refunds once a stay has started. If you cancel now, the full price is charged.',
      ),
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
