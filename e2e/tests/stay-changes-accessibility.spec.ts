import { violationsOf } from './support/axe.ts';
import { expect, test } from './support/sandbox.ts';
import { openStay, type StayScreen, walkTo } from './support/walk.ts';

/** The screens of the stay's changes and content, each with what shows it has rendered. */
const screens = [
  { path: '/stay/location', heading: 'How to find us' },
  { path: '/stay/sustainability', heading: "Your stay's footprint" },
  { path: '/stay/reservation-extension', heading: 'Extend your stay' },
  { path: '/stay/order-product/reservation-extension', heading: 'Your extension' },
  { path: '/stay/change-time', heading: 'Change your times' },
  { path: '/stay/change-dates', heading: 'Change your dates' },
  { path: '/stay/cancel-reservation', heading: 'Cancel reservation' },
] as const satisfies readonly { path: StayScreen; heading: string }[];

/** Check-out opens on the departure day: a stay that ends today. */
const departureDay = { startInDays: -1, nights: 1 };

test.describe('accessibility of the stay changes and content (axe-core, WCAG 2.2 AA)', () => {
  // One test per screen and presentation: each stays well inside the test timeout.
  for (const screen of [
    ...screens,
    // The referral code belongs to an account: the main presentation's Explore leads to it.
    { path: '/stay/referral', heading: 'Invite a friend' },
    { path: '/stay/ask', heading: 'How can we help?' },
    { path: '/stay/explore', heading: 'Explore Helsinki' },
  ] as const) {
    test(`${screen.path}, main presentation`, async ({ page, sandbox }) => {
      const stay = await sandbox.createReservation({
        propertyKey: 'helsinki-kas40',
        startInDays: 3,
      });
      await walkTo(page, stay.slug, screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });
  }
  for (const screen of [...screens, { path: '/stay/ask', heading: 'Help' }] as const) {
    test(`${screen.path}, white-label presentation`, async ({ page, sandbox }) => {
      const stay = await sandbox.createReservation({ whiteLabel: true, startInDays: 3 });
      await walkTo(page, stay.slug, screen.path, 'white-label');
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });
  }
  for (const presentation of ['main', 'white-label'] as const) {
    test(`/stay/check-out on the departure day, ${presentation} presentation`, async ({
      page,
      sandbox,
    }) => {
      const stay = await sandbox.createReservation({
        ...departureDay,
        whiteLabel: presentation === 'white-label',
      });
      await walkTo(page, stay.slug, '/stay/check-out', presentation);
      await expect(page.getByRole('heading', { level: 1, name: 'Check out' })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });
  }

  test('the success pages and the confirmation dialog', async ({ page, sandbox }) => {
    // Several screens, each loaded and analysed by axe: more than one page's default time.
    test.setTimeout(60_000);
    const stay = await sandbox.createReservation({ startInDays: 7 });
    await walkTo(page, stay.slug, '/stay/cancel-reservation');
    await page.getByRole('button', { name: 'Cancel reservation' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
    await page.getByRole('button', { name: 'Yes, cancel reservation' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your reservation is cancelled' }),
    ).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);

    const leaving = await sandbox.createReservation({ ...departureDay, whiteLabel: true });
    await walkTo(page, leaving.slug, '/stay/check-out', 'white-label');
    await page.getByRole('button', { name: 'Check out now' }).click();
    await expect(page.getByRole('heading', { name: "You're checked out" })).toBeVisible();
    // The page arrives animated: axe judges the colours once it has faded in, not halfway.
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished)),
    );
    expect(await violationsOf(page)).toEqual([]);
  });

  for (const presentation of ['main', 'white-label'] as const) {
    test(`the stay page through its life, ${presentation} presentation`, async ({
      page,
      sandbox,
    }) => {
      // Four stays, each opened and analysed by axe: more than one page's default time.
      test.setTimeout(60_000);
      const whiteLabel = presentation === 'white-label';
      for (const seed of [
        { startInDays: 3 },
        departureDay,
        { startInDays: 3, status: 'canceled' as const },
        { startInDays: -1, nights: 3, checkInState: 'check-in-completed' as const },
      ]) {
        const stay = await sandbox.createReservation({ ...seed, whiteLabel });
        await openStay(page, stay.slug, presentation);
        await expect(
          page
            .getByRole('region', { name: /Manage your stay|Contact us/ })
            .first()
            .or(page.getByRole('heading', { level: 1, name: 'This stay was cancelled' })),
        ).toBeVisible();
        expect(await violationsOf(page), JSON.stringify(seed)).toEqual([]);
      }
    });
  }
});
