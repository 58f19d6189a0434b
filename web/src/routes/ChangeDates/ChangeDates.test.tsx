import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/renderRoute.tsx';
import { datesProblem } from './changeDatesRules.ts';

const stay = {
  id: 'r1',
  slug: 'k3x9',
  stage: 'UPCOMING',
  unitKind: 'ROOM',
  startDate: '2099-12-01T14:00:00.000Z',
  endDate: '2099-12-03T10:00:00.000Z',
  nightsCount: 2,
  totalPrice: { decimalAmount: '240.00', currencyCode: 'EUR' },
  property: { id: 'p1', timeZone: 'Europe/Berlin' },
  unitAvailability: [],
};

type RenderedEnvironment = Awaited<ReturnType<typeof renderRoute>>['environment'];

async function renderChangeDates(reservation: object = stay) {
  const rendered = await renderRoute('/stay/change-dates?slug=k3x9', { manual: true });
  await act(async () => {
    rendered.environment.mock.resolveMostRecentOperation({ data: { reservation } });
  });
  return rendered;
}

describe('changing the dates', () => {
  beforeEach(() => localStorage.clear());

  const quote = {
    startDate: '2099-12-10',
    endDate: '2099-12-13',
    nightsCount: 3,
    settlement: 'CHARGE_CARD',
    newTotal: { amountMinor: 36000, decimalAmount: '360.00', currencyCode: 'EUR' },
    difference: { amountMinor: 12000, decimalAmount: '120.00', currencyCode: 'EUR' },
    card: { lastFour: '4242' },
    error: null,
  };

  /** Picks new days and asks for the preview; answers it with `answer`. */
  async function preview(environment: RenderedEnvironment, answer: object = quote) {
    fireEvent.change(await screen.findByLabelText('New arrival day'), {
      target: { value: '2099-12-10' },
    });
    fireEvent.change(screen.getByLabelText(/New departure day/), {
      target: { value: '2099-12-13' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'See the new price' }));
    const asked = await waitFor(() => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.node.params.name).toBe('useDateChangeQuoteQuery');
      return operation;
    });
    expect(asked.request.variables).toEqual({
      slug: 'k3x9',
      startDate: '2099-12-10',
      endDate: '2099-12-13',
    });
    await act(async () => {
      for (const operation of environment.mock.getAllOperations()) {
        if (operation.request.node.params.name !== 'useDateChangeQuoteQuery') continue;
        environment.mock.resolve(operation, {
          data: { reservation: { id: 'r1', dateChangeQuote: answer } },
        });
      }
    });
  }

  it('shows the new dates, total, difference and card before anything changes, then changes at that price', async () => {
    const { environment } = await renderChangeDates();
    await preview(environment);
    const heading = await screen.findByRole(
      'heading',
      { name: 'Your new dates' },
      { timeout: 5_000 },
    );
    const shown = heading.closest('section');
    if (!(shown instanceof HTMLElement)) throw new Error('the preview is no section');
    expect(within(shown).getByText('10 Dec 2099')).toBeTruthy();
    expect(within(shown).getByText('13 Dec 2099')).toBeTruthy();
    expect(within(shown).getByText('€360.00')).toBeTruthy();
    expect(within(shown).getByText('To pay now')).toBeTruthy();
    expect(within(shown).getByText('€120.00')).toBeTruthy();
    expect(within(shown).getByText('Charged now to your card ending in 4242.')).toBeTruthy();
    // Nothing was asked to change yet.
    const names = environment.mock
      .getAllOperations()
      .map((operation) => operation.request.node.params.name);
    expect(names).not.toContain('useChangeStayDatesMutation');

    fireEvent.click(screen.getByRole('button', { name: 'Confirm new dates' }));
    const operation = await waitFor(() => {
      const latest = environment.mock.getMostRecentOperation();
      expect(latest.request.node.params.name).toBe('useChangeStayDatesMutation');
      return latest;
    });
    expect(operation.request.variables).toEqual({
      slug: 'k3x9',
      startDate: '2099-12-10',
      endDate: '2099-12-13',
      expectedTotalMinor: 36000,
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

  it('says the price changed and shows the new one to confirm again', async () => {
    const { environment } = await renderChangeDates();
    await preview(environment);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm new dates' }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          changeStayDates: {
            error: {
              code: 'PRICE_CHANGED',
              field: 'expectedTotalMinor',
              message: 'The price of these dates has changed.',
            },
            reservation: stay,
          },
        },
      });
    });
    const again = await waitFor(() => {
      const latest = environment.mock.getMostRecentOperation();
      expect(latest.request.node.params.name).toBe('useDateChangeQuoteQuery');
      return latest;
    });
    expect(again.request.variables).toMatchObject({ endDate: '2099-12-13' });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          reservation: {
            id: 'r1',
            dateChangeQuote: {
              ...quote,
              newTotal: { amountMinor: 39000, decimalAmount: '390.00', currencyCode: 'EUR' },
              difference: { amountMinor: 15000, decimalAmount: '150.00', currencyCode: 'EUR' },
            },
          },
        },
      });
    });
    expect(
      await screen.findByText(
        'The price of these dates has changed. Please check it and confirm again.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('€390.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm new dates' })).toBeTruthy();
  });

  it('tells an unpaid stay that the difference joins its balance, and a refund where it goes', async () => {
    const { environment } = await renderChangeDates();
    await preview(environment, { ...quote, settlement: 'BALANCE', card: null });
    expect(await screen.findByText('Added to your balance')).toBeTruthy();
    expect(
      screen.getByText('Nothing is charged now: you pay the new total when you pay for your stay.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose other dates' }));
    await preview(environment, {
      ...quote,
      settlement: 'REFUND_CARD',
      difference: { amountMinor: -12000, decimalAmount: '-120.00', currencyCode: 'EUR' },
    });
    expect(await screen.findByText('Refund')).toBeTruthy();
    expect(screen.getByText('€120.00')).toBeTruthy();
    expect(screen.getByText('Refunded to your card ending in 4242.')).toBeTruthy();
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
    fireEvent.click(screen.getByRole('button', { name: 'See the new price' }));
    expect(await screen.findByText('The departure day must be after the arrival day')).toBeTruthy();
    const names = environment.mock
      .getAllOperations()
      .map((operation) => operation.request.node.params.name);
    expect(names).not.toContain('useDateChangeQuoteQuery');
    expect(
      datesProblem({ arrival: '2026-01-01', departure: '2026-01-03' }, '2026-01-02', false),
    ).toBe('arrivalInPast');
  });

  it('offers in the calendar only the days the unit is free: earliest arrival, latest departure', async () => {
    await renderChangeDates({
      ...stay,
      unitAvailability: [
        { type: 'START_DATE', date: '2099-11-28' },
        { type: 'START_DATE', date: '2099-11-29' },
        { type: 'END_DATE', date: '2099-12-05' },
        { type: 'END_DATE', date: '2099-12-04' },
      ],
    });
    expect((await screen.findByLabelText('New arrival day')).getAttribute('min')).toBe(
      '2099-11-28',
    );
    expect(screen.getByLabelText(/New departure day/).getAttribute('max')).toBe('2099-12-05');
    // Moved at both ends, the stay is no longer bounded by the lists (they hold one end fixed).
    fireEvent.change(screen.getByLabelText('New arrival day'), { target: { value: '2099-12-20' } });
    expect(screen.getByLabelText(/New departure day/).hasAttribute('max')).toBe(false);
  });

  it('says when the stay can no longer change', async () => {
    await renderChangeDates({ ...stay, stage: 'CANCELLED' });
    expect(await screen.findByText("Dates can't be changed any more")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'See the new price' })).toBeNull();
  });
});
