import { expect, type Page } from '@playwright/test';

/**
 * Waits until the browser's app has taken the server's page over. Before that a tap on a link is a
 * full page load, keys reach only the native controls, and the forms are disabled: a guest can
 * read the page but not yet use it. Tests that type or press keys start after it.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // A drawn page is hydrated as a whole document; the app shell is rendered into its #root.
    const containers = [document, document.getElementById('root')];
    const takenOver = containers.some(
      (container) =>
        container !== null &&
        Object.keys(container).some((key) => key.startsWith('__reactContainer')),
    );
    // The forms' controls are enabled by the render that follows hydration (`ui/FormControls`).
    return takenOver && document.querySelector('fieldset:disabled') === null;
  });
}

/**
 * Waits until the app has remembered the stay `slug` as the device's current stay, which it does
 * once it runs, after the drawn page's first paint.
 */
export async function untilStayRemembered(page: Page, slug: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('currentStay'))).toContain(slug);
}
