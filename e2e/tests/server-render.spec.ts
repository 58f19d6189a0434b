import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { collectPageErrors, untilHydrated } from './support/hydration.ts';
import { untilKeptForOffline } from './support/offline.ts';
import { expect, type Sandbox, test } from './support/sandbox.ts';
import { sandboxURL, whiteLabelURL } from './support/urls.ts';

/**
 * Pages rendered on the server (web/src/entry-server.tsx, gateway/src/web/render.ts): the door
 * codes are in the first response, readable without scripts, and the browser takes the page over
 * without drawing anything differently (no hydration mismatch) in three languages and both
 * presentations.
 */

type Key = { name: string; code: string | null; keypadButton: string | null };

/** A London stay checked in online and under way: its doors have codes (spec §4). */
async function stayWithCodes(sandbox: Sandbox, propertyKey = 'london-ch65') {
  const booking = await sandbox.createReservation({
    propertyKey,
    paid: true,
    checkInState: 'check-in-completed',
  });
  const { startDate } = await sandbox.reservation(booking.slug);
  await sandbox.setClock(new Date(new Date(startDate).getTime() + 60 * 60_000));
  return booking;
}

async function doorCodes(page: Page, slug: string): Promise<Key[]> {
  const response = await page.request.get(`${sandboxURL}/check-in/${slug}?$expand=propertyKeys`);
  const body = (await response.json()) as { data: { propertyKeys: Key[] } };
  return body.data.propertyKeys.filter((key) => key.code !== null);
}

/** The stylesheet a page's head links. */
function stylesheetOf(head: string): string {
  const stylesheet = /<link rel="stylesheet" crossorigin="" href="(\/assets\/[^"]+\.css)"/.exec(
    head,
  );
  expect(stylesheet).not.toBeNull();
  return stylesheet?.[1] ?? '';
}

