import { waitFor } from '@testing-library/react';
import { money } from '../ordering/money.ts';
import { createOrderDraft, saveOrderDraft } from '../ordering/orderDraft.ts';
import type { renderRoute } from './renderRoute.tsx';

/** Every screen of one stay: an address that reaches it, and the query it asks. */
export const stayScreens = [
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

/** `address` with the stay's `?slug=` added to whatever it already asks. */
export function withSlug(address: string, slug: string): string {
  return `${address}${address.includes('?') ? '&' : '?'}${new URLSearchParams({ slug })}`;
}

/** The order confirmation opens only with an order handed over: a breakfast for `slug`. */
export function handOverOrder(slug: string): void {
  saveOrderDraft(
    createOrderDraft({
      slug,
      request: { kind: 'products', items: [{ productId: 'p-breakfast' }] },
      lines: [{ name: 'Breakfast', productType: 'BREAKFAST', price: money(2900, 'EUR') }],
      total: money(2900, 'EUR'),
      returnTo: `/stay/breakfast?slug=${slug}`,
    }),
  );
}

type Environment = Awaited<ReturnType<typeof renderRoute>>['environment'];

/** The operation `name` once the screen has sent it (a `manual` render's). */
export async function pendingQuery(environment: Environment, name: string) {
  return waitFor(() => {
    const operation = environment.mock
      .getAllOperations()
      .find(({ request }) => request.node.params.name === name);
    if (!operation) throw new Error(`${name} is not pending.`);
    return operation;
  });
}
