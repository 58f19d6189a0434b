import { test } from './support/sandbox.ts';
import { whiteLabelURL } from './support/urls.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('shots', async ({ page, context, sandbox }) => {
  test.setTimeout(120_000);
  const booking = await sandbox.createReservation({ propertyKey: 'helsinki-kas40' });
  await page.goto(`/stay/ask?slug=${booking.slug}`);
  await page.getByRole('region', { name: 'Chat with us' }).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/findings/shots/ask-main.png', fullPage: true });
  await page.goto(`/stay/ask?slug=${booking.slug}&lng=de-DE`);
  await page.getByRole('region', { name: 'Chatten Sie mit uns' }).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/findings/shots/ask-de.png', fullPage: true });
  await page.goto(`/stay?slug=${booking.slug}&lng=en-GB`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Stay sections' }).getByRole('link', { name: 'Extras' }).click();
  await page.getByRole('alert').waitFor();
  await page.screenshot({ path: '/tmp/findings/shots/offline-main.png' });
  await context.setOffline(false);
  await page.goto(whiteLabelURL('/stay/ask?slug=demo-stay-white-label'));
  await page.getByRole('region', { name: 'Chat with us' }).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/findings/shots/ask-white-label.png', fullPage: true });
  await page.goto(whiteLabelURL('/stay/referral?slug=demo-stay-white-label'));
  await page.waitForTimeout(2000);
  await page.screenshot({ path: '/tmp/findings/shots/referral-white-label.png' });
  await page.goto('/check-in');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/findings/shots/check-in-debug.png' });
});
