import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/renderRoute.tsx';

const article = (articleId: string, title: string) => ({
  articleId,
  title,
  description: `About ${title}`,
  body: `${title} explained.`,
});

const resolvers = {
  // A hotel room: the articles on the unit are grouped under 'Room'.
  Reservation: () => ({ unitKind: 'ROOM' }),
  // Not a white-label property: the shell would turn the tabs white-label once it knew.
  Property: () => ({
    name: 'Kasarmikatu 40',
    isWhiteLabel: false,
    city: 'Helsinki',
    timeZone: 'Europe/Helsinki',
  }),
  PropertyContacts: () => ({ phone: '+35895550103', whatsappNumber: '+35895550903' }),
  Support: () => ({
    hours: [
      { channel: 'PHONE', alwaysOpen: false, opens: '07:00', closes: '02:00', utcOffset: '+02:00' },
      {
        channel: 'WHATSAPP',
        alwaysOpen: false,
        opens: '07:00',
        closes: '02:00',
        utcOffset: '+02:00',
      },
    ],
    chatReplyMinutes: 5,
  }),
  HelpContent: () => ({
    access: [article('a1', 'How do I get in?')],
    apartment: [article('a2', 'Wi-Fi')],
    checkOut: [article('a3', 'Luggage after check-out')],
    reservation: [article('a4', 'Cancellation')],
  }),
};

describe('ask and help', () => {
  beforeEach(() => {
    localStorage.clear();
    // A winter's day: Helsinki at +02:00, Berlin at +01:00.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows contacts and the four groups, and searches the articles', async () => {
    await renderRoute('/stay/ask?slug=k3x9', { resolvers });

    expect(await screen.findByRole('heading', { level: 1, name: 'How can we help?' })).toBeTruthy();
    const contacts = await screen.findByRole('region', { name: 'Contact us' });
    expect(
      within(contacts).getByRole('link', { name: 'Call us +35895550103' }).getAttribute('href'),
    ).toBe('tel:+35895550103');
    expect(
      within(contacts)
        .getByRole('link', {
          name: 'Message us on WhatsApp +35895550903 (opens in a new window)',
        })
        .getAttribute('href'),
    ).toBe('https://wa.me/35895550903');
    // This build has no messaging widget and no support address.
    expect(within(contacts).queryByRole('button')).toBeNull();
    expect(within(contacts).getAllByRole('link')).toHaveLength(2);
    for (const group of ['Access', 'Room', 'Check-out', 'Reservation']) {
      expect(screen.getByRole('heading', { level: 3, name: group })).toBeTruthy();
    }

    // As a guest types it on a phone: no capital, no hyphen.
    fireEvent.change(screen.getByLabelText('Search help articles'), { target: { value: 'wifi' } });

    expect(await screen.findByText('Wi-Fi')).toBeTruthy();
    expect(screen.queryByText('Cancellation')).toBeNull();
    fireEvent.change(screen.getByLabelText('Search help articles'), { target: { value: 'sauna' } });
    expect(await screen.findByText('No articles match "sauna".')).toBeTruthy();
  });

  it('has a chat entry, and says when support answers (operator content)', async () => {
    await renderRoute('/stay/ask?slug=k3x9', { resolvers });
    const chat = await screen.findByRole('region', { name: 'Chat with us' });
    // This build has no messaging widget: the property's WhatsApp is the chat.
    expect(
      within(chat)
        .getByRole('link', { name: 'Chat on WhatsApp (opens in a new window)' })
        .getAttribute('href'),
    ).toBe('https://wa.me/35895550903');
    expect(screen.getByText('Phone: 07:00–02:00 (Helsinki time)')).toBeTruthy();
    expect(screen.getByText('WhatsApp: 07:00–02:00 (Helsinki time)')).toBeTruthy();
    // The chat's reply time only where the live chat is set up (not in this build).
    expect(screen.queryByText(/The live chat usually answers/)).toBeNull();
  });

  it('shows the hours as the operator states them, in the guest’s language', async () => {
    await renderRoute('/stay/ask?slug=k3x9', {
      locale: 'de-DE',
      resolvers: {
        ...resolvers,
        Support: () => ({
          hours: [
            { channel: 'PHONE', alwaysOpen: true, opens: null, closes: null, utcOffset: null },
            {
              channel: 'WHATSAPP',
              alwaysOpen: false,
              opens: '07:00',
              closes: '02:00',
              utcOffset: '+02:00',
            },
          ],
          chatReplyMinutes: null,
        }),
      },
    });
    expect(await screen.findByText('Telefon: rund um die Uhr')).toBeTruthy();
    expect(screen.getByText('WhatsApp: 07:00–02:00 Uhr (Ortszeit Helsinki)')).toBeTruthy();
  });

  it('tells the hours on the clock of a property in another zone', async () => {
    await renderRoute('/stay/ask?slug=k3x9', {
      resolvers: {
        ...resolvers,
        Property: () => ({
          name: 'Köpenicker Straße 92',
          isWhiteLabel: false,
          city: 'Berlin',
          timeZone: 'Europe/Berlin',
        }),
      },
    });
    // 07:00-02:00 at +02:00 is 06:00-01:00 in Berlin's winter.
    expect(await screen.findByText('Phone: 06:00–01:00 (Berlin time)')).toBeTruthy();
    expect(screen.queryByText(/GMT/)).toBeNull();
  });

  it('without a chat or WhatsApp, the chat entry leads to the contacts', async () => {
    await renderRoute('/stay/ask?slug=k3x9', {
      resolvers: {
        ...resolvers,
        PropertyContacts: () => ({ phone: '+35895550103', whatsappNumber: null }),
      },
    });
    const chat = await screen.findByRole('region', { name: 'Chat with us' });
    const toContacts = within(chat).getByRole('link', { name: 'See how to reach us' });
    const target = document.getElementById(
      (toContacts.getAttribute('href') ?? '').replace('#', ''),
    );
    expect(target?.textContent).toContain('Call us');
  });

  it('says where to find the contact details when the property has none', async () => {
    await renderRoute('/stay/ask?slug=k3x9', {
      resolvers: {
        ...resolvers,
        PropertyContacts: () => ({ phone: null, whatsappNumber: null }),
      },
    });
    const contacts = await screen.findByRole('region', { name: 'Contact us' });
    expect(
      await within(contacts).findByText(
        "You'll find our contact details in your booking confirmation.",
      ),
    ).toBeTruthy();
    expect(within(contacts).queryByRole('link')).toBeNull();
  });

  it('is the Ask tab in the main app and the Help tab in the white-label app', async () => {
    await renderRoute('/stay/ask?slug=k3x9', { resolvers });
    const nav = await screen.findByRole('navigation', { name: 'Stay sections' });
    expect(within(nav).getByRole('link', { name: 'Ask' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Explore' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Help' })).toBeNull();
  });

  it('is called Help in the white-label app, which has no Explore tab', async () => {
    await renderRoute('/stay/ask?slug=k3x9', { resolvers, presentation: 'white-label' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Stay sections' });
    expect(within(nav).getByRole('link', { name: 'Help' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Explore' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Ask' })).toBeNull();
  });
});
