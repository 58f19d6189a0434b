import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readOrderDraft } from '../../ordering/readOrderDraft.ts';
import { renderRoute } from '../../testing/renderRoute.tsx';

const helsinki = { timeZone: 'Europe/Helsinki' };
const future = {
  slug: 'k3x9',
  startDate: '2099-12-01T13:00:00.000Z',
  endDate: '2099-12-03T09:00:00.000Z',
  arrivalTime: '2099-12-01T13:00:00.000Z',
  departureTime: '2099-12-03T09:00:00.000Z',
};
const offered = (type: string, state = 'OFFERED', boughtItems: object[] = []) => ({
  type,
  state,
  canChange: state === 'BOUGHT',
  boughtItems,
});
const bothOffered = [offered('EARLY_CHECK_IN'), offered('LATE_CHECK_OUT')];
const eur = (decimalAmount: string) => ({
  amountMinor: Math.round(Number(decimalAmount) * 100),
  minorUnitDigits: 2,
  decimalAmount,
  currencyCode: 'EUR',
});
const offer = (productId: string, name: string, type: string) => ({
  productId,
  name,
  type,
  isOrderable: true,
  chargeMethod: 'ONCE',
  chargeInterval: 'ONCE',
  customerRewardId: null,
  priceGross: eur('20.00'),
});
const slots = (date: string, times: string[], productId = 'p') => ({
  productId,
  price: eur('20.00'),
  timeslots: times.map((time) => ({
    timeslotId: time,
    time,
    // Helsinki is UTC+2 in December.
    startDate: `${date}T${String(Number(time.slice(0, 2)) - 2).padStart(2, '0')}:00:00.000Z`,
  })),
});

function answer(reservation: object) {
  return {
    data: {
      reservation: {
        id: 'r1',
        property: { id: 'p1', ...helsinki },
        offeredProducts: [],
        productOffers: bothOffered,
        ...reservation,
      },
    },
  };
}

