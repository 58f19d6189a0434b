import type { Page } from '@playwright/test';
import { violationsOf } from './support/axe.ts';
import { untilHydrated } from './support/hydration.ts';
import { expect, test } from './support/sandbox.ts';
import { whiteLabelURL } from './support/urls.ts';

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  test('the check-in screen, also with its errors shown', async ({ page }) => {
    await page.goto('/check-in');
    await expect(page.getByLabel('Last name')).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);

    await page.getByRole('button', { name: 'Find reservation' }).click();
    await expect(page.getByText('Required', { exact: true })).toHaveCount(2);
    expect(await violationsOf(page)).toEqual([]);
  });

  test('the stay screen, in the main and the white-label presentation', async ({ page }) => {
    await page.goto('/stay?slug=demo-stay-helsinki');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);

    await page.goto(whiteLabelURL('/stay?slug=demo-stay-white-label'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });

  test('the reservation-not-found screen', async ({ page }) => {
    await page.goto('/stay?slug=no-such-stay');
    await expect(page).toHaveURL('/error');
    expect(await violationsOf(page)).toEqual([]);
  });

  test('the tab bar and the language selector work from the keyboard alone', async ({ page }) => {
    await page.goto('/stay?slug=demo-stay-helsinki');
    await untilHydrated(page);
    const language = page.getByRole('combobox', { name: 'Language' });
    await language.focus();
    await page.keyboard.press('End');
    await expect(page.locator('html')).toHaveAttribute('lang', 'el-GR');
    const extras = page
      .getByRole('navigation', { name: 'Ενότητες διαμονής' })
      .getByRole('link', { name: 'Επιπλέον' });
    await extras.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/stay/extras?slug=demo-stay-helsinki');
  });

  test('the check-in form works from the keyboard alone', async ({ page }) => {
    await page.goto('/check-in');
    await untilHydrated(page);
    await page.getByLabel('Last name').focus();
    await page.keyboard.type('Virtanen');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Booking number')).toBeFocused();
    await page.keyboard.type('BK-100001');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Find reservation' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/stay?slug=demo-stay-helsinki');
  });
});

/**
 * Every screen of the shell's routes (spec §2) in both presentations and in English, German and
 * Greek: zero violations. The sign-in and account screens have their own spec.
 */
const screens: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'check-in',
    path: '/check-in',
    ready: (page) => expect(page.locator('#root form')).toBeVisible(),
  },
  {
    name: 'the stay',
    path: '/stay?slug=demo-stay-helsinki',
    ready: (page) => expect(page.locator('time').first()).toBeVisible(),
  },
  {
    name: 'the expired stay',
    path: '/stay?slug=demo-stay-past',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'no reservation',
    path: '/stay',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'reservation not found',
    path: '/error',
    ready: (page) => expect(page.locator('main a[href="/check-in"]')).toBeVisible(),
  },
];

// One page per presentation and language visits every screen: the gateway limits requests per
// IP (600 a minute), and a fresh page per screen would spend that on downloading the app again.
for (const locale of ['en-GB', 'de-DE', 'el-GR']) {
  for (const presentation of ['main', 'white-label'] as const) {
    test(`axe: the shell's screens, ${presentation}, ${locale}`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.addInitScript((stored) => localStorage.setItem('locale', stored), locale);
      for (const screen of screens) {
        // The white-label app has no stay without a slug: its guard sends it to /error.
        if (presentation === 'white-label' && screen.path === '/stay') continue;
        const path =
          presentation === 'white-label'
            ? screen.path.replace('demo-stay-helsinki', 'demo-stay-white-label')
            : screen.path;
        await page.goto(presentation === 'white-label' ? whiteLabelURL(path) : path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await screen.ready(page);
        expect(await violationsOf(page), `${screen.name} (${path})`).toEqual([]);
      }
    });
  }
}
