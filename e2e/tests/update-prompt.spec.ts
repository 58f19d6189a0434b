import type { Page } from '@playwright/test';
import { deployNewServiceWorker } from './support/deployment.ts';
import { expect, test } from './support/sandbox.ts';

async function openControlledPage(page: Page) {
  await page.clock.install();
  await page.goto('/check-in');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.getByLabel('Last name')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

test.describe('the update prompt', () => {
  let undeploy: (() => void) | null = null;
  test.afterEach(() => {
    undeploy?.();
    undeploy = null;
  });

  test('appears when a new version is ready, and Reload starts it', async ({ page }) => {
    await openControlledPage(page);
    undeploy = deployNewServiceWorker();

    // The 10-minute check, run at once on the page's clock.
    await page.clock.runFor('10:01');
    const reload = page.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('A new version of the app is ready.')).toBeVisible();

    const controllerChanged = page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve()),
        ),
    );
    await reload.click();
    await controllerChanged;
    await expect(page.getByLabel('Last name')).toBeVisible();
    await expect(reload).toHaveCount(0);
  });

  test('Close puts the prompt away', async ({ page }) => {
    await openControlledPage(page);
    undeploy = deployNewServiceWorker();

    await page.clock.runFor('10:01');
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0);
    await expect(page.getByLabel('Last name')).toBeVisible();
  });
});
