import { expect, type Locator, type Page } from '@playwright/test';
import { whiteLabelURL } from './urls.ts';

/*
 * A guest's walk: a test opens an entry point (the stay link, the installed app's start,
 * `/check-in`, `/login`) and reaches every other screen by tapping links and buttons by role and
 * name, as a guest does. `page.goto` to an inner screen stays only in the tests of spec §2's
 * redirect rules.
 */

export type Presentation = 'main' | 'white-label';

/** The app's address of a path in a presentation (white-label: a host with its marker). */
export function presentationURL(path: string, presentation: Presentation = 'main'): string {
  return presentation === 'white-label' ? whiteLabelURL(path) : path;
}

/** Opens the stay link (`/stay?slug=…`), the entry point every stay walk starts from. */
export async function openStay(
  page: Page,
  slug: string,
  presentation: Presentation = 'main',
): Promise<void> {
  await page.goto(presentationURL(`/stay?${new URLSearchParams({ slug })}`, presentation));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** A tab of the bottom bar ('Stay', 'Extras', 'Explore', 'Ask', 'Help', 'Account'). */
export async function tapTab(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Stay sections' })
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();
}

/** The stay page's 'Manage your stay' list. */
export function manageList(page: Page): Locator {
  return page.getByRole('region', { name: 'Manage your stay' });
}

/** Taps an entry of 'Manage your stay' ('Change dates', 'Payment card', 'Cancel reservation', …). */
export async function tapManage(page: Page, name: string): Promise<void> {
  await manageList(page).getByRole('link', { name, exact: true }).click();
}

/** The inner screens of a stay, each with the taps that reach it from the stay page. */
const routesFromStay = {
  /** Door access: the door summary's link to every door. */
  access: async (page: Page) => {
    await page
      .getByRole('region', { name: 'Door access' })
      .getByRole('link', { name: /^See (all \d+ doors and codes|the door and how to open it)$/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Getting in' })).toBeVisible();
  },
  /** Online check-in: the stay page's first action until check-in is done. */
  checkIn: async (page: Page) => {
    await page.getByRole('region', { name: 'Online check-in' }).getByRole('link').first().click();
    await expect(page.getByRole('list', { name: 'Check-in steps' })).toBeVisible();
  },
  extras: async (page: Page) => {
    await tapTab(page, 'Extras');
    await expect(page).toHaveURL(/\/stay\/extras\?/);
  },
  ask: async (page: Page) => {
    await tapTab(page, '(Ask|Help)');
    await expect(page).toHaveURL(/\/stay\/ask\?/);
  },
  cancel: async (page: Page) => tapManage(page, 'Cancel reservation'),
  changeTime: async (page: Page) => tapManage(page, 'Change check-in or check-out time'),
  changeDates: async (page: Page) => tapManage(page, 'Change dates'),
  extension: async (page: Page) => tapManage(page, 'Stay longer'),
  addCard: async (page: Page) => tapManage(page, 'Payment card'),
} as const;

export type StayScreen = keyof typeof routesFromStay;

/** Opens the stay link and taps through to one of its screens. */
export async function walkTo(
  page: Page,
  slug: string,
  screen: StayScreen,
  presentation: Presentation = 'main',
): Promise<void> {
  await openStay(page, slug, presentation);
  await routesFromStay[screen](page);
}

/** From the extras shop, the product tile named `name` (a regular expression of its name). */
export async function tapProduct(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('link', { name }).first().click();
}
