import { violationsOf } from './support/axe.ts';
import { expect, normalisedPhone, test } from './support/sandbox.ts';
import { walkTo } from './support/walk.ts';

test.describe('Ask', () => {
  test("offers the property's phone and WhatsApp as links, in order by keyboard", async ({
    page,
    sandbox,
  }) => {
    const booking = await sandbox.createReservation({ propertyKey: 'helsinki-kas40' });
    const { property } = await sandbox.reservation(booking.slug);
    expect(property.whatsappNumber, 'the seeded Kasarmikatu 40 has WhatsApp').not.toBeNull();
    const phone = normalisedPhone(property.phone);
    const whatsapp = normalisedPhone(property.whatsappNumber ?? '');

    await walkTo(page, booking.slug, '/stay/ask');
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    const contacts = page.getByRole('region', { name: 'Contact us' });
    const call = contacts.getByRole('link', { name: `Call us ${phone}` });
    const message = contacts.getByRole('link', {
      name: `Message us on WhatsApp ${whatsapp} (opens in a new window)`,
    });
    await expect(call).toHaveAttribute('href', `tel:${phone}`);
    await expect(message).toHaveAttribute('href', `https://wa.me/${whatsapp.slice(1)}`);
    await expect(message).toHaveAttribute('target', '_blank');
    // The contacts load after the screen: judged here, once they show.
    expect(await violationsOf(page)).toEqual([]);

    await call.focus();
    await page.keyboard.press('Tab');
    await expect(message).toBeFocused();
  });
});
