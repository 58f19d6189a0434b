import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/renderRoute.tsx';
import { cancellationTerms } from './cancellationTerms.ts';

const berlin = { name: 'Kopenhagener Straße 92', timeZone: 'Europe/Berlin' };
const stay = {
  slug: 'k3x9',
  confirmationNumber: 'BK-4711',
  startDate: '2099-12-01T14:00:00.000Z',
  endDate: '2099-12-03T10:00:00.000Z',
  stage: 'UPCOMING',
  hasStarted: false,
};
const refundable = {
  cancellationType: 'REFUNDABLE',
  isFreeCancellationAvailable: true,
  freeCancellationEndDate: '2099-11-29T14:00:00.000Z',
};

async function renderCancel(reservation: object, policy: object) {
  return renderRoute('/stay/cancel-reservation?slug=k3x9', {
    resolvers: {
      Reservation: () => ({ ...stay, ...reservation }),
      Property: () => berlin,
      CancellationPolicy: () => policy,
      Money: () => ({ decimalAmount: '240.00', currencyCode: 'EUR' }),
    },
  });
}

describe('cancellation texts', () => {
  beforeEach(() => localStorage.clear());

  it('refundable: free until a date and time in the property time zone', async () => {
    await renderCancel({}, refundable);

    expect(await screen.findByText('Refundable')).toBeTruthy();
    expect(
      screen.getByText(
        "Free cancellation until Sun, 29 Nov 2099, 15:00. After that, or if you don't show up, the full price is charged.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('There are no refunds once the stay has started.')).toBeTruthy();
  });

  it('refundable after the free period: the full price', async () => {
    await renderCancel({}, { ...refundable, isFreeCancellationAvailable: false });

    expect(
      await screen.findByText(
        'Free cancellation ended on Sun, 29 Nov 2099, 15:00. If you cancel now, the full price is charged.',
      ),
    ).toBeTruthy();
  });

  it('non-refundable: charged in full', async () => {
    await renderCancel(
      {},
      { cancellationType: 'NON_REFUNDABLE', isFreeCancellationAvailable: false },
    );

    expect(await screen.findByText('Non-refundable')).toBeTruthy();
    expect(
      screen.getByText('This booking is non-refundable: if you cancel, the full price is charged.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel reservation' })).toBeTruthy();
  });

  it('online travel agency: cancelled where booked, no button', async () => {
    await renderCancel(
      {},
      { cancellationType: 'ONLINE_TRAVEL_AGENCY', isFreeCancellationAvailable: false },
    );

    expect(await screen.findByText('Booked through an online travel agency')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
  });

  it.each(['ARRIVAL_DAY', 'IN_HOUSE', 'DEPARTURE_DAY'])(
    'a started stay (%s): cancellable, no refund, charged in full, the doors closing at once',
    async (stage) => {
      await renderCancel({ stage, hasStarted: true }, refundable);

      expect(
        await screen.findByText(
          'Your stay has started: there are no refunds once a stay has started. If you cancel now, the full price is charged.',
        ),
      ).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Cancel reservation' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this reservation?' });
      expect(dialog.textContent).toContain('You will be charged the full price:');
      expect(dialog.textContent).toContain('€240.00');
      expect(dialog.textContent).toContain('Your door codes stop working as soon as you cancel');
    },
  );

  it('does not call the arrival day before the arrival time a started stay', async () => {
    await renderCancel(
      { stage: 'ARRIVAL_DAY', hasStarted: false },
      { ...refundable, isFreeCancellationAvailable: false },
    );

    expect(await screen.findByText(/^Free cancellation ended on/)).toBeTruthy();
    expect(screen.queryByText(/Your stay has started/)).toBeNull();
  });

  it.each(['ENDED', 'CHECKED_OUT'])(
    'a stay that is over (%s): nothing to cancel',
    async (stage) => {
      await renderCancel({ stage }, refundable);

      expect(
        await screen.findByText('This stay is over, so there is nothing left to cancel.'),
      ).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
    },
  );

  it('orders the rules: cancelled, over, agency, started, then the policy', () => {
    const policy = { ...refundable, cancellationType: 'ONLINE_TRAVEL_AGENCY' };
    expect(cancellationTerms(policy, 'CANCELLED', true).kind).toBe('cancelled');
    expect(cancellationTerms(policy, 'ENDED', true).kind).toBe('ended');
    expect(cancellationTerms(policy, 'IN_HOUSE', true).kind).toBe('agency');
    expect(cancellationTerms(refundable, 'IN_HOUSE', true).kind).toBe('started');
    expect(cancellationTerms(refundable, 'ARRIVAL_DAY', false).kind).toBe('free');
    expect(cancellationTerms(refundable, 'UPCOMING', false)).toEqual({
      kind: 'free',
      freeUntil: refundable.freeCancellationEndDate,
    });
  });

  it('confirms that it cannot be undone, then shows the success page', async () => {
    const { environment, router } = await renderRoute('/stay/cancel-reservation?slug=k3x9', {
      manual: true,
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          reservation: {
            id: 'r1',
            ...stay,
            totalPrice: { decimalAmount: '240.00', currencyCode: 'EUR' },
            property: { id: 'p1', ...berlin },
            cancellationPolicy: { ...refundable, isFreeCancellationAvailable: false },
          },
        },
      });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel reservation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this reservation?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(dialog.textContent).toContain('You will be charged the full price:');

    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel reservation' }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          cancelReservation: {
            isFreeCancellation: false,
            error: null,
            reservation: { id: 'r1', status: 'CANCELED', isCancelled: true, pageState: 'EXPIRED' },
          },
        },
      });
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your reservation is cancelled' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/stay/cancel-reservation-success');
    expect(screen.getByText("The full price is charged, as the booking's terms say.")).toBeTruthy();
  });
});
