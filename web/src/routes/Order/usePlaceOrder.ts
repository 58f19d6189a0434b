import { useCallback } from 'react';
import type { OrderDraft } from '../../ordering/orderDraft.ts';
import type { KnownErrorCode } from '../../relay/errorMessages.ts';
import { useOrderCustomProductMutation } from './useOrderCustomProductMutation.ts';
import { useOrderProductsMutation } from './useOrderProductsMutation.ts';

export type PlaceOutcome = { ok: true; orderId: string } | { ok: false; code: KnownErrorCode };

/** Places a draft with the mutation its request names, under the draft's idempotency key. */
export function usePlaceOrder() {
  const products = useOrderProductsMutation();
  const customProduct = useOrderCustomProductMutation();
  const place = useCallback(
    async (draft: OrderDraft): Promise<PlaceOutcome> => {
      const { slug, idempotencyKey, request } = draft;
      const outcome =
        request.kind === 'products'
          ? await products.commit({
              variables: { slug, idempotencyKey, items: [...request.items] },
            })
          : await customProduct.commit({
              variables: {
                slug,
                idempotencyKey,
                customProductId: request.customProductId,
                transfer: request.transfer ?? null,
              },
            });
      if (!outcome.ok) return { ok: false, code: outcome.error.code };
      const order =
        'orderProducts' in outcome.response
          ? outcome.response.orderProducts.order
          : outcome.response.orderCustomProduct.order;
      // `ok` without an order is the spec's 'Failed to place order'.
      return order ? { ok: true, orderId: order.orderId } : { ok: false, code: 'ORDER' };
    },
    [products.commit, customProduct.commit],
  );
  return { place, isInFlight: products.isInFlight || customProduct.isInFlight };
}
