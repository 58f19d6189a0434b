import { expect, type Locator, type Page } from '@playwright/test';
import { untilHydrated } from './hydration.ts';
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
  await untilHydrated(page);
}

/** A tab of the bottom bar ('Stay', 'Extras', 'Explore', 'Ask', 'Help', 'Account'). */
export async function tapTab(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Stay sections' })
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();
}

/**
 * The Extras tab, once its shop is drawn. The stay page links to some of the same products, so a
 * tile tapped while the shop is still loading could be the stay page's link, taken away under
 * the pointer as the shop is drawn.
 */
export async function openShop(page: Page): Promise<void> {
  await tapTab(page, 'Extras');
  await expect(page.getByRole('heading', { level: 1, name: 'Extras' })).toBeVisible();
}

/** The stay page's 'Manage your stay' list. */
export function manageList(page: Page): Locator {
  return page.getByRole('region', { name: 'Manage your stay' });
}

/** Taps an entry of 'Manage your stay' ('Change dates', 'Payment card', 'Cancel reservation', …). */
export async function tapManage(page: Page, name: string): Promise<void> {
  await manageList(page).getByRole('link', { name, exact: true }).click();
}

type Step = (page: Page) => Promise<void>;

const link =
  (name: string | RegExp): Step =>
  async (page) => {
    await page.getByRole('main').getByRole('link', { name }).first().click();
  };
/** A product of the shop, by its tile's name, from the Extras tab. */
export async function openExtra(page: Page, tile: RegExp): Promise<void> {
  await openShop(page);
  await page.getByRole('main').getByRole('link', { name: tile }).first().click();
}

const inShop =
  (tile: RegExp): Step =>
  (page) =>
    openExtra(page, tile);
const manage =
  (name: string): Step =>
  (page) =>
    tapManage(page, name);

/**
 * The inner screens of a stay, each with the taps that reach it from the stay page. A screen the
 * stay's stage does not offer (check-out before the departure day) fails its walk, as it should.
 */
const walksFromStay = {
  /** Door access: the door summary's link to every door. */
  '/stay/access': async (page: Page) => {
    await page
      .getByRole('region', { name: 'Door access' })
      .getByRole('link', { name: /^See (all \d+ doors and codes|the door and how to open it)$/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Getting in' })).toBeVisible();
  },
  /** Online check-in: the stay page's first action until check-in is done. */
  '/stay/check-in': async (page: Page) => {
    await page.getByRole('region', { name: 'Online check-in' }).getByRole('link').first().click();
  },
  '/stay/extras': async (page: Page) => {
    await openShop(page);
    await expect(page).toHaveURL(/\/stay\/extras\?/);
  },
  '/stay/ask': async (page: Page) => {
    await tapTab(page, '(Ask|Help)');
    await expect(page).toHaveURL(/\/stay\/ask\?/);
  },
  '/stay/explore': async (page: Page) => tapTab(page, 'Explore'),
  '/stay/referral': async (page: Page) => {
    await tapTab(page, 'Explore');
    await link('Invite a friend')(page);
  },
  '/stay/location': link('How to find us'),
  '/stay/sustainability': link("Your stay's footprint"),
  '/stay/breakfast': inShop(/^Breakfast/),
  '/stay/gym': inShop(/gym/i),
  '/stay/sauna-kit': inShop(/^Sauna kit/),
  '/stay/stocked-fridge': inShop(/^Stocked fridge/),
  '/stay/parking': inShop(/^Parking/),
  '/stay/cleaning': inShop(/^Mid-stay cleaning/),
  '/stay/cleaning/schedule': async (page: Page) => {
    await inShop(/^Mid-stay cleaning/)(page);
    await link('Choose a time')(page);
  },
  '/stay/early-check-in': inShop(/^Early check-in/),
  '/stay/late-check-out': inShop(/^Late check-out/),
  '/stay/upgrade': inShop(/^Upgrade/),
  '/stay/cancel-reservation': manage('Cancel reservation'),
  '/stay/change-time': manage('Change check-in or check-out time'),
  '/stay/change-dates': manage('Change dates'),
  '/stay/reservation-extension': manage('Stay longer'),
  '/stay/order-product/reservation-extension': async (page: Page) => {
    await manage('Stay longer')(page);
    await page.getByRole('radio', { name: /^More than 2 nights/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
  },
  '/stay/add-card': manage('Payment card'),
  /**
   * On the departure day only, from 'Manage your stay' (there for every stay that day; the
   * 'Check-out today' card leads first only once the guest has checked in online and paid).
   */
  '/stay/check-out': async (page: Page) => {
    await tapManage(page, 'Check out');
  },
} as const satisfies Record<string, Step>;

export type StayScreen = keyof typeof walksFromStay;

/** Opens the stay link and taps through to one of its screens (`'/stay/access'`, …). */
export async function walkTo(
  page: Page,
  slug: string,
  screen: StayScreen,
  presentation: Presentation = 'main',
): Promise<void> {
  await openStay(page, slug, presentation);
  await walksFromStay[screen](page);
  await expect(page).toHaveURL(new RegExp(`${screen.replaceAll('/', '\\/')}\\?`));
}

/** From the extras shop, the product tile named `name` (a regular expression of its name). */
export async function tapProduct(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('link', { name }).first().click();
}
