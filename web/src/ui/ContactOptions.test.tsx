import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { ContactList } from './ContactOptions.tsx';

describe('the contact options', () => {
  beforeAll(() => initI18n('en-GB'));

  it('without the messaging widget: phone, WhatsApp and e-mail as links', () => {
    render(
      <ContactList
        phone="+4930123456"
        whatsappNumber="+49 151 234567"
        email="help@hotel.example"
        chat={false}
      />,
    );
    const card = screen.getByRole('region', { name: 'Contact us' });
    expect(within(card).queryByRole('button', { name: 'Chat with us' })).toBeNull();
    expect(
      within(card)
        .getByRole('link', { name: /Call us/ })
        .getAttribute('href'),
    ).toBe('tel:+4930123456');
    expect(
      within(card)
        .getByRole('link', { name: /Message us on WhatsApp/ })
        .getAttribute('href'),
    ).toBe('https://wa.me/49151234567');
    expect(
      within(card)
        .getByRole('link', { name: /Write us an e-mail/ })
        .getAttribute('href'),
    ).toBe('mailto:help@hotel.example');
  });

  it('with the widget: the chat first; contacts the property lacks are left out', () => {
    render(<ContactList phone={null} whatsappNumber={null} email="" chat />);
    expect(screen.getByRole('button', { name: 'Chat with us' })).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
