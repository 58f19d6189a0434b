import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, type Sandbox, test } from './support/sandbox.ts';
import { openStay, walkTo } from './support/walk.ts';

/** WCAG 2.2 A and AA rules, as axe-core checks them in the rendered page. */
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function violationsOf(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`);
}

/** A stay checked in online and under way (the sandbox's clock an hour after its start). */
async function stayUnderWay(sandbox: Sandbox, whiteLabel: boolean) {
  const booking = await sandbox.createReservation({
    propertyKey: whiteLabel ? undefined : 'london-ch65',
    whiteLabel,
    checkInState: 'check-in-completed',
  });
  const { startDate } = await sandbox.reservation(booking.slug);
  await sandbox.setClock(new Date(new Date(startDate).getTime() + 60 * 60_000));
  return booking;
}

const presentations = [
  { name: 'main', whiteLabel: false },
  { name: 'white-label', whiteLabel: true },
] as const;

for (const presentation of presentations) {
  test.describe(`accessibility of the stay screens (${presentation.name})`, () => {
    // Each test analyses a screen with axe in several states: more than one page's default time
    // on a slow machine (23-24 s of 30 in one clean-clone run).
    test.describe.configure({ timeout: 60_000 });
    test('the stay page', async ({ page, sandbox }) => {
      const booking = await stayUnderWay(sandbox, presentation.whiteLabel);
      await openStay(page, booking.slug, presentation.name);
      await expect(page.getByRole('region', { name: 'Door access' })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });

    test('door access, also with a door open', async ({ page, sandbox }) => {
      const booking = await stayUnderWay(sandbox, presentation.whiteLabel);
      await walkTo(page, booking.slug, '/stay/access', presentation.name);
      await expect(page.getByRole('heading', { level: 1, name: 'Getting in' })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);

      await page.getByRole('slider').first().focus();
      await page.keyboard.press('End');
      await expect(page.getByText('Push the door now', { exact: false })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });

    test('online check-in, with its errors shown', async ({ page, sandbox }) => {
      const booking = await sandbox.createReservation({ whiteLabel: presentation.whiteLabel });
      await walkTo(page, booking.slug, '/stay/check-in', presentation.name);
      await expect(page.getByLabel('First name')).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Required', { exact: true }).first()).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });

    test('identity verification', async ({ page, sandbox }) => {
      const booking = await sandbox.createReservation({
        whiteLabel: presentation.whiteLabel,
        checkInState: 'id-verification-required',
      });
      await walkTo(page, booking.slug, '/stay/check-in', presentation.name);
      await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });
  });
}
