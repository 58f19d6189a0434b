import { expect, type Page } from '@playwright/test';

/**
 * Fills the add-card form and sends it: the number goes to the sandbox's pay page, never to the
 * gateway. The expiry is typed as a guest types it, digits only, and shows as `MM/YY`.
 */
export async function addCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').pressSequentially('1230');
  await expect(page.getByLabel('Expiration date')).toHaveValue('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Cardholder name').fill('Aino Virtanen');
  await page.getByRole('button', { name: 'Add card' }).click();
}
