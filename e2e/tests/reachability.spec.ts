import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { untilHydrated } from './support/hydration.ts';
import {
  type CreatedReservation,
  expect,
  type Sandbox,
  sandboxURL,
  test,
} from './support/sandbox.ts';
import { comingMondayMorning } from './support/time.ts';
import { baseURL } from './support/urls.ts';
import { type Presentation, presentationURL } from './support/walk.ts';

/*
 * Every routed screen is reached by taps. The crawl opens only the stay links (and, for the
 * account's screens, signs in on /login, an entry point), then follows what a guest can tap: the
 * links of each screen (a link's address is where its tap goes) and the buttons that navigate
 * without committing anything (Continue, Review and pay, a product's order button; a choice on
 * the screen is made first). A screen no tap reaches fails the test, unless it is listed below
 * with the reason the spec reaches it otherwise.
 */

/**
 * The routed screens: every route of the table with a screen (production, main presentation),
 * kept equal to the route table by `web/src/routes/routedScreens.test.ts`.
 */
function routedScreens(): string[] {
  const file = join(import.meta.dirname, 'support', 'routed-screens.json');
  return JSON.parse(readFileSync(file, 'utf8')) as string[];
}

/** Screens the spec reaches other than by a tap, with the reason. */
const reachedOtherwise: Record<Presentation, Record<string, string>> = {
  main: {
    '/check-in': 'an entry point: the booking lookup a guest opens (spec §2)',
    '/error': 'a redirect: a stay link whose slug matches no reservation (spec §2)',
    '/consent': 'a redirect: after a sign-in without marketing consent (spec §2)',
    '/stay/order-success':
      'the end of placing an order, an action (walked in extras-order.spec.ts)',
    '/stay/check-out/success':
      'the end of checking out, an action (walked in stay-changes.spec.ts)',
    '/stay/cancel-reservation-success':
      'the end of cancelling, an action (walked in stay-changes.spec.ts)',
  },
  'white-label': {
    '/error': 'a redirect: a stay link whose slug matches no reservation (spec §2)',
    '/stay/order-success':
      'the end of placing an order, an action (walked in extras-order.spec.ts)',
    '/stay/check-out/success':
      'the end of checking out, an action (walked in stay-changes.spec.ts)',
    '/stay/cancel-reservation-success':
      'the end of cancelling, an action (walked in stay-changes.spec.ts)',
    ...Object.fromEntries(
      ['/login', '/signup', '/consent', '/account', '/account/rewards', '/reservations'].map(
        (path) => [
          path,
          'none in white-label: it has no accounts and sends these to check-in (spec §1, §2)',
        ],
      ),
    ),
    '/stay/explore':
      'none in white-label: no Explore tab, the route goes to check-in (spec §1, §2)',
    '/stay/plan': 'none in white-label: the route goes to check-in (spec §2)',
    '/stay/referral':
      "none in white-label: a referral code is a member's, and the white-label app has no accounts (spec §1)",
  },
};

/** Buttons that commit something, leave the app or only act on the screen: never tapped here. */
const notNavigating =
  /^(Yes, |Cancel reservation|Check out now|Place order|Pay |Log out|Send|Sign in|Use a different|Not now|Add card|Add to calendar|Share stay|Copy|Call the elevator|Change time|Change dates|Confirm new dates|Verify|Check again|Try again|Reload|Close|Keep|One night|Show more)/;

function patternOf(pathname: string, screens: readonly string[]): string | null {
  const trimmed = pathname.replace(/\/$/, '') || '/';
  return (
    screens.find((screen) => new RegExp(`^${screen.replace(/:[^/]+/g, '[^/]+')}$`).test(trimmed)) ??
    null
  );
}

/** Waits until the screen has drawn its links (lazy sections included) and stops changing. */
async function settle(page: Page): Promise<void> {
  await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  // A server-drawn screen is whole at once; a browser-drawn one settles within a few frames.
  let previous = -1;
  for (let round = 0; round < 30; round += 1) {
    const count = await page.locator('a[href], button').count();
    const busy = await page.locator('[aria-busy="true"]').count();
    if (count === previous && busy === 0) return;
    previous = count;
    await page.waitForTimeout(150);
  }
}

type Crawl = {
  page: Page;
  presentation: Presentation;
  screens: readonly string[];
  /** Only stays of this crawl are followed (the account lists them too). */
  slugs: ReadonlySet<string>;
  reached: Map<string, string>;
  clickButtons: boolean;
};

