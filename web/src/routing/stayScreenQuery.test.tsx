import { screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { money } from '../ordering/money.ts';
import { createOrderDraft, saveOrderDraft } from '../ordering/orderDraft.ts';
import { renderRoute } from '../testing/renderRoute.tsx';
import { namesNoStay } from './stayScreenQuery.ts';

type Environment = Awaited<ReturnType<typeof renderRoute>>['environment'];

/** Every screen of one stay: an address that reaches it, and the query it asks. */
const stayScreens = [
  ['/stay', 'StayRouteQuery'],
  ['/stay/access', 'AccessRouteQuery'],
  ['/stay/ask', 'AskRouteQuery'],
  ['/stay/add-card', 'AddCardRouteQuery'],
  ['/stay/cancel-reservation', 'CancelRouteQuery'],
  ['/stay/cancel-reservation-success', 'CancelSuccessRouteQuery'],
  ['/stay/change-dates', 'ChangeDatesRouteQuery'],
  ['/stay/reservation-extension', 'ExtensionQuery'],
  ['/stay/order-product/reservation-extension?nights=1', 'ExtensionQuery'],
  ['/stay/change-time', 'ChangeTimeRouteQuery'],
  ['/stay/check-in', 'OnlineCheckInRouteQuery'],
  ['/stay/check-out', 'CheckOutRouteQuery'],
  ['/stay/check-out/success', 'CheckOutSuccessRouteQuery'],
  ['/stay/extras', 'ExtrasRouteQuery'],
  ['/stay/breakfast', 'DailyProductRouteQuery'],
  ['/stay/early-check-in', 'TimeslotProductRouteQuery'],
  ['/stay/cleaning', 'CleaningRouteQuery'],
  ['/stay/upgrade', 'UpgradeRouteQuery'],
  ['/stay/product/p-custom', 'ProductRouteQuery'],
  ['/stay/order-confirmation', 'OrderConfirmationRouteQuery'],
  ['/stay/order-success', 'OrderSuccessRouteQuery'],
  ['/stay/location', 'LocationRouteQuery'],
  ['/stay/sustainability', 'SustainabilityRouteQuery'],
] as const;

function withSlug(address: string, slug: string): string {
  return `${address}${address.includes('?') ? '&' : '?'}${new URLSearchParams({ slug })}`;
}

async function pendingQuery(environment: Environment, name: string) {
  return waitFor(() => {
    const operation = environment.mock
      .getAllOperations()
      .find(({ request }) => request.node.params.name === name);
    if (!operation) throw new Error(`${name} is not pending.`);
    return operation;
  });
}

describe('a stay screen whose stay does not exist', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it.each(stayScreens)(
    '%s goes to the error page, in place of its address',
    async (address, queryName) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      // The confirmation opens only with an order handed over.
      saveOrderDraft(
        createOrderDraft({
          slug: 'nope',
          request: { kind: 'products', items: [{ productId: 'p-breakfast' }] },
          lines: [{ name: 'Breakfast', productType: 'BREAKFAST', price: money(2900, 'EUR') }],
          total: money(2900, 'EUR'),
          returnTo: '/stay/breakfast?slug=nope',
        }),
      );
      const { router, environment } = await renderRoute(withSlug(address, 'nope'), {
        manual: true,
      });
      // The screen draws while its answer loads, as a browser navigation does; then the answer
      // names no stay.
      const query = await pendingQuery(environment, queryName);
      environment.mock.resolve(
        query,
        MockPayloadGenerator.generate(query, { Query: () => ({ reservation: null }) }),
      );

      // The screen's chunk compiles first in a test run: slow on a shared machine.
      await waitFor(() => expect(router.state.location.pathname).toBe('/error'), {
        timeout: 10_000,
      });
      expect(router.state.historyAction).toBe('REPLACE');
      expect(await screen.findByText(/What a bummer!/)).toBeTruthy();
    },
  );

  it('leaves a failed answer to the screen, which shows the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router, environment } = await renderRoute('/stay/access?slug=k3x9', { manual: true });
    environment.mock.reject(
      await pendingQuery(environment, 'AccessRouteQuery'),
      new Error('offline'),
    );
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/stay/access');
  });
});

describe('namesNoStay', () => {
  it('is true only for an answer whose reservation is missing', () => {
    expect(namesNoStay({ reservation: null })).toBe(true);
    expect(namesNoStay({ reservation: { slug: 'k3x9' } })).toBe(false);
    // An answer without the field is not a stay screen's.
    expect(namesNoStay({ viewer: null })).toBe(false);
    expect(namesNoStay(null)).toBe(false);
  });
});
