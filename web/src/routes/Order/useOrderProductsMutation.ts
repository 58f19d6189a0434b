import { graphql } from 'react-relay';
import { useMutationOutcome } from '../../relay/useMutationOutcome.ts';
import type { useOrderProductsMutation as OrderProductsMutation } from './__generated__/useOrderProductsMutation.graphql.ts';

/**
 * Orders products for the stay with the draft's idempotency key: the same key sent again (a
 * double tap, a reload) answers the first order instead of placing a second. The stay comes back
 * as the order left it (`stayUpdate_reservation`: its pending items, its offers), so Relay
 * updates the screens showing it; what the order changes once it settles comes with its status.
 */
const orderProductsMutation = graphql`
  mutation useOrderProductsMutation(
    $slug: String!
    $items: [OrderItemInput!]!
    $idempotencyKey: String!
  ) {
    orderProducts(slug: $slug, items: $items, idempotencyKey: $idempotencyKey) {
      order {
        orderId
        status
      }
      error {
        ...userError_error
      }
      reservation {
        ...stayUpdate_reservation
      }
    }
  }
`;

const errorOf = (response: OrderProductsMutation['response']) => response.orderProducts.error;

export function useOrderProductsMutation() {
  return useMutationOutcome<OrderProductsMutation>(orderProductsMutation, errorOf);
}
