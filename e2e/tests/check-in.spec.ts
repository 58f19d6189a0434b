import { untilHydrated } from './support/hydration.ts';
import { expect, test } from './support/sandbox.ts';
import { wallClock } from './support/time.ts';

test.describe('online check-in by last name and booking number', () => {
  test('finds the stay, whatever the case of the last name, and shows it in the property time zone', async ({
    page,
    sandbox,
  }) => {
    const booking = await sandbox.createReservation({
      propertyKey: 'helsinki-kas40',
      lastName: 'Lindqvist',
      startInDays: 3,
      nights: 2,
    });
    const reservation = await sandbox.reservation(booking.slug);

    await page.goto('/check-in');
    await page.getByLabel('Last name').fill('lINDQVIST');
    await page.getByLabel('Booking number').fill(booking.confirmationNumber);
    await page.getByRole('button', { name: 'Find reservation' }).click();

    await expect(page).toHaveURL(`/stay?slug=${booking.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reservation.property.name);
    await expect(page).toHaveTitle(/Guest app \| /);

    // Helsinki is two hours ahead of UTC in winter: a page that formatted in UTC or in the
    // browser's zone would show another hour than the property's 15:00 and 11:00.
    const checkIn = page.locator('time').first();
    const checkOut = page.locator('time').nth(1);
    const arrival = wallClock(reservation.startDate, 'Europe/Helsinki');
    const departure = wallClock(reservation.endDate, 'Europe/Helsinki');
    expect(arrival.time).toBe('15:00');
    await expect(checkIn).toContainText(arrival.time);
    await expect(checkIn).toContainText(arrival.dayMonth);
    await expect(checkOut).toContainText(departure.time);
    await expect(checkOut).toContainText(departure.dayMonth);
    await expect(checkIn).toHaveAttribute('datetime', reservation.startDate);
  });

  test('opens the seeded demo stay from the README', async ({ page }) => {
    await page.goto('/check-in');
    await page.getByLabel('Last name').fill('Virtanen');
    await page.getByLabel('Booking number').fill('BK-100001');
    await page.getByRole('button', { name: 'Find reservation' }).click();

    await expect(page).toHaveURL('/stay?slug=demo-stay-helsinki');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Helsinki Kasarmikatu 40');
  });

  test('says Required under each empty field and focuses the first one', async ({ page }) => {
    await page.goto('/check-in');
    // The app's own validation and focus: a tap before it runs posts the form to the server.
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Find reservation' }).click();

    const lastName = page.getByLabel('Last name');
    const bookingNumber = page.getByLabel('Booking number');
    await expect(page.getByText('Required', { exact: true })).toHaveCount(2);
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await expect(bookingNumber).toHaveAttribute('aria-invalid', 'true');
    await expect(lastName).toBeFocused();
    await expect(page).toHaveURL('/check-in');

    await lastName.fill('Virtanen');
    await page.getByRole('button', { name: 'Find reservation' }).click();
    await expect(page.getByText('Required', { exact: true })).toHaveCount(1);
    await expect(bookingNumber).toBeFocused();
  });

  test('tells the guest when nothing matches', async ({ page }) => {
    await page.goto('/check-in');
    await page.getByLabel('Last name').fill('Virtanen');
    await page.getByLabel('Booking number').fill('BK-999999');
    await page.keyboard.press('Enter');

    await expect(page.getByRole('alert')).toHaveText(
      'No reservation found. Please check the last name or booking number and try again or contact us for help',
    );
    await expect(page).toHaveURL('/check-in');
  });
});
