import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/renderRoute.tsx';

const helsinki = { timeZone: 'Europe/Helsinki' };
const future = {
  slug: 'k3x9',
  startDate: '2099-12-01T13:00:00.000Z',
  endDate: '2099-12-03T09:00:00.000Z',
  arrivalTime: '2099-12-01T13:00:00.000Z',
  departureTime: '2099-12-03T09:00:00.000Z',
  hasStarted: false,
  isCancelled: false,
  isCheckedOut: false,
};
const slots = (date: string, times: string[]) => ({
  productId: 'p',
  price: { decimalAmount: '20.00', currencyCode: 'EUR' },
  timeslots: times.map((time) => ({
    timeslotId: time,
    time,
    // Helsinki is UTC+2 in December.
    startDate: `${date}T${String(Number(time.slice(0, 2)) - 2).padStart(2, '0')}:00:00.000Z`,
  })),
});

function answer(reservation: object) {
  return {
    data: { reservation: { id: 'r1', property: { id: 'p1', ...helsinki }, ...reservation } },
  };
}

describe('time change', () => {
  beforeEach(() => localStorage.clear());

  it('offers the timeslots, changes the time and follows the order to confirmed', async () => {
    const { environment } = await renderRoute('/stay/change-time?slug=k3x9', { manual: true });
    await act(async () => {
      environment.mock.resolveMostRecentOperation(
        answer({
          ...future,
          earlyCheckInAvailability: slots('2099-12-01', ['12:00', '13:00']),
          lateCheckOutAvailability: slots('2099-12-03', ['13:00']),
        }),
      );
    });

    const arrive = await screen.findByRole('radiogroup', { name: 'Arrive from' });
    expect(arrive.textContent).toContain('12:00');
    fireEvent.click(within(arrive).getByRole('radio', { name: '13:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change time' }));

    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.variables).toMatchObject({
      slug: 'k3x9',
      checkInTime: '13:00',
      checkOutTime: null,
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          changeStayTimes: {
            order: { orderId: 'o1' },
            error: null,
            reservation: {
              id: 'r1',
              arrivalTime: '2099-12-01T11:00:00.000Z',
              departureTime: future.departureTime,
            },
          },
        },
      });
    });
    // The order is followed once its subscription (a lazy part of the screen) has subscribed.
    const subscription = await waitFor(() => {
      const found = environment.mock
        .getAllOperations()
        .find((operation) => operation.request.node.params.name === 'useOrderStatusSubscription');
      if (!found) throw new Error('not subscribed yet');
      return found;
    });
    await act(async () => {
      environment.mock.nextValue(subscription, {
        data: { orderStatus: { orderId: 'o1', status: 'ORDERED', error: null } },
      });
    });

    expect(await screen.findByText('Your new times are confirmed')).toBeTruthy();
    expect(screen.getByText('Tue, 1 Dec 2099, 13:00')).toBeTruthy();
  });

  it("says 'Time cannot be changed anymore' once the standard time has passed", async () => {
    await renderRoute('/stay/change-time?slug=k3x9', {
      resolvers: {
        Reservation: () => ({
          ...future,
          startDate: '2020-12-01T13:00:00.000Z',
          endDate: '2020-12-03T09:00:00.000Z',
          hasStarted: true,
        }),
        Property: () => helsinki,
      },
    });

    expect(await screen.findAllByText('Time cannot be changed anymore')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Change time' })).toBeNull();
  });

  it('says when the timeslots have run out, with a way to contact us', async () => {
    const { environment } = await renderRoute('/stay/change-time?slug=k3x9', { manual: true });
    await act(async () => {
      environment.mock.resolveMostRecentOperation(
        answer({
          ...future,
          earlyCheckInAvailability: slots('2099-12-01', []),
          lateCheckOutAvailability: null,
        }),
      );
    });

    expect(
      await screen.findByText(
        "Darn it, we've run out of timeslots. Contact us and we'll see what we can do.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/stay/ask?slug=k3x9',
    );
    expect(screen.getByText("This property doesn't offer another time.")).toBeTruthy();
  });

  it('shows the refusal when the time is no longer on offer', async () => {
    const { environment } = await renderRoute('/stay/change-time?slug=k3x9', { manual: true });
    await act(async () => {
      environment.mock.resolveMostRecentOperation(
        answer({
          ...future,
          earlyCheckInAvailability: null,
          lateCheckOutAvailability: slots('2099-12-03', ['13:00']),
        }),
      );
    });
    fireEvent.click(await screen.findByRole('radio', { name: '13:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change time' }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          changeStayTimes: {
            order: null,
            error: { code: 'TIME_NOT_CHANGEABLE', message: 'late', field: 'checkOutTime' },
            reservation: null,
          },
        },
      });
    });

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Time cannot be changed anymore',
    );
  });
});
