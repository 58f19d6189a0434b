import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadTexts } from '../i18n/i18n.ts';
import { openMessenger } from '../integrations/messaging.ts';
import { renderRoute } from '../testing/renderRoute.tsx';
import { ContactList } from './ContactOptions.tsx';

// A deployment with the messaging widget and a support address (the build reads them from its
// VITE_* variables); the widget itself is the vendor's and is not loaded here.
vi.mock('../integrations/settings.ts', () => ({
  messagingAppId: 'app-test',
  staffEmailDomain: '',
  supportEmail: 'help@hotel.example',
}));
vi.mock('../integrations/messaging.ts', () => ({
  isMessagingAvailable: () => true,
  updateMessenger: vi.fn(async () => undefined),
  openMessenger: vi.fn(async () => undefined),
}));

describe('the contact options', () => {
  beforeAll(async () => {
    await initI18n('en-GB');
    await loadTexts(['contact']);
  });

  it('without the messaging widget: the phone, WhatsApp and e-mail as named links', () => {
    render(
      <ContactList
        phone="+4930123456"
        whatsappNumber="+49 151 234567"
        supportEmail="help@hotel.example"
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    const [phone, whatsapp, email] = within(screen.getByRole('list')).getAllByRole('link');
    expect(phone?.getAttribute('href')).toBe('tel:+4930123456');
    expect(phone?.getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'Call us +4930123456' })).toBe(phone);

    // WhatsApp leaves the app: a window of its own, which its name says, and no opener.
    expect(whatsapp?.getAttribute('href')).toBe('https://wa.me/49151234567');
    expect(whatsapp?.getAttribute('target')).toBe('_blank');
    expect(whatsapp?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      screen.getByRole('link', {
        name: 'Message us on WhatsApp +49 151 234567 (opens in a new window)',
      }),
    ).toBe(whatsapp);

    expect(email?.getAttribute('href')).toBe('mailto:help@hotel.example');
    expect(screen.getByRole('link', { name: 'Write us an e-mail help@hotel.example' })).toBe(email);
  });

  it('with the widget: the chat first, a button that opens it; what the property lacks is left out', () => {
    const openChat = vi.fn();
    render(
      <ContactList phone="+4930123456" whatsappNumber={null} supportEmail="" openChat={openChat} />,
    );
    const [first, second, ...rest] = screen.getAllByRole('listitem');
    expect(rest).toEqual([]);
    const chat = within(first as HTMLElement).getByRole('button', { name: 'Chat with us' });
    expect(chat.getAttribute('type')).toBe('button');
    expect(
      within(second as HTMLElement).getByRole('link', { name: 'Call us +4930123456' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /WhatsApp|e-mail/ })).toBeNull();

    chat.focus();
    expect(document.activeElement).toBe(chat);
    fireEvent.click(chat);
    expect(openChat).toHaveBeenCalledTimes(1);
  });

  it('with no way to reach the staff: where to find the contact details', () => {
    render(<ContactList phone={null} whatsappNumber={null} supportEmail="" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(
      screen.getByText("You'll find our contact details in your booking confirmation."),
    ).toBeTruthy();
  });
});

describe('the contacts of a deployment with the widget and a support address', () => {
  beforeEach(() => localStorage.clear());

  it('Ask offers the chat, which opens the widget, and the support e-mail beside the property', async () => {
    await renderRoute('/stay/ask?slug=k3x9', {
      resolvers: {
        PropertyContacts: () => ({ phone: '+35895550103', whatsappNumber: null }),
      },
    });
    const contacts = await screen.findByRole('region', { name: 'Contact us' });
    const chat = await within(contacts).findByRole('button', { name: 'Chat with us' });
    expect(within(contacts).getByRole('link', { name: 'Call us +35895550103' })).toBeTruthy();
    expect(
      within(contacts)
        .getByRole('link', { name: 'Write us an e-mail help@hotel.example' })
        .getAttribute('href'),
    ).toBe('mailto:help@hotel.example');

    fireEvent.click(chat);
    await vi.waitFor(() => expect(openMessenger).toHaveBeenCalledTimes(1));
  });
});
