import { violationsOf } from './support/axe.ts';
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

  test('the check-in form works from the keyboard alone', async ({ page }) => {
    await page.goto('/check-in');
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