describe('time change', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('offers the timeslots and hands the chosen times to the order confirmation, like any paid extra', async () => {
    const { environment } = await renderRoute('/stay/change-time?slug=k3x9', { manual: true });
    await act(async () => {
      environment.mock.resolveMostRecentOperation(
        answer({
          ...future,
          offeredProducts: [offer('p-early', 'Early check-in', 'EARLY_CHECK_IN')],
          earlyCheckInAvailability: slots('2099-12-01', ['12:00', '13:00'], 'p-early'),
          lateCheckOutAvailability: slots('2099-12-03', ['13:00'], 'p-late'),
        }),
      );
    });

    const arrive = await screen.findByRole('radiogroup', { name: 'Arrive from' });
    expect(arrive.textContent).toContain('12:00');
    fireEvent.click(within(arrive).getByRole('radio', { name: '13:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change time' }));

    // Nothing is ordered here: the confirmation shows the card and the total first.
    expect(
      environment.mock
        .getAllOperations()
        .some((operation) => operation.request.node.params.operationKind === 'mutation'),
    ).toBe(false);
    const draft = readOrderDraft('k3x9');
    expect(draft?.request).toEqual({
      kind: 'products',
      items: [{ productId: 'p-early', timeslotStartsAt: '2099-12-01T11:00:00.000Z' }],
    });
    expect(draft?.lines).toEqual([
      expect.objectContaining({
        name: 'Early check-in',
        productType: 'EARLY_CHECK_IN',
        time: '2099-12-01T11:00:00.000Z',
      }),
    ]);
    expect(draft?.total.decimalAmount).toBe('20.00');
  });

  it('orders both times in one confirmation, with their total', async () => {
    const { environment } = await renderRoute('/stay/change-time?slug=k3x9', { manual: true });
    await act(async () => {
      environment.mock.resolveMostRecentOperation(
        answer({
          ...future,
          offeredProducts: [
            offer('p-early', 'Early check-in', 'EARLY_CHECK_IN'),
            offer('p-late', 'Late check-out', 'LATE_CHECK_OUT'),
          ],
          earlyCheckInAvailability: slots('2099-12-01', ['12:00'], 'p-early'),
          lateCheckOutAvailability: slots('2099-12-03', ['13:00'], 'p-late'),
        }),
      );
    });
    fireEvent.click(
      within(await screen.findByRole('radiogroup', { name: 'Arrive from' })).getByRole('radio', {
        name: '12:00',
      }),
    );
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Leave by' })).getByRole('radio', {
        name: '13:00',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change time' }));

    const draft = readOrderDraft('k3x9');
    expect(draft?.request).toEqual({
      kind: 'products',
      items: [
        { productId: 'p-early', timeslotStartsAt: '2099-12-01T10:00:00.000Z' },
        { productId: 'p-late', timeslotStartsAt: '2099-12-03T11:00:00.000Z' },
      ],
    });
    expect(draft?.total.decimalAmount).toBe('40.00');
  });

  it("says 'Time cannot be changed anymore' when the stay's offer says so, not 'run out'", async () => {
    const { environment } = await renderRoute('/stay/change-time?slug=k3x9', { manual: true });
    await act(async () => {
      environment.mock.resolveMostRecentOperation(
        answer({
          ...future,
          // The arrival day after the arrival time: early check-in is over, though slots remain.
          productOffers: [
            offered('EARLY_CHECK_IN', 'NOT_AVAILABLE_NOW'),
            offered('LATE_CHECK_OUT', 'STAY_CLOSED'),
          ],
          earlyCheckInAvailability: slots('2099-12-01', ['14:00']),
          lateCheckOutAvailability: slots('2099-12-03', []),
        }),
      );
    });

    expect(await screen.findAllByText('Time cannot be changed anymore')).toHaveLength(2);
    expect(screen.queryByText(/run out of timeslots/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change time' })).toBeNull();
  });

  it('changes a bought time in place, without the order confirmation: nothing is charged again', async () => {
    const { environment } = await renderRoute('/stay/change-time?slug=k3x9', { manual: true });
    await act(async () => {
      environment.mock.resolveMostRecentOperation(
        answer({
          ...future,
          arrivalTime: '2099-12-01T10:00:00.000Z',
          productOffers: [
            offered('EARLY_CHECK_IN', 'BOUGHT', [
              { id: 'item-1', orderItemId: 'i1', timeslotStartsAt: '2099-12-01T10:00:00.000Z' },
            ]),
            offered('LATE_CHECK_OUT', 'NOT_OFFERED_HERE'),
          ],
          earlyCheckInAvailability: slots('2099-12-01', ['12:00', '13:00'], 'p-early'),
          lateCheckOutAvailability: null,
        }),
      );
    });

    const arrive = await screen.findByRole('radiogroup', { name: 'Arrive from' });
    // The bought 12:00 is where the guest is; 13:00 is what it can move to.
    expect(within(arrive).queryByRole('radio', { name: '12:00' })).toBeNull();
    expect(screen.getByText('Changing the time you bought is free.')).toBeTruthy();
    fireEvent.click(within(arrive).getByRole('radio', { name: '13:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change time' }));

    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('useChangeBoughtTimeMutation');
    expect(mutation.request.variables).toMatchObject({
      slug: 'k3x9',
      orderItemId: 'i1',
      timeslotStartsAt: '2099-12-01T11:00:00.000Z',
    });
    expect(readOrderDraft('k3x9')).toBeNull();
  });

  it('says when the timeslots have run out, with a way to contact us', async () => {
    const { environment } = await renderRoute('/stay/change-time?slug=k3x9', { manual: true });
    await act(async () => {
      environment.mock.resolveMostRecentOperation(
        answer({
          ...future,
          productOffers: [offered('EARLY_CHECK_IN'), offered('LATE_CHECK_OUT', 'NOT_OFFERED_HERE')],
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
});
