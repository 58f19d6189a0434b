import { graphql } from 'react-relay';
import { useMutationOutcome } from '../../relay/useMutationOutcome.ts';
import type { useChangeBoughtTimeMutation as ChangeBoughtTimeMutation } from './__generated__/useChangeBoughtTimeMutation.graphql.ts';

/**
 * Moves a bought early check-in or late check-out to another of the day's timeslots, in place:
 * nothing is charged again. The payload's reservation carries the new times, the doors' new
 * windows and the offers, so every screen of this stay follows.
 */
const changeBoughtTimeMutation = graphql`
  mutation useChangeBoughtTimeMutation(
    $slug: String!
    $orderItemId: String!
    $timeslotStartsAt: DateTime!
    $idempotencyKey: String!
  ) {
    changeBoughtTime(
      slug: $slug
      orderItemId: $orderItemId
      timeslotStartsAt: $timeslotStartsAt
      idempotencyKey: $idempotencyKey
    ) {
      error {
        ...userError_error
      }
      reservation {
        ...stayUpdate_reservation
      }
    }
  }
`;

const errorOf = (response: ChangeBoughtTimeMutation['response']) => response.changeBoughtTime.error;

/** `const outcome = await commit({ variables: { slug, orderItemId, timeslotStartsAt, idempotencyKey } })`. */
export function useChangeBoughtTimeMutation() {
  return useMutationOutcome<ChangeBoughtTimeMutation>(changeBoughtTimeMutation, errorOf);
}
