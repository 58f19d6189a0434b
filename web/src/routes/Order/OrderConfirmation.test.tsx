import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { money } from '../../ordering/money.ts';
import { createOrderDraft, saveOrderDraft } from '../../ordering/orderDraft.ts';
import { readOrderDraft } from '../../ordering/readOrderDraft.ts';
import { ApiError, NetworkError } from '../../relay/errors.ts';
import { renderRoute } from '../../testing/renderRoute.tsx';

const draft = () =>
  createOrderDraft({
    slug: 'k3x9',
    request: {
      kind: 'products',
      items: [{ productId: 'p-breakfast', consumptionDate: '2099-12-02' }],
    },
    lines: [
      {
        name: 'Breakfast',
        productType: 'BREAKFAST',
        startDate: '2099-12-02',
        price: money(2900, 'EUR'),
      },
    ],
    total: money(2900, 'EUR'),
    returnTo: '/stay/breakfast?slug=k3x9',
  });

const reservation = {
  Reservation: () => ({
    slug: 'k3x9',
    stage: 'IN_HOUSE',
    isOpenForOrders: true,
    card: { numberMasked: '424242xxxxxx4242', type: 'VISA' },
  }),
  Property: () => ({ timeZone: 'Europe/Helsinki' }),
};

type Env = Awaited<ReturnType<typeof renderRoute>>['environment'];

async function openConfirmation() {
  const view = await renderRoute('/stay/order-confirmation?slug=k3x9', { manual: true });
  const query = await waitFor(() => view.environment.mock.getMostRecentOperation());
  view.environment.mock.resolve(query, MockPayloadGenerator.generate(query, reservation));
  await screen.findByRole('heading', { level: 1, name: 'Confirm your order' });
  return view;
}

function pendingOperation(environment: Env, name: string) {
  return environment.mock.getAllOperations().filter((op) => op.request.node.params.name === name);
}

function theOnly(environment: Env, name: string) {
  const [operation, ...others] = pendingOperation(environment, name);
  if (!operation || others.length > 0) throw new Error(`expected one pending ${name}`);
  return operation;
}

