import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, sandboxURL, test } from './support/sandbox.ts';
import { openExtra } from './support/walk.ts';

// One truth across the journey: a guest buys an upgrade, an early check-in, a late check-out and
// an extension from the stay link; the stay page, the door keys' validity and the calendar file
// then tell the same times, and every amount confirmed is the amount recorded for the order.

type OrderItem = {
  productId: string | null;
  status: string;
  priceGross: number;
  currency: string;
  consumptionDate: string;
};
type Stay = {
  endDateLocal: string;
  property: { timeZone: string };
  products: { id: string; type: string }[];
  orderItems: OrderItem[];
  propertyKeys: { type: string; validFromDate: string; validToDate: string }[];
};

async function coreStay(page: Page, slug: string): Promise<Stay> {
  const response = await page.request.get(
    `${sandboxURL}/check-in/${slug}?$expand=property,products,orderItems,propertyKeys`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Stay }).data;
}

/** What the guest was shown as the order's total on the confirmation, as the page wrote it. */
async function placeOrder(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
  await expect(page.getByText('Card ending in 4242')).toBeVisible();
  await expect(
    page.getByText('The amount is charged to your card before or during your stay.'),
  ).toBeVisible();
  const total = ((await page.getByText('Total', { exact: true }).locator('..').textContent()) ?? '')
    .replace('Total', '')
    .trim();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed' }),
  ).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Back to your stay' }).click();
  await expect(page).toHaveURL(/\/stay\?slug=/);
  return total;
}

/** The amount of the recorded item as the page formats money (en-GB, the property's currency). */
function recorded(item: OrderItem | undefined): string {
  if (!item) throw new Error('no such order item');
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: item.currency }).format(
    item.priceGross,
  );
}

const localTime = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(
    new Date(instant),
  );

test('what a guest buys changes the stay page, the doors and the calendar alike, at the price confirmed', async ({
  page,
  sandbox,
}) => {
  // Four orders, each followed to its success screen.
  test.setTimeout(120_000);
  const booked = await sandbox.createReservation({
    propertyKey: 'berlin-kop92',
    startInDays: 1,
    nights: 2,
    checkInState: 'check-in-completed',
  });
  await page.goto(`/stay?slug=${booked.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const typeOf = async (type: string) =>
    (await coreStay(page, booked.slug)).products.find((product) => product.type === type)?.id;
  const itemOf = async (type: string) => {
    const id = await typeOf(type);
    return (await coreStay(page, booked.slug)).orderItems.find(
      (item) => item.productId === id && item.status === 'confirmed',
    );
  };

  // An upgrade: the tile quotes the upgrade screen's own price.
  await openExtra(page, /Upgrade/);
  const options = page.getByRole('group', { name: 'Choose your upgrade' });
  await options.locator('label').first().click();
  await page.getByRole('button', { name: /Continue/ }).click();
  expect(await placeOrder(page)).toBe(recorded(await itemOf('unit-category-upgrade')));

  // Early check-in at 12:00.
  await openExtra(page, /Early check-in/);
  await page
    .getByRole('radiogroup', { name: 'Arrive from' })
    .getByText('12:00', { exact: true })
    .click();
  await page.getByRole('button', { name: 'Continue' }).click();
  expect(await placeOrder(page)).toBe(recorded(await itemOf('early-check-in')));

  // Late check-out at 13:00.
  await openExtra(page, /Late check-out/);
  await page
    .getByRole('radiogroup', { name: 'Leave by' })
    .getByText('13:00', { exact: true })
    .click();
  await page.getByRole('button', { name: 'Continue' }).click();
  expect(await placeOrder(page)).toBe(recorded(await itemOf('late-check-out')));

  // One more night, priced at the upgraded unit's category.
  await openExtra(page, /Stay extension/);
  await expect(page.getByText('You leave now on')).toContainText('13:00');
  await page.getByRole('radio', { name: /1 night/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Review and pay' }).click();
  expect(await placeOrder(page)).toBe(recorded(await itemOf('reservation-extension-request')));

  // The stay as the core API now has it: arrival 12:00, departure a night later at 13:00.
  const stay = await coreStay(page, booked.slug);
  const { timeZone } = stay.property;
  const unitKey = stay.propertyKeys.find((key) => key.type === 'property-unit');
  if (!unitKey) throw new Error('the stay has no unit key');
  expect(localTime(unitKey.validFromDate, timeZone)).toBe('12:00');
  expect(localTime(unitKey.validToDate, timeZone)).toBe('13:00');
  const departureDay = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
  }).format(new Date(unitKey.validToDate));
  expect(new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(unitKey.validToDate))).toBe(
    stay.endDateLocal,
  );

  // The stay page.
  await page.reload();
  const dates = page.getByRole('region', { name: 'Your dates' });
  const checkIn = dates.locator('dt', { hasText: 'Check-in' }).locator('+ dd');
  const checkOut = dates.locator('dt', { hasText: 'Check-out' }).locator('+ dd');
  await expect(checkIn).toContainText('12:00');
  await expect(checkOut).toContainText('13:00');
  await expect(checkOut).toContainText(departureDay);
  await expect(dates).toContainText('3 nights');

  // The door keys.
  await page.getByRole('link', { name: /See (all \d+ doors|the door)/ }).click();
  // Before arrival each door says once from when (the notice) and until when (its validity).
  // The guest's own door is the last of the list: once it shows, every door has.
  await expect(page.getByText(/^Valid until .*13:00$/).first()).toBeVisible();
  const opensAt = page.getByText(/^Available from .* on .*$/);
  for (const text of await opensAt.allInnerTexts())
    expect(text).toMatch(/^Available from 12:00 on/);

  // The calendar file.
  await page.goBack();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await readFile((await (await download).path()) ?? '', 'utf8');
  const starts = [...file.matchAll(/DTSTART:(\d{8}T\d{6}Z)/g)].map(([, at]) => at);
  const utc = (instant: string) =>
    new Date(instant)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  expect(starts).toEqual([utc(unitKey.validFromDate), utc(unitKey.validToDate)]);
});