function appAddress(href: string, origin: string): string | null {
  const url = new URL(href, origin);
  if (url.origin !== origin || url.pathname.startsWith('/graphql')) return null;
  return `${url.pathname}${url.search}`;
}

/**
 * What makes a screen's address new to the crawl: a stay's screens are the same for every stay
 * started from, so only the stay page and the shop (what a building sells differs) are told
 * apart by their slug.
 */
function crawlKey(address: string): string {
  const url = new URL(address, 'http://app');
  if (url.pathname !== '/stay' && url.pathname !== '/stay/extras') url.searchParams.delete('slug');
  return `${url.pathname}?${url.searchParams}`;
}

function isOwnStay(address: string, slugs: ReadonlySet<string>): boolean {
  const slug = new URL(address, 'http://app').searchParams.get('slug');
  return slug === null || slugs.has(slug);
}

async function crawl(crawl: Crawl, starts: readonly string[]): Promise<number> {
  const { page, presentation, screens, slugs, reached } = crawl;
  // A tap or wait that cannot happen (a covered button, a page that never hydrates) gives up
  // within seconds, not at the end of the crawl's whole budget.
  page.setDefaultTimeout(15_000);
  const origin = new URL(presentationURL('/', presentation), baseURL).origin;
  const queue = [...starts];
  const seen = new Set<string>();
  const buttonsTried = new Set<string>();
  let visits = 0;
  const open = async (address: string) => {
    await page.goto(`${origin}${address}`);
    // A server-drawn screen's buttons act (and are enabled) once the app has taken it over. Once
    // in a few hundred loads Chromium aborts one of the page's script requests (net::ERR_ABORTED,
    // its cause not found yet), and that load never takes over: this crawl is about where taps
    // lead, so such a load is reloaded once, and said.
    const tookOver = await untilHydrated(page).then(
      () => true,
      () => false,
    );
    if (!tookOver) {
      console.log(`${address}: not taken over by the app; reloaded once`);
      await page.reload();
      await untilHydrated(page);
    }
    await settle(page);
  };
  const note = (from: string) => {
    const here = appAddress(page.url(), origin);
    const pattern = here && patternOf(new URL(here, origin).pathname, screens);
    if (here && pattern && !reached.has(pattern)) reached.set(pattern, `${here} (from ${from})`);
    if (here && !seen.has(crawlKey(here)) && isOwnStay(here, slugs)) queue.push(here);
  };

  while (queue.length > 0) {
    const address = queue.shift() as string;
    if (seen.has(crawlKey(address))) continue;
    seen.add(crawlKey(address));
    await open(address);
    const here = appAddress(page.url(), origin) ?? address;
    seen.add(crawlKey(here));
    visits += 1;
    const pattern = patternOf(new URL(here, origin).pathname, screens);
    if (pattern && !reached.has(pattern)) reached.set(pattern, here);

    // Links: where each one's tap leads (new tabs and other sites are not the app's screens).
    const hrefs = await page
      .locator('a[href]:not([target="_blank"]):not([download])')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      const target = appAddress(href, origin);
      if (target && !seen.has(crawlKey(target)) && isOwnStay(target, slugs)) queue.push(target);
    }

    // Buttons that navigate: once per screen, each tapped on a fresh load of it.
    if (!crawl.clickButtons || !pattern || buttonsTried.has(pattern)) continue;
    buttonsTried.add(pattern);
    const names = await page
      .getByRole('main')
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.textContent?.trim() ?? ''));
    for (const name of new Set(names)) {
      if (!name || notNavigating.test(name)) continue;
      await open(here);
      // The screen's choice first (a day, a number of nights), as a guest makes it.
      const choice = page.getByRole('main').locator('input[type="radio"]:not(:disabled)').first();
      if ((await choice.count()) > 0) await choice.check({ force: true }).catch(() => undefined);
      const day = page
        .getByRole('main')
        .locator('label:not([data-disabled]):has(input[type="checkbox"])')
        .first();
      if ((await day.count()) > 0) await day.click().catch(() => undefined);
      const button = page.getByRole('main').getByRole('button', { name, exact: true }).first();
      if (!(await button.isEnabled().catch(() => false))) continue;
      await button.click().catch(() => undefined);
      // Only a few buttons stay on their screen (a form's Continue with its fields empty), so a
      // long wait costs seconds, and a short one misses a slow navigation on a busy machine.
      await page
        .waitForURL((url) => appAddress(url.href, origin) !== here, { timeout: 10_000 })
        .catch(() => undefined);
      if (appAddress(page.url(), origin) !== here) {
        await settle(page);
        note(`${here}, button '${name}'`);
      }
    }
  }
  return visits;
}

