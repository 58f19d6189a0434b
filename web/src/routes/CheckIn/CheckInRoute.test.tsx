import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCurrentStay } from '../../stay/currentStay.ts';
import { answerGraphQL, renderRoutes } from '../../testing/renderWithApp.tsx';
import { CheckInRoute } from './CheckInRoute.tsx';

function renderCheckIn() {
  return renderRoutes(
    [
      { path: '/check-in', Component: CheckInRoute },
      { path: '/stay', element: <p>stay page</p> },
    ],
    '/check-in',
  );
}

function fillAndSubmit(lastName: string, bookingNumber: string) {
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: lastName } });
  fireEvent.change(screen.getByLabelText('Booking number'), { target: { value: bookingNumber } });
  fireEvent.click(screen.getByRole('button', { name: 'Find reservation' }));
}

describe('CheckInRoute', () => {
  beforeEach(() => localStorage.clear());

  it('looks the reservation up, remembers it and opens the stay page', async () => {
    const graphql = answerGraphQL(() => ({
      data: { checkInReservation: { id: 'UmVzZXJ2YXRpb246MQ==', slug: 'k3x9' } },
    }));
    vi.stubGlobal('fetch', graphql.fetchMock);
    const { router } = await renderCheckIn();

    fillAndSubmit(' Virtanen ', '4711');

    await screen.findByText('stay page');
    expect(router.state.location.pathname).toBe('/stay');
    expect(router.state.location.search).toBe('?slug=k3x9');
    expect(readCurrentStay()).toEqual({ slug: 'k3x9' });
    expect(graphql.requests[0]?.body.variables).toEqual({
      lastName: 'Virtanen',
      bookingNumber: '4711',
    });
    expect(graphql.requests[0]?.headers.get('x-language-code')).toBe('en-GB');
  });

  it('says so when no reservation matches', async () => {
    vi.stubGlobal('fetch', answerGraphQL(() => ({ data: { checkInReservation: null } })).fetchMock);
    await renderCheckIn();

    fillAndSubmit('Virtanen', '0000');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'No reservation found. Please check the last name or booking number and try again or contact us for help',
    );
    expect(readCurrentStay()).toBeNull();
  });

  it('reports a failed lookup without claiming the booking does not exist', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async () => new Response('Bad gateway', { status: 502 }));
    await renderCheckIn();

    fillAndSubmit('Virtanen', '4711');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