describe('the order confirmation', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows what is ordered, the date, the total, the card and the charge note', async () => {
    saveOrderDraft(draft());
    await openConfirmation();

    expect(screen.getByText('Breakfast')).toBeTruthy();
    expect(screen.getByText('Wed 2 Dec')).toBeTruthy();
    expect(screen.getAllByText('€29.00')).toHaveLength(2);
    expect(screen.getByText('Card ending in 4242')).toBeTruthy();
    expect(
      screen.getByText('The amount is charged to your card before or during your stay.'),
    ).toBeTruthy();
  });

  it('refuses before asking for a card when the stay takes no orders', async () => {
    saveOrderDraft(draft());
    const view = await renderRoute('/stay/order-confirmation?slug=k3x9', { manual: true });
    const query = await waitFor(() => view.environment.mock.getMostRecentOperation());
    view.environment.mock.resolve(
      query,
      MockPayloadGenerator.generate(query, {
        ...reservation,
        Reservation: () => ({
          slug: 'k3x9',
          stage: 'CANCELLED',
          isOpenForOrders: false,
          card: null,
        }),
      }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This stay was cancelled' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect(screen.queryByRole('link', { name: /card/i })).toBeNull();
    expect(screen.queryByText('€29.00')).toBeNull();
  });

  it('places the order once however often it is tapped, with the draft idempotency key', async () => {
    const stored = draft();
    saveOrderDraft(stored);
    const { environment } = await openConfirmation();

    const button = screen.getByRole('button', { name: 'Place order' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);

    const orders = pendingOperation(environment, 'useOrderProductsMutation');
    expect(orders).toHaveLength(1);
    expect(orders[0]?.request.variables).toEqual({
      slug: 'k3x9',
      idempotencyKey: stored.idempotencyKey,
      items: [{ productId: 'p-breakfast', consumptionDate: '2099-12-02' }],
    });
    expect(
      (screen.getByRole('button', { name: 'Placing your order…' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    environment.mock.resolve(theOnly(environment, 'useOrderProductsMutation'), {
      data: {
        orderProducts: {
          order: { orderId: 'o1', status: 'PENDING' },
          error: null,
          reservation: null,
        },
      },
    });
    // The placed order is remembered: a reload follows it instead of placing another.
    await waitFor(() => expect(readOrderDraft('k3x9')?.orderId).toBe('o1'));
    const follow = await waitFor(() => {
      const [subscription] = pendingOperation(environment, 'useOrderStatusSubscription');
      if (!subscription) throw new Error('not subscribed yet');
      return subscription;
    });
    expect(follow.request.variables).toEqual({ orderId: 'o1', slug: 'k3x9' });
  });

  it('sends the same key again after a reload cut off the first request', async () => {
    const stored = { ...draft(), isSubmitted: true };
    saveOrderDraft(stored);
    const { environment } = await openConfirmation();

    const resent = await waitFor(() => theOnly(environment, 'useOrderProductsMutation'));
    expect(resent.request.variables.idempotencyKey).toBe(stored.idempotencyKey);
  });

  it('offers update card, add card and try again when the payment fails', async () => {
    saveOrderDraft({ ...draft(), orderId: 'o1' });
    const { environment } = await openConfirmation();

    // The screen follows the order once its first render has committed (an effect).
    const following = await waitFor(() => theOnly(environment, 'useOrderStatusSubscription'));
    environment.mock.nextValue(following, {
      data: {
        orderStatus: {
          orderId: 'o1',
          status: 'FAILED',
          error: { code: 'PAYMENT', field: null, message: 'declined' },
        },
      },
    });

    expect(
      await screen.findByText(
        "We couldn't process your payment. Please try again or update your card details.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update card' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add card' })).toBeTruthy();
    const firstKey = readOrderDraft('k3x9')?.idempotencyKey;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const [retry] = pendingOperation(environment, 'useOrderProductsMutation');
    // A new attempt: the first key would only replay the failed order.
    expect(retry?.request.variables.idempotencyKey).not.toBe(firstKey);
  });

  it("says 'Failed to process the order' when the order fails", async () => {
    saveOrderDraft({ ...draft(), orderId: 'o1' });
    const { environment } = await openConfirmation();

    // The screen follows the order once its first render has committed (an effect).
    const following = await waitFor(() => theOnly(environment, 'useOrderStatusSubscription'));
    environment.mock.nextValue(following, {
      data: {
        orderStatus: {
          orderId: 'o1',
          status: 'FAILED',
          error: { code: 'ORDER', field: null, message: 'failed' },
        },
      },
    });

    expect(await screen.findByText('Failed to process the order')).toBeTruthy();
    expect(screen.getByText('Failed to update. Please try again.')).toBeTruthy();
  });

  it('goes to the success screen once the order is ordered', async () => {
    saveOrderDraft({ ...draft(), orderId: 'o1' });
    const { environment, router } = await openConfirmation();

    // The screen follows the order once its first render has committed (an effect).
    const following = await waitFor(() => theOnly(environment, 'useOrderStatusSubscription'));
    environment.mock.nextValue(following, {
      data: { orderStatus: { orderId: 'o1', status: 'ORDERED', error: null } },
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/stay/order-success'));
    expect(readOrderDraft('k3x9')?.isCompleted).toBe(true);
  });

  it('/stay/order-success opened directly thanks for nothing: it goes to the stay', async () => {
    const { router } = await renderRoute('/stay/order-success?slug=k3x9', {
      resolvers: reservation,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/stay'));
    expect(router.state.location.search).toBe('?slug=k3x9');
    expect(screen.queryByText(/Thank you/)).toBeNull();
  });

  describe("when the order's answer is lost (OUTCOME_UNKNOWN)", () => {
    const earlierItem = { orderItemId: 'i-earlier', productId: 'p-breakfast' };
    const stayWith = (items: object[]) => ({
      ...reservation,
      Reservation: () => ({
        ...reservation.Reservation(),
        id: 'reservation-1',
        orderedItems: { edges: items.map((node) => ({ node })) },
      }),
    });
    const lostAnswer = {
      data: {
        orderProducts: {
          order: null,
          error: { code: 'OUTCOME_UNKNOWN', field: null, message: 'no answer in time' },
          reservation: null,
        },
      },
    };

    async function placeAndLoseTheAnswer() {
      const stored = draft();
      saveOrderDraft(stored);
      const view = await renderRoute('/stay/order-confirmation?slug=k3x9', { manual: true });
      const query = await waitFor(() => view.environment.mock.getMostRecentOperation());
      // The stay already has a breakfast on another day: only a new item is this order.
      view.environment.mock.resolve(
        query,
        MockPayloadGenerator.generate(query, stayWith([earlierItem])),
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Place order' }));
      view.environment.mock.resolve(
        theOnly(view.environment, 'useOrderProductsMutation'),
        lostAnswer,
      );
      const check = await waitFor(() => theOnly(view.environment, 'usePlacedOrderCheckQuery'));
      return { ...view, stored, check };
    }

    it('reads the stay again and follows the order it finds, under the same key', async () => {
      const { environment, router, stored, check } = await placeAndLoseTheAnswer();
      expect(check.request.variables).toEqual({ slug: 'k3x9' });
      expect(await screen.findByText('Checking your order')).toBeTruthy();
      expect(
        (screen.getByRole('button', { name: 'Placing your order…' }) as HTMLButtonElement).disabled,
      ).toBe(true);

      environment.mock.resolve(
        check,
        MockPayloadGenerator.generate(
          check,
          stayWith([earlierItem, { orderItemId: 'i-new', productId: 'p-breakfast' }]),
        ),
      );
      // The same key answers the order that went through: its id, never a second order.
      const replay = await waitFor(() => theOnly(environment, 'useOrderProductsMutation'));
      expect(replay.request.variables.idempotencyKey).toBe(stored.idempotencyKey);
      environment.mock.resolve(replay, {
        data: {
          orderProducts: {
            order: { orderId: 'o1', status: 'PENDING' },
            error: null,
            reservation: null,
          },
        },
      });
      const follow = await waitFor(() => theOnly(environment, 'useOrderStatusSubscription'));
      expect(follow.request.variables).toEqual({ orderId: 'o1', slug: 'k3x9' });
      environment.mock.nextValue(follow, {
        data: { orderStatus: { orderId: 'o1', status: 'ORDERED', error: null } },
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/stay/order-success'));
      expect(screen.queryByText("Your order didn't go through")).toBeNull();
    });

    it('says the order did not go through when it is not on the stay, and retries with the same key', async () => {
      const { environment, stored, check } = await placeAndLoseTheAnswer();
      environment.mock.resolve(
        check,
        MockPayloadGenerator.generate(check, stayWith([earlierItem])),
      );

      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain("Your order didn't go through");
      expect(alert.textContent).toContain(
        "It isn't on your stay. Try again: it will only be ordered once.",
      );
      expect(pendingOperation(environment, 'useOrderProductsMutation')).toHaveLength(0);

      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      const retry = theOnly(environment, 'useOrderProductsMutation');
      expect(retry.request.variables.idempotencyKey).toBe(stored.idempotencyKey);
      expect(readOrderDraft('k3x9')?.idempotencyKey).toBe(stored.idempotencyKey);
    });

    it('says the order could not be confirmed when the stay cannot be read either', async () => {
      const { environment, stored, check } = await placeAndLoseTheAnswer();
      environment.mock.reject(check, new NetworkError('offline'));

      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain("We couldn't confirm your order");
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(
        theOnly(environment, 'useOrderProductsMutation').request.variables.idempotencyKey,
      ).toBe(stored.idempotencyKey);
    });

    it('reads the stay again when the lost answer comes as a thrown error too', async () => {
      saveOrderDraft(draft());
      const { environment } = await openConfirmation();
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
      environment.mock.reject(
        theOnly(environment, 'useOrderProductsMutation'),
        new ApiError('OUTCOME_UNKNOWN', 'orderProducts failed: no answer in time'),
      );
      await waitFor(() => theOnly(environment, 'usePlacedOrderCheckQuery'));
    });
  });

  it('sends a guest without a draft to the shop', async () => {
    const { router } = await renderRoute('/stay/order-confirmation?slug=k3x9', { manual: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/stay/extras'));
  });
});
