import { violationsOf } from './support/axe.ts';
import { expect, test } from './support/sandbox.ts';
import { whiteLabelURL } from './support/urls.ts';

/** The screens of the stay's changes and content, each with what shows it has rendered. */
const screens = [
  { path: '/stay/location', heading: 'How to find us' },
  { path: '/stay/sustainability', heading: "Your stay's footprint" },
  { path: '/stay/referral', heading: 'Invite a friend' },
  { path: '/stay/reservation-extension', heading: 'Extend your stay' },
  {
    path: '/stay/order-product/reservation-extension',
    query: '&nights=3',
    heading: 'Your extension',
  },
  { path: '/stay/change-time', heading: 'Change your times' },
  { path: '/stay/check-out', heading: 'Check out' },
  { path: '/stay/cancel-reservation', heading: 'Cancel reservation' },
] as const;

test.describe('accessibility of the stay changes and content (axe-core, WCAG 2.2 AA)', () => {
  // One test per screen and presentation: each stays well inside the test timeout.
  for (const screen of [
    ...screens,
    { path: '/stay/ask', heading: 'How can we help?' },
    { path: '/stay/explore', heading: 'Explore Helsinki' },
  ]) {
    test(`${screen.path}, main presentation`, async ({ page, sandbox }) => {
      const stay = await sandbox.createReservation({
        propertyKey: 'helsinki-kas40',
        startInDays: 3,
      });
      await page.goto(`${screen.path}?slug=${stay.slug}${'query' in screen ? screen.query : ''}`);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });
  }

  for (const screen of [...screens, { path: '/stay/ask', heading: 'Help' }]) {
    test(`${screen.path}, white-label presentation`, async ({ page, sandbox }) => {
      const stay = await sandbox.createReservation({ whiteLabel: true, startInDays: 3 });
      const query = 'query' in screen ? screen.query : '';
      await page.goto(whiteLabelURL(`${screen.path}?slug=${stay.slug}${query}`));
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });
  }

  test('the success pages and the confirmation dialog', async ({ page, sandbox }) => {
    const stay = await sandbox.createReservation({ startInDays: 7 });
    await page.goto(`/stay/cancel-reservation?slug=${stay.slug}`);
    await page.getByRole('button', { name: 'Cancel reservation' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
    await page.getByRole('button', { name: 'Yes, cancel reservation' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your reservation is cancelled' }),
    ).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);

    const leaving = await sandbox.createReservation({ startInDays: -1, nights: 1 });
    await page.goto(whiteLabelURL(`/stay/check-out?slug=${leaving.slug}`));
    await page.getByRole('button', { name: 'Check out now' }).click();
    await expect(page.getByRole('heading', { name: "You're checked out" })).toBeVisible();
    // The page arrives animated: axe judges the colours once it has faded in, not halfway.
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished)),
    );
    expect(await violationsOf(page)).toEqual([]);
  });
});
