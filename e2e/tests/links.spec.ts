import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/sandbox.ts';
import { baseURL } from './support/urls.ts';

// Nothing in the product as started points nowhere: every link and picture on the stay, extras,
// product and explore screens is either a page of the running environment (the app, the
// sandbox's own pages, on the ports they run on) that answers, or a well-known outside service
// (maps, phone, messaging). No address on a host that does not resolve.

const outsideServices = [
  /^https:\/\/maps\.google\.com\//,
  /^https:\/\/www\.google\.com\/maps\//,
  /^https:\/\/wa\.me\//,
];

async function expectNothingPointsNowhere(page: Page, request: APIRequestContext, screen: string) {
  await page.waitForLoadState('networkidle');
  const links = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  // Pictures below the fold load lazily: each is asked for, as the browser will when it shows it.
  const images = await page
    .locator('img')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLImageElement).src));
  for (const src of new Set(images)) {
    expect(new URL(src).hostname, `${screen}: picture ${src} is on this machine`).toMatch(
      /(^|\.)localhost$/,
    );
    const response = await request.get(src);
    expect(response.status(), `${screen}: picture ${src} answers`).toBe(200);
    expect(response.headers()['content-type'], `${screen}: ${src} is a picture`).toMatch(
      /^image\//,
    );
  }
  for (const href of new Set(links)) {
    const url = new URL(href);
    if (url.protocol === 'tel:' || url.protocol === 'mailto:') continue;
    if (outsideServices.some((service) => service.test(href))) continue;
    expect(url.hostname, `${screen}: ${href} is on this machine`).toMatch(/(^|\.)localhost$/);
    // Asked as a browser navigates to a link (the app answers pages to HTML requests).
    const response = await request.get(href, { headers: { accept: 'text/html' } });
    expect(response.status(), `${screen}: ${href} answers`).toBeLessThan(400);
  }
}

test('the stay, extras, product and explore screens link only to pages that exist', async ({
  page,
  request,
  sandbox,
}) => {
  test.setTimeout(90_000);
  const booking = await sandbox.createReservation({
    propertyKey: 'berlin-kop92',
    checkInState: 'check-in-completed',
  });
  await page.goto(`/stay?slug=${booking.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNothingPointsNowhere(page, request, 'stay');

  const tabs = page.getByRole('navigation', { name: 'Stay sections' });
  await tabs.getByRole('link', { name: 'Extras' }).click();
  await expectNothingPointsNowhere(page, request, 'extras');

  for (const product of [/^Breakfast/, /^Gym pass/, /^City bikes/]) {
    await page.getByRole('link', { name: product }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNothingPointsNowhere(page, request, String(product));
    await page.goBack();
  }

  await tabs.getByRole('link', { name: 'Explore' }).click();
  const book = page.getByRole('link', { name: /Book a stay/ });
  // The booking app of a developer's machine is this app, on the port it runs on.
  await expect(book).toHaveAttribute('href', new URL(baseURL).origin);
  await expectNothingPointsNowhere(page, request, 'explore');
});
