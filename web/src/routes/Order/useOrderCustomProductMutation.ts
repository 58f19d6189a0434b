import { graphql } from 'react-relay';
import { useMutationOutcome } from '../../relay/useMutationOutcome.ts';
import type { useOrderCustomProductMutation as OrderCustomProductMutation } from './__generated__/useOrderCustomProductMutation.graphql.ts';

/** Orders a custom product (request or dummy) once per idempotency key; see `useOrderProductsMutation`. */
const orderCustomProductMutation = graphql`
  mutation useOrderCustomProductMutation(
    $slug: String!
    $customProductId: String!
    $idempotencyKey: String!
    $transfer: TransferRequestInput
  ) {
    orderCustomProduct(
      slug: $slug
      customProductId: $customProductId
      idempotencyKey: $idempotencyKey
      transfer: $transfer
    ) {
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

const errorOf = (response: OrderCustomProductMutation['response']) =>
  response.orderCustomProduct.error;

export function useOrderCustomProductMutation() {
  return useMutationOutcome<OrderCustomProductMutation>(orderCustomProductMutation, errorOf);
}
