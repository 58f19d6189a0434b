import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/renderRoute.tsx';
import { datesProblem } from './changeDatesRules.ts';

const stay = {
  id: 'r1',
  slug: 'k3x9',
  stage: 'UPCOMING',
  startDate: '2099-12-01T14:00:00.000Z',
  endDate: '2099-12-03T10:00:00.000Z',
  nightsCount: 2,
  totalPrice: { decimalAmount: '240.00', currencyCode: 'EUR' },
  property: { id: 'p1', timeZone: 'Europe/Berlin' },
};

async function renderChangeDates(reservation: object = stay) {
  const rendered = await renderRoute('/stay/change-dates?slug=k3x9', { manual: true });
  await act(async () => {
    rendered.environment.mock.resolveMostRecentOperation({ data: { reservation } });
  });
  return rendered;
}

describe('changing the dates', () => {
  beforeEach(() => localStorage.clear());

  it('moves both days before arrival and shows the new dates and price', async () => {
    const { environment } = await renderChangeDates();
    fireEvent.change(await screen.findByLabelText('New arrival day'), {
      target: { value: '2099-12-10' },
    });
    fireEvent.change(screen.getByLabelText(/New departure day/), {
      target: { value: '2099-12-13' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change dates' }));

    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.variables).toEqual({
      slug: 'k3x9',
      startDate: '2099-12-10',
      endDate: '2099-12-13',
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          changeStayDates: {
            error: null,
            reservation: {
              ...stay,
              startDate: '2099-12-10T14:00:00.000Z',
              endDate: '2099-12-13T10:00:00.000Z',
              arrivalTime: '2099-12-10T14:00:00.000Z',
              departureTime: '2099-12-13T10:00:00.000Z',
              nightsCount: 3,
              totalPrice: { decimalAmount: '360.00', currencyCode: 'EUR' },
              cancellationPolicy: {
                isFreeCancellationAvailable: true,
                freeCancellationEndDate: '2099-12-08T14:00:00.000Z',
              },
            },
          },
        },
      });
    });
    expect(await screen.findByText('Your dates are changed')).toBeTruthy();
    expect(screen.getByText('€360.00')).toBeTruthy();
    expect(screen.getByText('13 Dec 2099')).toBeTruthy();
  });

  it('keeps the arrival of a started stay: only the departure can move', async () => {
    await renderChangeDates({ ...stay, stage: 'IN_HOUSE' });
    expect(await screen.findByLabelText(/New departure day/)).toBeTruthy();
    expect(screen.queryByLabelText('New arrival day')).toBeNull();
    expect(screen.getByRole('link', { name: 'Or add nights to your stay' })).toBeTruthy();
  });

  it('checks the days before asking: departure after arrival, no arrival in the past', async () => {
    const { environment } = await renderChangeDates();
    fireEvent.change(await screen.findByLabelText(/New departure day/), {
      target: { value: '2099-12-01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change dates' }));
    expect(await screen.findByText('The departure day must be after the arrival day')).toBeTruthy();
    const names = environment.mock
      .getAllOperations()
      .map((operation) => operation.request.node.params.name);
    expect(names).not.toContain('useChangeStayDatesMutation');
    expect(
      datesProblem({ arrival: '2026-01-01', departure: '2026-01-03' }, '2026-01-02', false),
    ).toBe('arrivalInPast');
  });

  it('says when the stay can no longer change', async () => {
    await renderChangeDates({ ...stay, stage: 'CANCELLED' });
    expect(await screen.findByText("Dates can't be changed any more")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change dates' })).toBeNull();
  });
});
