import { readFile } from 'node:fs/promises';
import { expect, normalisedPhone, test } from './support/sandbox.ts';

test.describe('the stay page', () => {
  test('shows the stay with its next step, and leads to the doors', async ({ page, sandbox }) => {
    const booking = await sandbox.createReservation({
      propertyKey: 'london-ch65',
      checkInState: 'check-in-completed',
    });
    const reservation = await sandbox.reservation(booking.slug);
    await sandbox.setClock(new Date(new Date(reservation.startDate).getTime() + 60 * 60_000));
    await page.goto(`/stay?slug=${booking.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reservation.property.name);
    const doors = page.getByRole('region', { name: 'Door access' });
    // Checked in: getting in is the action of the moment, check-in is done with.
    await expect(doors).toBeVisible();
    await expect(page.getByRole('region', { name: 'Online check-in' })).toHaveCount(0);
    await expect(doors.getByText(/: code$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Wi-Fi' })).toBeVisible();
    const phone = normalisedPhone(reservation.property.phone);
    await expect(
      page
        .getByRole('region', { name: 'Contact us' })
        .getByRole('link', { name: `Call us ${phone}` }),
    ).toHaveAttribute('href', `tel:${phone}`);

    await doors.getByRole('link', { name: /See all \d+ doors and codes/ }).click();
    await expect(page).toHaveURL(`/stay/access?slug=${booking.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Getting in' })).toBeVisible();
  });

  test('downloads the check-in and check-out as a calendar file', async ({ page, sandbox }) => {
    const booking = await sandbox.createReservation({ propertyKey: 'helsinki-kas40' });
    const reservation = await sandbox.reservation(booking.slug);
    await page.goto(`/stay?slug=${booking.slug}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`stay-${booking.confirmationNumber}.ics`);
    const file = await readFile(await download.path(), 'utf8');
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(file).toContain(`DTSTART:${utc(reservation.startDate)}`);
    expect(file).toContain(`DTSTART:${utc(reservation.endDate)}`);
    expect(file).toContain(`Check-in at ${reservation.property.name}`);
  });

  test('an invited guest opens the shared link: the whole stay, nothing of the booker', async ({
    page,
    browser,
    sandbox,
  }) => {
    const booking = await sandbox.createReservation({
      propertyKey: 'london-ch65',
      firstName: 'Aino',
      lastName: 'Sharer',
      email: 'aino.sharer@example.com',
      checkInState: 'check-in-completed',
    });
    // This browser has no share sheet: the link is copied.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined });
    });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/stay?slug=${booking.slug}`);
    await page.getByRole('button', { name: 'Share stay' }).click();
    await expect(
      page.getByText('Link copied. Anyone with this link can open the stay.'),
    ).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname + new URL(link).search).toBe(`/stay?slug=${booking.slug}`);

    // Another person's phone: nothing stored, nobody signed in.
    const invited = await browser.newContext();
    const guestPage = await invited.newPage();
    await guestPage.goto(link);
    const reservation = await sandbox.reservation(booking.slug);
    await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText(
      reservation.property.name,
    );
    await expect(guestPage.getByRole('region', { name: 'Door access' })).toBeVisible();
    await expect(guestPage.locator('body')).not.toContainText(/Aino|Sharer|aino\.sharer/);
    await guestPage.getByRole('link', { name: /See all \d+ doors and codes/ }).click();
    await expect(guestPage.getByRole('heading', { level: 1, name: 'Getting in' })).toBeVisible();
    await expect(guestPage.locator('body')).not.toContainText(/Aino|Sharer|aino\.sharer/);
    await invited.close();
  });
});
