import type { Page } from '@playwright/test';
import { expect, sandboxURL, test } from './support/sandbox.ts';
import { walkTo } from './support/walk.ts';

/** The stay's order items as the core API has them (every status). */
async function orderItemsOf(page: Page, slug: string): Promise<{ status: string }[]> {
  const response = await page.request.get(`${sandboxURL}/check-in/${slug}?$expand=orderItems`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { orderItems: { status: string }[] } };
  return body.data.orderItems;
}

/** From the shop to the confirmation of one breakfast, on the first morning still on sale. */
async function chooseBreakfast(page: Page, slug: string) {
  await walkTo(page, slug, '/stay/extras');
  await page.getByRole('link', { name: /Breakfast/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Breakfast' })).toBeVisible();
  const mornings = page.getByRole('group', { name: 'Choose your mornings' });
  await mornings.locator('label:not([data-disabled])').first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
}

test.describe('ordering extras', () => {
  test('an order that succeeds ends on the success screen', async ({ page, sandbox }) => {
    const stay = await sandbox.createReservation({ propertyKey: 'helsinki-kas40', nights: 3 });
    await chooseBreakfast(page, stay.slug);
    await expect(page.getByText('Card ending in 4242')).toBeVisible();
    await expect(
      page.getByText('The amount is charged to your card before or during your stay.'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed' }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(`/stay/order-success?slug=${stay.slug}`);
    expect((await orderItemsOf(page, stay.slug)).map((item) => item.status)).toEqual(['confirmed']);
  });

  test('a declined payment offers update card, add card and try again', async ({
    page,
    sandbox,
  }) => {
    const stay = await sandbox.createReservation({
      propertyKey: 'helsinki-kas40',
      nights: 3,
      card: 'declining',
    });
    await chooseBreakfast(page, stay.slug);

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

  test('a double tap and a reload order exactly once', async ({ page, sandbox }) => {
    const stay = await sandbox.createReservation({ propertyKey: 'helsinki-kas40', nights: 3 });
    await chooseBreakfast(page, stay.slug);

    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await page.reload();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed' }),
    ).toBeVisible({ timeout: 15_000 });
    expect(await orderItemsOf(page, stay.slug)).toHaveLength(1);
  });
});