/**
 * The stays to start from: the arrival day (not checked in), the departure day and an unpaid stay
 * (its doors lead to paying), at buildings whose shops together sell every kind of extra (a garage
 * for parking, bigger units to upgrade to).
 */
async function stays(sandbox: Sandbox, presentation: Presentation, email: string) {
  const seeds =
    presentation === 'main'
      ? [{ propertyKey: 'berlin-kop92' }]
      : [{ propertyKey: 'freising-hau14' }, { propertyKey: 'athens-pat19' }];
  const created: CreatedReservation[] = [];
  for (const seed of seeds) {
    created.push(await sandbox.createReservation({ ...seed, email, startInDays: 0, nights: 4 }));
  }
  created.push(
    await sandbox.createReservation({
      ...seeds[0],
      email,
      startInDays: -1,
      nights: 1,
      checkInState: 'check-in-completed',
    }),
  );
  created.push(
    await sandbox.createReservation({
      ...seeds[0],
      email,
      startInDays: 0,
      nights: 2,
      checkInState: 'check-in-completed',
      paid: false,
    }),
  );
  return created;
}

async function signIn(page: Page, sandbox: Sandbox, email: string) {
  await page.addInitScript(() => localStorage.setItem('show-consent', 'false'));
  await page.goto('/login');
  // The crawl's visit to a member's screen left it as sign-in's return target: start afresh.
  await page.evaluate(() => sessionStorage.clear());
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const { code } = await sandbox.latestCode(email);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/account');
}

test.describe('every screen is reached by taps', () => {
  // A crawl of every screen and its buttons: minutes, not seconds.
  test.describe.configure({ timeout: 600_000 });
  test.beforeEach(async ({ page }) => {
    // A Monday morning: the stay has weekday cleaning slots and every product on sale.
    await page.request.put(`${sandboxURL}/_sandbox/clock`, {
      data: { now: comingMondayMorning() },
    });
  });

  for (const presentation of ['main', 'white-label'] as const) {
    test(`from the stay page and the tab bar, ${presentation}`, async ({ page, sandbox }) => {
      const screens = routedScreens();
      expect(screens.length, 'the build lists the routed screens').toBeGreaterThan(20);
      const email = `crawl.${presentation}.${Date.now()}@example.com`;
      // More stays than the account lists, so it leads on to all of them.
      const seeded = await stays(sandbox, presentation, email);
      const own = [
        ...seeded,
        ...(presentation === 'main'
          ? [
              await sandbox.createReservation({ email, startInDays: 5 }),
              await sandbox.createReservation({ email, startInDays: 9 }),
            ]
          : []),
      ];
      const slugs = new Set(own.map((stay) => stay.slug));
      const reached = new Map<string, string>();
      // Every seeded stay: each leads to screens the others do not (the unpaid one's to paying).
      const starts = seeded.map((stay) => `/stay?slug=${stay.slug}`);
      const startedAt = Date.now();
      let visits = await crawl(
        { page, presentation, screens, slugs, reached, clickButtons: true },
        starts,
      );
      if (presentation === 'main') {
        // The account's screens are a member's: signed in, the same stay links again.
        await signIn(page, sandbox, email);
        visits += await crawl(
          { page, presentation, screens, slugs, reached, clickButtons: false },
          starts,
        );
      }
      console.log(
        `${presentation}: ${reached.size} of ${screens.length} screens reached, ${visits} screens opened in ${Math.round((Date.now() - startedAt) / 1000)} s`,
      );

      const exempt = reachedOtherwise[presentation];
      const unreached = screens.filter((screen) => !reached.has(screen) && !(screen in exempt));
      expect(unreached, `reached: ${JSON.stringify(Object.fromEntries(reached), null, 1)}`).toEqual(
        [],
      );
      // An exemption that a tap reaches after all is stale: keep the list honest.
      const tappedAnyway = Object.keys(exempt).filter(
        (screen) => reached.has(screen) && screens.includes(screen),
      );
      expect(tappedAnyway, 'listed as reached otherwise, yet reached by a tap').toEqual([]);
    });
  }
});
