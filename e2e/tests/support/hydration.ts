import { type ConsoleMessage, expect, type Locator, type Page } from '@playwright/test';

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
 * Waits until React has taken `element` over: hydrated as drawn, or drawn again where it did not
 * match. React hydrates a drawn page in slices after `untilHydrated`, and a form that works
 * without scripts gives no other sign of it. Give it the last element the test cares about: a
 * part drawn again without it never passes.
 */
export async function untilTakenOver(element: Locator): Promise<void> {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);
  // The slice that finished the render commits it in the same task: once the next task runs, what
  // the commit reports (a part drawn again, in the console) has been reported.
  await element.page().evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/**
 * Waits until the app has remembered the stay `slug` as the device's current stay, which it does
 * once it runs, after the drawn page's first paint.
 */
export async function untilStayRemembered(page: Page, slug: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('currentStay'))).toContain(slug);
}

/**
 * Every error the page's scripts log or throw from now on: a hydration mismatch (the app drawing
 * the server's page again) is one of them. A picture the machine cannot download (the sandbox's
 * photos are on the internet) is the network's, not the page's.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
