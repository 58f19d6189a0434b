import type { Page } from '@playwright/test';
import { untilKeptForOffline } from './support/offline.ts';
import { expect, test } from './support/sandbox.ts';
import { openStay, walkTo } from './support/walk.ts';

/**
 * A London stay (entrance code, elevator, remote unit door), checked in online (codes come after
 * check-in) and under way: the sandbox's clock an hour after its start.
 */
async function stayUnderWay(sandbox: import('./support/sandbox.ts').Sandbox, paid = true) {
  const booking = await sandbox.createReservation({
    propertyKey: 'london-ch65',
    paid,
    checkInState: 'check-in-completed',
  });
  const { startDate } = await sandbox.reservation(booking.slug);
  await sandbox.setClock(new Date(new Date(startDate).getTime() + 60 * 60_000));
  return booking;
}

const unitDoor = (page: Page) => page.getByRole('slider', { name: /^Slide to open/ });
/** The door card with the slide control: the stay's own room (the only remote door there). */
const unitDoorRegion = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('slider') });

test.describe('door access', () => {
  test('lists the doors in order with their codes, and opens the room by sliding', async ({
    page,
    sandbox,
  }) => {
    const booking = await stayUnderWay(sandbox);
    await walkTo(page, booking.slug, '/stay/access');
    await expect(page.getByRole('heading', { level: 1, name: 'Getting in' })).toBeVisible();

    const entrance = page.getByRole('region', { name: 'Main entrance' });
    await expect(entrance.getByText('Door code')).toBeVisible();
    await expect(entrance.getByText(/^Then press/)).toBeVisible();
    await expect(entrance.getByText(/^Valid from .* until .*/)).toBeVisible();

    const slider = unitDoor(page);
    await slider.scrollIntoViewIfNeeded();
    const box = await slider.boundingBox();
    const track = await slider.locator('..').boundingBox();
    if (!box || !track) throw new Error('The slide control is not on screen.');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width - 4, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();

    const status = unitDoorRegion(page).getByRole('status');
    await expect(status).toHaveText('Door open');
    await expect(
      page.getByText('Push the door now: it locks again by itself after 6 seconds.'),
    ).toBeVisible();
    // The door locks itself again: the control goes back to idle.
    await expect(slider).not.toHaveAttribute('aria-disabled', 'true', { timeout: 12_000 });
    await expect(status).toHaveText('');
  });

  test('opens the room from the keyboard: End completes the slide', async ({ page, sandbox }) => {
    const booking = await stayUnderWay(sandbox);
    await walkTo(page, booking.slug, '/stay/access');
    const slider = unitDoor(page);
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '10');
    await page.keyboard.press('End');
    await expect(unitDoorRegion(page).getByRole('status')).toHaveText('Door open');
  });

  test('says too many attempts when the door was unlocked too often', async ({ page, sandbox }) => {
    const booking = await stayUnderWay(sandbox);
    const keys = await sandbox.propertyKeys(booking.slug);
    const unit = keys.find((key) => key.type === 'property-unit');
    if (!unit) throw new Error('The stay has no unit door.');
    // Five unlocks from another device of the stay within the minute.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await sandbox.unlock(booking.slug, unit.id)).toBe(201);
    }
    await walkTo(page, booking.slug, '/stay/access');
    await unitDoor(page).focus();
    await page.keyboard.press('Enter');
    const alert = unitDoorRegion(page).getByRole('alert');
    await expect(alert).toContainText('Too many attempts');
    await expect(alert).toContainText(
      'Too many attempts to open the door. Please wait a few minutes, then try again.',
    );
  });

  test('calls the elevator: sending request, then on its way', async ({ page, sandbox }) => {
    const booking = await stayUnderWay(sandbox);
    await walkTo(page, booking.slug, '/stay/access');
    const elevator = page.getByRole('region', { name: 'Elevator' });
    await elevator.getByRole('button', { name: 'Call the elevator' }).click();
    await expect(elevator.getByRole('status')).toHaveText('The elevator is on its way');
  });

  test('shows no code before the stay is paid, and offers a way to pay', async ({
    page,
    sandbox,
  }) => {
    const booking = await stayUnderWay(sandbox, false);
    await openStay(page, booking.slug);
    const doors = page.getByRole('region', { name: 'Door access' });
    await expect(
      doors.getByText('The code is available once your reservation is paid.'),
    ).toBeVisible();
    await expect(doors.getByRole('link', { name: 'Contact us' })).toBeVisible();
    await doors.getByRole('link', { name: 'Pay for your stay' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for your stay' })).toBeVisible();
    await page.getByRole('link', { name: 'Add a payment card' }).click();
    await expect(page.getByLabel('Card number')).toBeVisible();

    await walkTo(page, booking.slug, '/stay/access');
    const entrance = page.getByRole('region', { name: 'Main entrance' });
    await expect(entrance.getByText('Not paid yet')).toBeVisible();
    await expect(
      entrance.getByText('The code is available once your reservation is paid.'),
    ).toBeVisible();
    await expect(entrance.getByText('Door code')).toHaveCount(0);
    await expect(page.getByRole('slider')).toHaveCount(0);
  });

  test('says from when the doors open before the stay starts', async ({ page, sandbox }) => {
    const booking = await sandbox.createReservation({ propertyKey: 'london-ch65', startInDays: 3 });
    await walkTo(page, booking.slug, '/stay/access');
    await expect(
      page
        .getByRole('region', { name: 'Main entrance' })
        .getByText(/^Available from \d\d:\d\d on /),
    ).toBeVisible();
  });

  test('keeps the codes and the Wi-Fi readable offline, marked as possibly out of date', async ({
    page,
    context,
    sandbox,
  }) => {
    const booking = await stayUnderWay(sandbox);
    await walkTo(page, booking.slug, '/stay/access');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The page the service worker first controls is the next one: it caches the screen's chunks.
    await page.reload();
    const entrance = page.getByRole('region', { name: 'Main entrance' });
    await expect(entrance.getByText('Door code')).toBeVisible();
    const code = await entrance
      .locator('span[aria-hidden="true"]')
      .filter({ hasText: /^\d{4,}$/ })
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText, not the DOM property.
      .innerText();
    const passwordOf = (region: ReturnType<Page['getByRole']>) =>
      region.getByRole('definition').nth(1).locator('span').first();
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText, not the DOM property.
    const password = await passwordOf(page.getByRole('region', { name: 'Wi-Fi' })).innerText();
    await untilKeptForOffline(page, { locale: 'en-GB', namespaces: ['access'] });
    expect(await page.evaluate(() => localStorage.getItem('offlineStay'))).toContain(code);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Getting in' })).toBeVisible();
    await expect(entrance.getByText(code)).toBeVisible();
    await expect(passwordOf(page.getByRole('region', { name: 'Wi-Fi' }))).toHaveText(password);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^You're offline\. Shown from your phone, last updated \d\d:\d\d\.$/ }),
    ).toBeVisible();
    await context.setOffline(false);
  });
});
