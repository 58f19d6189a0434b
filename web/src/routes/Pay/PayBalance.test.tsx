import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/renderRoute.tsx';

const unpaid = {
  slug: 'k3x9',
  isPaid: false,
  isBalancePayableInApp: true,
  balanceDue: { amountMinor: 31800, decimalAmount: '318.00', currencyCode: 'EUR' },
  card: { id: 'c1', cardId: 'card-1' },
  cards: [
    {
      id: 'c1',
      cardId: 'card-1',
      numberMasked: '424242xxxxxx4242',
      type: 'VISA',
      authorizationState: 'AUTHORIZED',
    },
    {
      id: 'c2',
      cardId: 'card-2',
      numberMasked: '555555xxxxxx4444',
      type: 'MASTERCARD',
      authorizationState: 'AUTHORIZED',
    },
  ],
};
const property = { id: 'p1', contacts: { phone: '+4930555010', whatsappNumber: null } };

describe('paying an unpaid stay (/stay/pay)', () => {
  beforeEach(() => localStorage.clear());

  it('shows the total and the card before the tap, and charges the chosen card for exactly that total', async () => {
    const { environment } = await renderRoute('/stay/pay?slug=k3x9', { manual: true });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: { reservation: { id: 'r1', ...unpaid, property } },
      });
    });
    expect(await screen.findByText('€318.00')).toBeTruthy();
    const stayCard = screen.getByRole('radio', {
      name: 'Visa Card ending in 4242',
    }) as HTMLInputElement;
    expect(stayCard.checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Mastercard Card ending in 4444' }));
    expect(
      screen.getByText('€318.00 is charged to the card you choose when you confirm.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Pay €318.00' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toMatchObject({
      slug: 'k3x9',
      cardId: 'card-2',
      expectedAmountMinor: 31800,
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          payStayBalance: {
            error: null,
            reservation: { id: 'r1', isPaid: true, isBalancePayableInApp: false, balanceDue: null },
          },
        },
      });
    });
    // The payload's stay is paid: the screen (and every other) reads it from the store.
    expect(await screen.findByText('Your stay is paid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to door access' })).toBeTruthy();
  });

  it('lists the same card added twice once, as the one in use', async () => {
    const { environment } = await renderRoute('/stay/pay?slug=k3x9', { manual: true });
    const again = { ...unpaid.cards[0], id: 'c3', cardId: 'card-3' };
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          reservation: { id: 'r1', ...unpaid, cards: [again, ...unpaid.cards], property },
        },
      });
    });
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    const visa = screen.getByRole('radio', {
      name: 'Visa Card ending in 4242',
    }) as HTMLInputElement;
    expect(visa.value).toBe('card-1');
    expect(visa.checked).toBe(true);
  });

  it('says why a payment did not go through and keeps the button for another try', async () => {
    const { environment } = await renderRoute('/stay/pay?slug=k3x9', { manual: true });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: { reservation: { id: 'r1', ...unpaid, property } },
      });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay €318.00' }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          payStayBalance: {
            error: { code: 'PAYMENT', message: 'x', field: null },
            reservation: { id: 'r1', isPaid: false },
          },
        },
      });
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText("Payment didn't go through")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay €318.00' })).toBeTruthy();
  });

  it('offers to add a card when the stay has none, and comes back here with it', async () => {
    await renderRoute('/stay/pay?slug=k3x9', {
      resolvers: {
        Reservation: () => ({ ...unpaid, card: null, cards: [] }),
        Property: () => property,
      },
    });
    expect(await screen.findByText('Add a card to pay with.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    const add = screen.getByRole('link', { name: 'Add a payment card' });
    expect(add.getAttribute('href')).toBe('/stay/add-card?slug=k3x9&returnTo=pay');
  });

  it('where the property takes payment on site, says so with the contacts and no payment button', async () => {
    await renderRoute('/stay/pay?slug=k3x9', {
      resolvers: {
        Reservation: () => ({ ...unpaid, isBalancePayableInApp: false }),
        Property: () => property,
      },
    });
    expect(await screen.findByText('Please pay at the property')).toBeTruthy();
    expect(screen.getByText('€318.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: /\+4930555010/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });
});