test.describe('the first response', () => {
  test("of a stay link's door access carries the door codes, private to the guest", async ({
    page,
    sandbox,
  }) => {
    const booking = await stayWithCodes(sandbox);
    const keys = await doorCodes(page, booking.slug);
    expect(keys.length).toBeGreaterThan(0);

    const response = await page.request.get(`/stay/access?slug=${booking.slug}`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toMatch(/'sha256-/);
    const html = await response.text();
    for (const key of keys) expect(html).toContain(`>${key.code}<`);
  });

  test("of a white-label property's stay on the main host is drawn in its look from one query", async ({
    page,
  }) => {
    for (const path of ['/stay', '/stay/access']) {
      const response = await page.request.get(`${path}?slug=demo-stay-white-label`, {
        headers: { accept: 'text/html' },
      });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html [^>]*data-brand="white-label"/);
      // The page asked one question, the screen's, and its answer carried the look.
      const pageData =
        /<script type="application\/json" id="page-data"[^>]*>([^<]*)<\/script>/.exec(html);
      const answers = (JSON.parse(pageData?.[1] ?? '{}') as { answers?: unknown[] }).answers;
      expect(answers).toHaveLength(1);
    }
  });

  test("links its stylesheet and its screen's code from its head, and starts with one module script", async ({
    page,
    sandbox,
  }) => {
    const booking = await stayWithCodes(sandbox);
    const response = await page.request.get(`/stay/access?slug=${booking.slug}`, {
      headers: { accept: 'text/html' },
    });
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script');
    // The screen's own chunk downloads with the page, not after the entry asks for it.
    expect(head).toMatch(
      /<link rel="modulepreload" crossorigin="" href="\/assets\/AccessRoute-[^"]+\.js"/,
    );
    // No script built from text: the page's only scripts are its data (JSON) and its entry.
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toContain('type="application/json"');
    expect(scripts[1]).toMatch(/^ type="module" src="\/assets\/index-[^"]+\.js" nonce="[^"]+"/);
    // The same files in the response's Link header, requested before the page is read: the
    // stylesheet first, the page's images next, then the entry module ahead of every other
    // script, at a script's priority (React's own preload of it is low).
    const entry = /src="([^"]+)"/.exec(scripts[1] ?? '')?.[1];
    const links = (response.headers().link ?? '').split(', ');
    expect(links[0]).toBe(`<${stylesheetOf(head)}>; rel=preload; as=style; crossorigin`);
    const modules = links.filter((link) => link.includes('rel=modulepreload'));
    expect(modules[0]).toBe(`<${entry}>; rel=modulepreload; crossorigin`);
    expect(links.indexOf(modules[0] ?? '')).toBeGreaterThan(
      links.findLastIndex((link) => link.includes('as="image"')),
    );
    expect(modules).toContainEqual(
      expect.stringMatching(/^<\/assets\/AccessRoute-[^>]+\.js>; rel=modulepreload/),
    );
    const styles = await (await page.request.get(stylesheetOf(head))).text();
    const doorsClass = /<section class="([^"]+)" aria-labelledby="doors-heading"/.exec(html)?.[1];
    expect(doorsClass).toBeTruthy();
    expect(styles).toContain(`.${doorsClass}`);
  });

  test('of an unknown or malicious slug is the error page, as not found', async ({ page }) => {
    for (const slug of ['no-such-stay', '..%2F..%2Fadmin', '%3Cscript%3E']) {
      const response = await page.request.get(`/stay/access?slug=${slug}`, {
        headers: { accept: 'text/html' },
      });
      expect(response.status(), slug).toBe(404);
      expect(await response.text()).toContain('What a bummer!');
    }
  });

  test('of a page whose way on only the browser knows is the app shell, not a guessed redirect', async ({
    page,
    sandbox,
  }) => {
    // The order confirmation follows the draft in the tab's session storage (or, without one,
    // goes back to the shop): a reload in the middle of placing an order must find the order.
    const stay = await sandbox.createReservation();
    const response = await page.request.get(`/stay/order-confirmation?slug=${stay.slug}`, {
      headers: { accept: 'text/html' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toContain('id="page-data"');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a stay link shows the stay, and door access its codes, keypad button and Wi-Fi', async ({
    page,
    sandbox,
  }) => {
    const booking = await stayWithCodes(sandbox);
    const keys = await doorCodes(page, booking.slug);
    await page.goto(`/stay?slug=${booking.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Booking number/)).toBeVisible();
    await expect(page.locator('time[datetime]').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Address' })).toBeVisible();

    // Without scripts a tap on a link is a page load: the server draws door access too.
    await page
      .getByRole('region', { name: 'Door access' })
      .getByRole('link', { name: /^See (all \d+ doors and codes|the door and how to open it)$/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Getting in' })).toBeVisible();
    // A door the core API leaves unnamed is named by its kind in the guest's language, so each is
    // found by its code.
    const doors = page.getByRole('region', { name: 'Doors' }).getByRole('listitem');
    for (const key of keys) {
      const door = doors.filter({ has: page.getByText(key.code as string, { exact: true }) });
      await expect(door).toHaveCount(1);
      if (key.keypadButton) await expect(door.getByText(/^Then press/)).toBeVisible();
    }
    const wifi = page.getByRole('region', { name: 'Wi-Fi' });
    await expect(wifi.getByText('Network')).toBeVisible();
    await expect(wifi.getByText('Password')).toBeVisible();
  });
});

test.describe('without JavaScript, the booking lookup', () => {
  test.use({ javaScriptEnabled: false });

  test('finds a stay from the form the server drew, and says when none matches', async ({
    page,
    sandbox,
  }) => {
    const booking = await sandbox.createReservation({ lastName: 'Virtanen' });
    await page.goto('/check-in');
    await page.getByLabel('Last name').fill('Virtanen');
    await page.getByLabel('Booking number').fill('BK-0');
    await page.getByRole('button', { name: 'Find reservation' }).click();
    await expect(page.getByRole('alert')).toContainText('No reservation found');
    // The form comes back with what was typed.
    await expect(page.getByLabel('Last name')).toHaveValue('Virtanen');

    await page.getByLabel('Booking number').fill(` ${booking.confirmationNumber.toLowerCase()} `);
    await page.getByRole('button', { name: 'Find reservation' }).click();
    await expect(page).toHaveURL(`/stay?slug=${booking.slug}`);
    await expect(page.getByText(`Booking number ${booking.confirmationNumber}`)).toBeVisible();
  });

  test('an empty field is required, and other forms say they need the app', async ({ page }) => {
    await page.goto('/check-in');
    await page.getByLabel('Booking number').fill('BK-0');
    await page.getByRole('button', { name: 'Find reservation' }).click();
    await expect(page.getByText('Required')).toHaveCount(1);
    // The page opens on the field to correct, as the app's own check does.
    await expect(page.getByLabel('Last name')).toBeFocused();
    await page.goto('/login');
    await expect(page.getByText('You can fill this in once the app has loaded.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
  });
});

test.describe('hydration', () => {
  // Each address straight from the server, as on a first visit (no service worker in between).
  test.use({ serviceWorkers: 'block' });

  test("a white-label property's stay is drawn white-label on the main host too", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto('/stay?slug=demo-stay-white-label');
    expect(await response?.text()).toContain('data-brand="white-label"');
    await untilHydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'white-label');
    await expect(page.getByRole('link', { name: 'Guest app, home' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  for (const locale of ['en-GB', 'de-DE', 'el-GR'] as const) {
    for (const presentation of ['main', 'white-label'] as const) {
      test(`draws what the server drew: ${locale}, ${presentation}`, async ({ page, sandbox }) => {
        const booking = await stayWithCodes(sandbox);
        const errors = collectPageErrors(page);
        const address = (path: string) =>
          presentation === 'white-label' ? whiteLabelURL(path) : path;
        const response = await page.goto(address(`/stay?slug=${booking.slug}&lng=${locale}`));
        // Drawn by the server: the page carries the data the browser starts from.
        expect(await response?.text()).toContain('id="page-data"');
        await untilHydrated(page);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page).not.toHaveURL(/lng=/);
        // The language stays the guest's: the next pages come from the server in it.
        for (const path of ['/stay', '/stay/access']) {
          const next = await page.goto(address(`${path}?slug=${booking.slug}`));
          expect(await next?.text()).toContain(`lang="${locale}"`);
          await untilHydrated(page);
        }
        expect(errors).toEqual([]);
      });
    }
  }
  test('takes the stay page and door access over without building a date or money formatter', async ({
    page,
    sandbox,
  }) => {
    // Every Intl date and number formatter the page builds, with its language. A phone's first
    // one loads Intl's data, a long task in the middle of hydration; the server's are enough.
    await page.addInitScript(() => {
      const built: string[] = [];
      Object.assign(window, { formattersBuilt: built });
      for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
        const counted = new Proxy(Intl[name], {
          construct(target, args) {
            built.push(`${name} ${String(args[0])}`);
            return Reflect.construct(target, args);
          },
          apply(target, self, args) {
            built.push(`${name} ${String(args[0])}`);
            return Reflect.apply(target, self, args);
          },
        });
        Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true });
      }
    });
    const booking = await stayWithCodes(sandbox);
    for (const path of ['/stay', '/stay/access']) {
      await page.goto(`${path}?slug=${booking.slug}&lng=de-DE`);
      await untilHydrated(page);
      await untilKeptForOffline(page, { locale: 'de-DE', namespaces: [] });
      // The page shows dates and times: the server formatted them, and its data carries them.
      const formatted = await page.evaluate(
        () =>
          (
            JSON.parse(document.getElementById('page-data')?.textContent ?? '{}') as {
              formatted?: Record<string, string>;
            }
          ).formatted ?? {},
      );
      expect(Object.keys(formatted).length, path).toBeGreaterThan(0);
      const built = await page.evaluate(
        () => (window as unknown as { formattersBuilt: string[] }).formattersBuilt,
      );
      expect(built, path).toEqual([]);
    }
  });
});

test.describe('a first visit with the phone in Greek', () => {
  // Nothing stored yet: only the phone's languages (`Accept-Language`, `navigator.languages`).
  test.use({ locale: 'el-GR', serviceWorkers: 'block' });

  test('is drawn in Greek, the hotel content too, and taken over without a redraw', async ({
    page,
    sandbox,
  }) => {
    // Before the demo stay's arrival, whatever the hour the suite runs at: flowers are sold for
    // the arrival only, never once the stay has started.
    const { startDate } = await sandbox.reservation('demo-stay-helsinki');
    await sandbox.setClock(new Date(new Date(startDate).getTime() - 3 * 60 * 60_000));
    const errors = collectPageErrors(page);
    const response = await page.goto('/stay?slug=demo-stay-helsinki');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="el-GR"');
    // The hotel's own content, asked for in Greek by the server: the unit's category and the
    // name of a product the property made itself (the app names the others).
    expect(html).toContain('Σουίτα');
    expect(html).toContain('Λουλούδια στην άφιξη');
    await untilHydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'el-GR');
    await expect(page.getByRole('heading', { name: 'Οι ημερομηνίες σας' })).toBeVisible();
    await expect(page.getByText(/Σουίτα/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Λουλούδια στην άφιξη/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('el-GR');
    expect(errors).toEqual([]);
  });
});

/** The persisted id of the web client's stay page query. */
function stayPageQueryId(): string {
  const documents = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'web', 'persisted-documents.json'), 'utf8'),
  ) as Record<string, string>;
  const found = Object.entries(documents).find(([, text]) =>
    text.startsWith('query StayRouteQuery('),
  );
  if (!found) throw new Error('web/persisted-documents.json has no StayRouteQuery.');
  return found[0];
}

test("a first visit downloads each file once and does not ask for the page's data again", async ({
  page,
  sandbox,
}) => {
  const booking = await stayWithCodes(sandbox);
  const queries: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') queries.push(request.postData() ?? '');
  });
  await page.goto(`/stay?slug=${booking.slug}`);
  await untilHydrated(page);
  await untilKeptForOffline(page, { locale: 'en-GB', namespaces: ['stay'] });
  await page.waitForLoadState('networkidle');
  // What came over the network (the files kept for offline afterwards come from the browser's
  // cache: they are immutable).
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).transferSize > 0)
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/')),
  );
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((file, index) => files.indexOf(file) !== index)).toEqual([]);
  expect(queries.filter((body) => body.includes(stayPageQueryId()))).toEqual([]);
});
