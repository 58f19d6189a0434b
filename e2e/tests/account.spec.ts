import type { Page } from '@playwright/test';
import { expect, type Sandbox, test } from './support/sandbox.ts';
import { whiteLabelURL } from './support/urls.ts';
import { openShop, openStay, tapTab } from './support/walk.ts';

// The gateway allows 5 code requests per e-mail and 20 per client address in 15 minutes, and the
// whole browser suite runs against one gateway: the seeded member (statistics, rewards, referral
// code) signs in once per spec; the other flows use a guest of their own.
const aino = 'aino.virtanen@example.com';

/** Asks for a code on the current sign-in screen and waits for the code step. */
async function requestCode(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
}

/** Signs in through the screens with the code the sandbox "e-mailed". */
async function signIn(page: Page, sandbox: Sandbox, email: string, path = '/login') {
  await page.goto(path);
  await requestCode(page, email);
  const { code } = await sandbox.latestCode(email);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('sign-in and the account', () => {
  test('signs in with the code from the outbox, after a wrong code and a resend', async ({
    page,
    sandbox,
  }) => {
    const guest = await sandbox.createReservation({ firstName: 'Mia', lastName: 'Koskinen' });
    await page.goto('/login');
    await requestCode(page, guest.email);
    const first = await sandbox.latestCode(guest.email);

    const wrong = first.code === '000000' ? '111111' : '000000';
    await page.getByLabel('Code').fill(wrong);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The code is incorrect')).toBeVisible();
    await expect(page.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'new code' })).toHaveText(
      "We've sent you a new code. The earlier one no longer works.",
    );
    const second = await sandbox.latestCode(guest.email, 2);
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
    expect(second.code).not.toBe(first.code);

    // The new code replaces the first one for this attempt.
    await page.getByLabel('Code').fill(first.code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The code is incorrect')).toBeVisible();

    await page.getByLabel('Code').fill(second.code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/consent');
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Mia Koskinen' })).toBeVisible();
  });

  test('the account (profile, statistics, referral code, stays without white-label ones), rewards and reservations', async ({
    page,
    sandbox,
  }) => {
    const whiteLabelStay = await sandbox.createReservation({ email: aino, whiteLabel: true });
    await signIn(page, sandbox, aino);
    await expect(page).toHaveURL('/account');

    await expect(page.getByText(aino)).toBeVisible();
    const statistics = page.getByRole('region', { name: 'Your stays with us' });
    await expect(statistics.getByText('Nights stayed')).toBeVisible();
    await expect(page.getByText('AINO-VIRTANEN-10')).toBeVisible();

    const stays = page.getByRole('region', { name: 'Your stays' }).getByRole('link');
    await expect(stays.first()).toBeVisible();
    const hrefs = await stays.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(hrefs).not.toContain(`/stay?slug=${whiteLabelStay.slug}`);
    expect(hrefs).toContain('/stay?slug=demo-stay-helsinki');

    await page
      .getByRole('link', { name: /Kasarmikatu|Helsinki/ })
      .first()
      .click();
    await expect(page).toHaveURL('/stay?slug=demo-stay-helsinki');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a new guest signs up, is asked for consent once and has no rewards yet', async ({
    page,
    sandbox,
  }) => {
    const guest = `new.guest.${Date.now()}@example.com`;
    await signIn(page, sandbox, guest, '/signup');
    await expect(page).toHaveURL('/consent');
    await expect(page.getByRole('heading', { level: 1, name: 'Stay in the loop?' })).toBeVisible();
    await page.getByRole('button', { name: 'Not now' }).click();

    await expect(page).toHaveURL('/account');
    await expect(page.getByText('You have no upcoming stays.')).toBeVisible();
    await page.getByRole('link', { name: 'Your rewards' }).click();
    await expect(page.getByText('Future rewards need at least two stays')).toBeVisible();
  });

  test("a phone whose clock is hours ahead of the hotel's signs in and stays signed in", async ({
    page,
    sandbox,
  }) => {
    // The session ends an hour after sign-in by the hotel's clock: two hours before "now" on
    // this phone's. The phone counts the hour on its own clock.
    await page.clock.install({ time: new Date(Date.now() + 3 * 3_600_000) });
    const guest = await sandbox.createReservation({ firstName: 'Elin', lastName: 'Berg' });
    await signIn(page, sandbox, guest.email);
    await expect(page).toHaveURL('/consent');
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Elin Berg' })).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Elin Berg' })).toBeVisible();
  });

  test('sign-in brings the guest back to the screen that sent them there', async ({
    page,
    sandbox,
  }) => {
    const stay = await sandbox.createReservation({ propertyKey: 'helsinki-kas40', startInDays: 3 });
    await page.addInitScript(() => localStorage.setItem('show-consent', 'false'));
    await openStay(page, stay.slug);
    await tapTab(page, 'Explore');
    await page.getByRole('link', { name: 'Plan your stay' }).click();
    // The plan is for members: sign up first, then back to the plan of this stay.
    await expect(page).toHaveURL('/signup');
    await page.getByLabel('E-mail').fill(stay.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const { code } = await sandbox.latestCode(stay.email);
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(`/stay/plan?slug=${stay.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan your stay' })).toBeVisible();
  });

  test('after sign-up and the consent question the guest is back on the screen that asked', async ({
    page,
    sandbox,
  }) => {
    const stay = await sandbox.createReservation({ propertyKey: 'helsinki-kas40', startInDays: 3 });
    await openStay(page, stay.slug);
    await tapTab(page, 'Explore');
    await page.getByRole('link', { name: 'Plan your stay' }).click();
    await expect(page).toHaveURL('/signup');
    await page.getByLabel('E-mail').fill(stay.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const { code } = await sandbox.latestCode(stay.email);
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL('/consent');
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(page).toHaveURL(`/stay/plan?slug=${stay.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan your stay' })).toBeVisible();
  });

  test('a signed-in guest without a stored stay sees their current stay', async ({
    page,
    sandbox,
  }) => {
    const stay = await sandbox.createReservation({ propertyKey: 'helsinki-kas40', startInDays: 1 });
    await page.addInitScript(() => localStorage.setItem('show-consent', 'false'));
    await signIn(page, sandbox, stay.email);
    await expect(page).toHaveURL('/account');
    expect(await page.evaluate(() => localStorage.getItem('currentStay'))).toBeNull();

    await tapTab(page, 'Stay');
    await expect(page).toHaveURL(`/stay?slug=${stay.slug}`);
    await expect(page.getByRole('region', { name: 'Manage your stay' })).toBeVisible();
  });

  test('what the guest buys is listed, with its time, beside the stay in their account', async ({
    page,
    sandbox,
  }) => {
    test.setTimeout(90_000);
    const stay = await sandbox.createReservation({
      propertyKey: 'berlin-kop92',
      startInDays: 1,
      checkInState: 'check-in-completed',
    });
    await page.addInitScript(() => localStorage.setItem('show-consent', 'false'));
    await signIn(page, sandbox, stay.email);
    await expect(page).toHaveURL('/account');
    const stays = page.getByRole('region', { name: 'Your stays' });
    await expect(stays.getByRole('link')).toHaveCount(1);
    await expect(stays.getByText('Your extras')).toHaveCount(0);

    // From the account to the stay's shop, by taps: an early check-in, at the earliest time.
    await stays.getByRole('link').click();
    await expect(page).toHaveURL(`/stay?slug=${stay.slug}`);
    await openShop(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Early check-in/ })
      .click();
    const earliest = page.getByRole('radiogroup', { name: 'Arrive from' }).locator('label').first();
    await earliest.click();
    const arrival = ((await earliest.textContent()) ?? '').match(/\d\d:\d\d/)?.[0];
    if (!arrival) throw new Error('the earliest arrival has no time');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed' }),
    ).toBeVisible({ timeout: 15_000 });

    await tapTab(page, 'Account');
    await expect(stays.getByRole('link')).toContainText('Your extras');
    await expect(stays.getByRole('link')).toContainText(
      new RegExp(`Early check-in · .*${arrival}`),
    );
  });

  test('returns to the redirect target after sign-in', async ({ page, sandbox }) => {
    const stay = await sandbox.createReservation({ startInDays: 3 });
    await signIn(page, sandbox, stay.email, '/login?redirectUrl=%2Freservations');
    await expect(page).toHaveURL('/consent');
    await page.getByRole('button', { name: 'Yes, send me offers' }).click();
    await expect(page).toHaveURL('/reservations');
    await expect(page.locator('main a[href^="/stay?slug="]')).toHaveAttribute(
      'href',
      `/stay?slug=${stay.slug}`,
    );
  });

  test('logout ends the session on the server too', async ({ page, sandbox }) => {
    const guest = await sandbox.createReservation();
    await page.goto('/consent');
    await page.evaluate(() => localStorage.setItem('show-consent', 'false'));
    await signIn(page, sandbox, guest.email);
    await expect(page).toHaveURL('/account');
    const session = await page.evaluate(() => localStorage.getItem('guestAppSession'));

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto('/account');
    await expect(page).toHaveURL('/signup');

    // A page that still believes it is signed in: the server knows no session any more.
    await page.evaluate((value) => localStorage.setItem('guestAppSession', value ?? ''), session);
    await page.goto('/account');
    await expect(page).toHaveURL('/signup');
    // The app forgets the stale session once it runs (after the drawn page's first frame).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('guestAppSession')))
      .toBeNull();
  });

  test('the white-label app has no sign-in or account: its guests go to check-in', async ({
    page,
  }) => {
    for (const path of ['/login', '/signup', '/oauth', '/consent', '/account', '/reservations']) {
      await page.goto(whiteLabelURL(path));
      await expect(page).toHaveURL(whiteLabelURL('/check-in'));
    }
    await page.goto(whiteLabelURL('/stay?slug=demo-stay-white-label'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Your account' })).toHaveCount(0);
  });
});
