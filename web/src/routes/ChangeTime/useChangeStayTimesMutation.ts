import { graphql } from 'react-relay';
import { useMutationOutcome } from '../../relay/useMutationOutcome.ts';
import type { useChangeStayTimesMutation as ChangeStayTimesMutation } from './__generated__/useChangeStayTimesMutation.graphql.ts';

/**
 * Orders the early check-in and/or late check-out timeslot; the order then settles like any
 * order (follow it with `orderStatus`). The reservation's times come back with its `id`.
 */
const changeStayTimesMutation = graphql`
  mutation useChangeStayTimesMutation(
    $slug: String!
    $checkInTime: String
    $checkOutTime: String
    $idempotencyKey: String!
  ) {
    changeStayTimes(
      slug: $slug
      checkInTime: $checkInTime
      checkOutTime: $checkOutTime
      idempotencyKey: $idempotencyKey
    ) {
      order {
        orderId
      }
      error {
        ...userError_error
      }
      reservation {
        id
        arrivalTime
        departureTime
      }
    }
  }
`;

const errorOf = (response: ChangeStayTimesMutation['response']) => response.changeStayTimes.error;

export function useChangeStayTimesMutation() {
  return useMutationOutcome<ChangeStayTimesMutation>(changeStayTimesMutation, errorOf);
}
