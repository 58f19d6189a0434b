import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { track } from '../integrations/analytics.ts';
import {
  createOrderDraft,
  type OrderDraftInput,
  orderConfirmationPath,
  saveOrderDraft,
} from './orderDraft.ts';

/**
 * What a selling screen calls when the guest taps its order button:
 * `startOrder({ slug, request, lines, total, returnTo })` stores the draft with a fresh
 * idempotency key and opens `/stay/order-confirmation`, which places and follows the order.
 */
export function useStartOrder(): (input: OrderDraftInput) => void {
  const navigate = useNavigate();
  return useCallback(
    (input: OrderDraftInput) => {
      saveOrderDraft(createOrderDraft(input));
      for (const line of input.lines) {
        track('Product Added', {
          name: line.name,
          category: line.productType,
          price: line.price.decimalAmount,
          currency: line.price.currencyCode,
          quantity: line.quantity ?? 1,
        });
      }
      navigate(orderConfirmationPath(input.slug));
    },
    [navigate],
  );
}
