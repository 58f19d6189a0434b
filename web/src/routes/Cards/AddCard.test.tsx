import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/renderRoute.tsx';

const payPageUrl = 'https://pay.example/card-payments';

function resolvers(cards: object[] = []) {
  return {
    ClientConfiguration: () => ({ cardPayPageUrl: payPageUrl }),
    // One id for the stay in every query, as the gateway answers (the shell asks about it too).
    Reservation: () => ({ id: 'reservation-k3x9', slug: 'k3x9', card: cards[0] ?? null, cards }),
  };
}

const visa = {
  cardId: 'card-1',
  numberMasked: '424242xxxxxx4242',
  type: 'VISA',
  name: 'Aino Virtanen',
  authorizationState: 'AUTHORIZED',
};

function field(name: string) {
  return screen.getByLabelText(name) as HTMLInputElement;
}

function type(name: string, value: string) {
  fireEvent.change(field(name), { target: { value } });
}

describe('adding a card', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("lists the reservation's cards masked, the one in use marked", async () => {
    await renderRoute('/stay/add-card?slug=k3x9', {
      resolvers: resolvers([
        visa,
        {
          ...visa,
          cardId: 'card-2',
          type: 'MASTERCARD',
          numberMasked: '555555xxxxxx4444',
          authorizationState: 'DECLINED',
        },
      ]),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Add a card' })).toBeTruthy();
    expect(screen.getByText('Card ending in 4242')).toBeTruthy();
    expect(screen.getByText('Used for this stay')).toBeTruthy();
    expect(screen.getByText('Card ending in 4444')).toBeTruthy();
    expect(screen.getByText('Card is not authorised')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Mastercard' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('424242');
  });

  it('lists a card added again once, as the one in use', async () => {
    const again = { ...visa, cardId: 'card-2' };
    await renderRoute('/stay/add-card?slug=k3x9', {
      resolvers: {
        ...resolvers([visa, again]),
        Reservation: () => ({
          id: 'reservation-k3x9',
          slug: 'k3x9',
          card: again,
          cards: [visa, again, { ...visa, cardId: 'card-3' }],
        }),
      },
    });
    expect(await screen.findByText('Card ending in 4242')).toBeTruthy();
    expect(screen.getAllByText('Card ending in 4242')).toHaveLength(1);
    expect(screen.getByText('Used for this stay')).toBeTruthy();
  });

  it('applies the expiry rules as the guest types', async () => {
    await renderRoute('/stay/add-card?slug=k3x9', { resolvers: resolvers() });
    await screen.findByLabelText('Expiration date');

    type('Expiration date', '4');
    expect(field('Expiration date').value).toBe('04/');
    type('Expiration date', '04');
    expect(field('Expiration date').value).toBe('0');
    type('Expiration date', '1');
    expect(field('Expiration date').value).toBe('1');
    type('Expiration date', '12');
    expect(field('Expiration date').value).toBe('12/');
    type('Expiration date', '12/3x0');
    expect(field('Expiration date').value).toBe('12/30');
  });

  it("groups the number and shows the brand's mark as soon as the prefix tells", async () => {
    await renderRoute('/stay/add-card?slug=k3x9', { resolvers: resolvers() });
    await screen.findByLabelText('Card number');

    type('Card number', '4242424242424242');
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
    expect(screen.getByRole('img', { name: 'Visa' })).toBeTruthy();
    type('Card number', '3782');
    expect(screen.getByRole('img', { name: 'American Express' })).toBeTruthy();
    expect(screen.getByText('4 digits on the card')).toBeTruthy();
  });

  it('says what is wrong with each field, and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await renderRoute('/stay/add-card?slug=k3x9', { resolvers: resolvers() });
    await screen.findByLabelText('Card number');

    type('Card number', '4242 4242 4242 4241');
    type('Expiration date', '0120');
    type('CVV', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));

    expect(await screen.findByText('Please check card number')).toBeTruthy();
    expect(screen.getByText("Date shouldn't be in past")).toBeTruthy();
    expect(screen.getByText('Please check CVV')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    expect(document.activeElement).toBe(field('Card number'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("says 'Required' only for an empty expiry, and nothing while the date is being typed", async () => {
    await renderRoute('/stay/add-card?slug=k3x9', { resolvers: resolvers() });
    await screen.findByLabelText('Expiration date');
    const expiryError = () =>
      (field('Expiration date').getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');

    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(field('Expiration date').getAttribute('aria-invalid')).toBe('true');
    expect(expiryError()).toContain('Required');

    // The guest starts typing: an unfinished date is no mistake yet.
    type('Expiration date', '042');
    expect(field('Expiration date').value).toBe('04/2');
    expect(field('Expiration date').getAttribute('aria-invalid')).not.toBe('true');
    expect(expiryError()).not.toContain('Required');

    // Sent unfinished: what is missing, not 'Required'.
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(expiryError()).toContain('Enter the month and year as MM/YY');

    type('Expiration date', '04/20');
    expect(expiryError()).toContain("Date shouldn't be in past");
    type('Expiration date', '04/99');
    expect(field('Expiration date').getAttribute('aria-invalid')).not.toBe('true');
  });

  it("sends the card to the provider's pay page only, and says when it is not authorised", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json(
        {
          errors: [
            { code: 'CARD_NOT_AUTHORISED', message: 'Card is not authorised', field: 'number' },
          ],
        },
        { status: 402 },
      ),
    );
    await renderRoute('/stay/add-card?slug=k3x9', { resolvers: resolvers() });
    await screen.findByLabelText('Card number');

    type('Card number', '4000 0000 0000 0002');
    type('Expiration date', '1230');
    type('CVV', '123');
    type('Cardholder name', ' Aino Virtanen ');
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Card is not authorised');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe(payPageUrl);
    expect(JSON.parse(String(init?.body))).toEqual({
      number: '4000000000000002',
      cvv: '123',
      expiry: '12/30',
      name: 'Aino Virtanen',
    });
  });

  it('says the card could not be added when the pay page cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await renderRoute('/stay/add-card?slug=k3x9', { resolvers: resolvers() });
    await screen.findByLabelText('Card number');

    type('Card number', '4242 4242 4242 4242');
    type('Expiration date', '1230');
    type('CVV', '123');
    type('Cardholder name', 'Aino Virtanen');
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to add this card');
    expect(alert.textContent).toContain('Please try again or use a different card');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Add card' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
  });
});
