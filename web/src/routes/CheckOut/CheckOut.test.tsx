import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/renderRoute.tsx';

const helsinki = { name: 'Kasarmikatu 40', timeZone: 'Europe/Helsinki' };
const departureDay = {
  slug: 'k3x9',
  unitKind: 'APARTMENT',
  departureTime: '2026-11-24T09:00:00.000Z',
  isCancelled: false,
  isCheckedOut: false,
  isCheckOutAvailable: true,
  checkOutDate: null,
};

describe('check-out (the check-out window)', () => {
  beforeEach(() => localStorage.clear());

  it('is closed before the day of departure, saying when it opens', async () => {
    await renderRoute('/stay/check-out?slug=k3x9', {
      resolvers: {
        Reservation: () => ({ ...departureDay, isCheckOutAvailable: false }),
        Property: () => helsinki,
      },
    });

    expect(await screen.findByText('Check-out opens on the day of departure')).toBeTruthy();
    expect(screen.getByText('Tuesday 24 November')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check out now' })).toBeNull();
  });

  it('checks out on the day of departure and shows the access times as clock times', async () => {
    const { environment, router } = await renderRoute('/stay/check-out?slug=k3x9', {
      manual: true,
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: { reservation: { id: 'r1', ...departureDay, property: { id: 'p1', ...helsinki } } },
      });
    });
    expect(
      await screen.findByText(
        'Your apartment stays open for 15 minutes after you check out, in case you forgot something.',
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Check out now' }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          checkOut: {
            error: null,
            reservation: {
              id: 'r1',
              isCheckedOut: true,
              isCheckOutAvailable: false,
              checkOutDate: '2026-11-24T08:50:00.000Z',
            },
          },
        },
      });
    });
    // The success page reads the stay from the store: the mutation's payload updated it.
    expect(await screen.findByRole('heading', { name: "You're checked out" })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/stay/check-out/success');
    // 10:50 in Helsinki: the apartment until 11:05, the building until 23:00 that day.
    expect(screen.getByText('Apartment until')).toBeTruthy();
    expect(screen.getByText('11:05').getAttribute('datetime')).toBe('2026-11-24T09:05:00.000Z');
    expect(screen.getByText('23:00').getAttribute('datetime')).toBe('2026-11-24T21:00:00.000Z');
    // Arriving from check-out: the animated version.
    expect(document.querySelector('[data-animated]')).not.toBeNull();
  });

  it('shows the success page without animation when opened directly', async () => {
    await renderRoute('/stay/check-out/success?slug=k3x9', {
      resolvers: {
        Reservation: () => ({ slug: 'k3x9', checkOutDate: '2026-11-24T08:50:00.000Z' }),
        Property: () => helsinki,
      },
    });

    expect(await screen.findByRole('heading', { name: "You're checked out" })).toBeTruthy();
    expect(document.querySelector('[data-animated]')).toBeNull();
  });

  it('says why check-out failed', async () => {
    const { environment } = await renderRoute('/stay/check-out?slug=k3x9', { manual: true });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: { reservation: { id: 'r1', ...departureDay, property: { id: 'p1', ...helsinki } } },
      });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Check out now' }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          checkOut: {
            error: { code: 'NOT_DEPARTURE_DAY', message: 'no', field: null },
            reservation: null,
          },
        },
      });
    });

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Check-out opens on the day of departure.',
    );
  });
});
