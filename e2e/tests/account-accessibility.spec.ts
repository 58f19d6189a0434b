import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/sandbox.ts';
import { whiteLabelURL } from './support/urls.ts';
import { tapTab } from './support/walk.ts';

/** WCAG 2.2 A and AA rules, as axe-core checks them in the rendered page. */
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const locales = ['en-GB', 'de-DE', 'el-GR'] as const;

async function violationsOf(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`);
}

/** Switches the language in place with the screen's own selector (keeps the screen's state). */
async function chooseLanguage(page: Page, locale: string) {
  await page.locator('select').first().selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** Switches the stored language and reloads, as a returning guest would see the screen. */
async function reloadIn(page: Page, locale: string) {
  await page.evaluate((value) => localStorage.setItem('locale', value), locale);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

test.describe('accessibility of sign-in and the account (axe-core, WCAG 2.2 AA)', () => {
  // Each screen is checked in three languages: about twenty axe runs per test on two cores.
  test.describe.configure({ timeout: 90_000 });

  test('login with its errors, and the code step with its errors', async ({ page, sandbox }) => {
    const { email } = await sandbox.createReservation();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Required', { exact: true })).toBeVisible();
    for (const locale of locales) {
      await chooseLanguage(page, locale);
      expect(await violationsOf(page), `login ${locale}`).toEqual([]);
    }

    await chooseLanguage(page, 'en-GB');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await page.getByLabel('Code').fill('12a');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The code has digits only')).toBeVisible();
    for (const locale of locales) {
      await chooseLanguage(page, locale);
      expect(await violationsOf(page), `code step ${locale}`).toEqual([]);
    }
  });

  test('the account, rewards and reservations of a member', async ({ page, sandbox }) => {
    // A sign-in, then three screens each reloaded and analysed in three languages: 96 s in a
    // clean-clone CI run with both workers busy, past the other tests' 90.
    test.setTimeout(150_000);
    const email = 'aino.virtanen@example.com';
    // More stays than the account's list shows, so it leads on to all of them.
    for (const startInDays of [1, 2, 3, 4]) await sandbox.createReservation({ email, startInDays });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const { code } = await sandbox.latestCode(email);
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/account');

    // The member has more stays than the account lists: 'See all … reservations' leads on.
    for (const [path, tap] of [
      ['/account', null],
      ['/account/rewards', 'Your rewards'],
      ['/reservations', /^See (all \d+ reservations|your reservation)$/],
    ] as const) {
      if (tap) {
        await tapTab(page, 'Account');
        await page.getByRole('main').getByRole('link', { name: tap }).click();
      }
      await expect(page).toHaveURL(path);
      for (const locale of locales) {
        await reloadIn(page, locale);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await violationsOf(page), `${path} ${locale}`).toEqual([]);
      }
      await reloadIn(page, 'en-GB');
    }
  });

  test('signup and the consent question', async ({ page, sandbox }) => {
    const stay = await sandbox.createReservation();
    await page.goto('/signup');
    for (const locale of locales) {
      await chooseLanguage(page, locale);
      expect(await violationsOf(page), `signup ${locale}`).toEqual([]);
    }
    await chooseLanguage(page, 'en-GB');
    await page.getByLabel('E-mail').fill(stay.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const { code } = await sandbox.latestCode(stay.email);
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/consent');
    for (const locale of locales) {
      await chooseLanguage(page, locale);
      expect(await violationsOf(page), `consent ${locale}`).toEqual([]);
    }
  });

  test('what the white-label app shows at those addresses', async ({ page }) => {
    for (const path of ['/login', '/account']) {
      await page.goto(whiteLabelURL(path));
      await expect(page).toHaveURL(whiteLabelURL('/check-in'));
      for (const locale of locales) {
        await reloadIn(page, locale);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await violationsOf(page), `white-label ${path} ${locale}`).toEqual([]);
      }
    }
  });
});
