import type { Page } from '@playwright/test';
import { addCard } from './support/cards.ts';
import { expect, sandboxURL, test } from './support/sandbox.ts';
import { comingMondayMorning } from './support/time.ts';
import { openShop, openStay, tapProduct, walkTo } from './support/walk.ts';

/** The sandbox's clock on a Monday morning, so the stay's cleaning days are weekdays. */
const monday = comingMondayMorning();

async function setSandboxClock(page: Page, now: string | null) {
  const response = now
    ? await page.request.put(`${sandboxURL}/_sandbox/clock`, { data: { now } })
    : await page.request.delete(`${sandboxURL}/_sandbox/clock`);
  expect(response.status()).toBe(204);
}

/** Every order item of the stay as the core API has it. */
async function orderItemsOf(page: Page, slug: string) {
  const response = await page.request.get(`${sandboxURL}/check-in/${slug}?$expand=orderItems`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    data: { orderItems: { status: string; productId: string }[] };
  };
  return body.data.orderItems;
}

test.describe('product screens', () => {
  // Flows that order wait for the order to be followed to its end.
  test.describe.configure({ timeout: 60_000 });
  test.afterEach(async ({ page }) => setSandboxClock(page, null));

  test('cleaning books a free one-hour slot on a weekday', async ({ page, sandbox }) => {
    await setSandboxClock(page, monday);
    const stay = await sandbox.createReservation({ propertyKey: 'berlin-kop92', nights: 7 });

    await walkTo(page, stay.slug, '/stay/extras');
    await tapProduct(page, /^Mid-stay cleaning/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mid-stay cleaning' })).toBeVisible();
    await expect(
      page.getByText('1 complimentary cleaning is included in your stay.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Choose a time' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Schedule cleaning' })).toBeVisible();
    const days = page.getByRole('group', { name: 'Choose a day' });
    // The days between arrival (Monday) and departure (the next Monday): Tuesday to Friday, no
    // weekend day.
    await expect(days.getByRole('radio')).toHaveCount(4);
    const times = page.getByRole('radiogroup', { name: 'Choose a time' });
    await expect(times.getByRole('radio')).toHaveCount(8);
    await times.getByText('10:00–11:00').click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
    await expect(page.getByText('Free', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed' }),
    ).toBeVisible({ timeout: 15_000 });
    expect(await orderItemsOf(page, stay.slug)).toHaveLength(1);
  });

  test('cleaning is not sold to a stay with no weekday left to clean on', async ({
    page,
    sandbox,
  }) => {
    await setSandboxClock(page, monday);
    // One night: no day between arrival and departure to clean on. (When every slot of the days
    // there are is taken, the screen says to contact us: the product screens' unit tests.)
    const stay = await sandbox.createReservation({ propertyKey: 'berlin-kop92', nights: 1 });

    await walkTo(page, stay.slug, '/stay/extras');
    const forYourStay = page.getByRole('region', { name: 'For your stay' });
    await expect(forYourStay.getByRole('link', { name: /^Late check-out/ })).toBeVisible();
    await expect(forYourStay.getByRole('link', { name: /^Mid-stay cleaning/ })).toHaveCount(0);
  });

  test('a request (the transfer service) is ordered and confirmed', async ({ page, sandbox }) => {
    // 'Order at least 24 hours ahead': the stay starts in two days, the pickup on its first.
    const stay = await sandbox.createReservation({ propertyKey: 'berlin-kop92', startInDays: 2 });
    await walkTo(page, stay.slug, '/stay/extras');
    await page.getByRole('link', { name: /Airport transfer/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Airport transfer' })).toBeVisible();
    await expect(page.getByText('Order at least 24 hours ahead')).toBeVisible();
    await expect(page.getByText(/^An estimate: the final price depends on/)).toBeVisible();
    // It asks what the transfer needs before anything is ordered.
    await page.getByRole('button', { name: 'Request a transfer' }).click();
    await expect(page.getByText('Required').first()).toBeVisible();
    await page.getByLabel('Direction').selectOption('TO_AIRPORT');
    await page.getByLabel(/Pickup time/).fill('08:30');
    await page.getByLabel('Pickup address').fill('Köpenicker Straße 92, Berlin');
    await page.getByRole('button', { name: 'Request a transfer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
    await expect(page.getByText('08:30')).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed' }),
    ).toBeVisible({ timeout: 15_000 });
    const recorded = await page.request.get(
      `${sandboxURL}/check-in/${stay.slug}?$expand=orderItems`,
    );
    const { data } = (await recorded.json()) as { data: { orderItems: { request: unknown }[] } };
    expect(data.orderItems.map((item) => item.request)).toEqual([
      expect.objectContaining({
        direction: 'to-airport',
        time: '08:30',
        address: 'Köpenicker Straße 92, Berlin',
      }),
    ]);
  });

  test('a dummy product ends on its own success title and message', async ({ page, sandbox }) => {
    const stay = await sandbox.createReservation({ propertyKey: 'berlin-kop92' });
    await walkTo(page, stay.slug, '/stay/extras');
    await page.getByRole('link', { name: /Welcome drink/ }).click();

    await page.getByRole('button', { name: 'Get my drink' }).click();
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Cheers!' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Show this screen at the bar.')).toBeVisible();
  });

  test("the breakfast café's website is a page that opens, on the sandbox", async ({
    page,
    sandbox,
  }) => {
    const stay = await sandbox.createReservation({ propertyKey: 'berlin-kop92', startInDays: 1 });
    await openStay(page, stay.slug);
    await page.getByRole('navigation').getByRole('link', { name: 'Extras' }).click();
    await page.getByRole('link', { name: /Breakfast/ }).click();
    const website = page.getByRole('link', { name: 'Website' });
    await expect(website).toHaveAttribute('href', `${sandboxURL}/partners/breakfast/berlin-kop92`);
    const [partnerPage] = await Promise.all([page.waitForEvent('popup'), website.click()]);
    // A Berlin bakery for a Berlin stay.
    await expect(
      partnerPage.getByRole('heading', { level: 1, name: 'Bäckerei Morgenrot' }),
    ).toBeVisible();
    await partnerPage.close();
  });

  test("a third party's product leads to the partner; an informational one only informs", async ({
    page,
    sandbox,
  }) => {
    const stay = await sandbox.createReservation({ propertyKey: 'berlin-kop92' });
    await walkTo(page, stay.slug, '/stay/extras');
    await page.getByRole('link', { name: /City bikes/ }).click();
    const partner = page.getByRole('link', { name: /Book a bike/ });
    // The partner's page is served by the sandbox, on the port it runs on.
    await expect(partner).toHaveAttribute('href', `${sandboxURL}/partners/bikes/berlin-kop92`);
    await expect(partner).toHaveAttribute('target', '_blank');
    const [partnerPage] = await Promise.all([page.waitForEvent('popup'), partner.click()]);
    await expect(partnerPage.getByRole('heading', { level: 1, name: 'City bikes' })).toBeVisible();
    await partnerPage.close();

    await openShop(page);
    await page.getByRole('link', { name: /Quiet hours/ }).click();
    await expect(page.getByText('Please keep it down between 22:00 and 07:00.')).toBeVisible();
    // Nothing to order on the screen itself (the shell's own buttons are not the product's).
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  });
});

test.describe('cards', () => {
  test.describe.configure({ timeout: 60_000 });
  test('an authorised card is added and listed masked; the gateway never sees its number', async ({
    page,
    sandbox,
  }) => {
    const gatewayBodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/graphql')) gatewayBodies.push(request.postData() ?? '');
    });
    const stay = await sandbox.createReservation({ card: 'none' });
    await walkTo(page, stay.slug, '/stay/add-card');
    await expect(page.getByText('No card on this stay yet.')).toBeVisible();

    await addCard(page, '5555 5555 5555 4444');

    await expect(page.getByRole('status').getByText('Your card has been added.')).toBeVisible();
    await expect(page.getByText('Card ending in 4444')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Mastercard' }).first()).toBeVisible();
    // The form is empty again: the card's details do not stay on the screen once it is added.
    for (const label of ['Card number', 'Expiration date', 'CVV', 'Cardholder name']) {
      await expect(page.getByLabel(label)).toHaveValue('');
    }
    expect(gatewayBodies.length).toBeGreaterThan(0);
    for (const body of gatewayBodies) expect(body).not.toMatch(/5555\s?5555/);
  });

  test("a declined card is 'Card is not authorised'", async ({ page, sandbox }) => {
    const stay = await sandbox.createReservation({ card: 'none' });
    await walkTo(page, stay.slug, '/stay/add-card');

    await addCard(page, '4000 0000 0000 0002');

    await expect(page.getByRole('alert')).toHaveText('Card is not authorised');
    await expect(page.getByText('No card on this stay yet.')).toBeVisible();
  });

  test('a card added from the order whose charges fail offers to update the card', async ({
    page,
    sandbox,
  }) => {
    const stay = await sandbox.createReservation({
      propertyKey: 'helsinki-kas40',
      nights: 3,
      card: 'none',
    });
    await walkTo(page, stay.slug, '/stay/extras');
    await tapProduct(page, /^Sauna kit/);
    await page
      .getByRole('group', { name: 'When should we bring it?' })
      .locator('label:not([data-disabled])')
      .first()
      .click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Add a card to order' }).click();

    await addCard(page, '4000 0000 0000 9995');

    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
    await expect(page.getByText('Card ending in 9995')).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(
      page.getByText(
        "We couldn't process your payment. Please try again or update your card details.",
      ),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Update card' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add card' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
