import { graphql } from 'react-relay';
import { useMutationOutcome } from '../../relay/useMutationOutcome.ts';
import type { useCancelReservationMutation as CancelReservationMutation } from './__generated__/useCancelReservationMutation.graphql.ts';

/** Cancels the stay; the payload's reservation (with `id`) updates every screen showing it. */
const cancelReservationMutation = graphql`
  mutation useCancelReservationMutation($slug: String!) {
    cancelReservation(slug: $slug) {
      isFreeCancellation
      error {
        ...userError_error
      }
      reservation {
        ...stayUpdate_reservation
      }
    }
  }
`;

const errorOf = (response: CancelReservationMutation['response']) =>
  response.cancelReservation.error;

/** `const outcome = await commit({ variables: { slug } })`; `outcome.response.cancelReservation.isFreeCancellation`. */
export function useCancelReservationMutation() {
  return useMutationOutcome<CancelReservationMutation>(cancelReservationMutation, errorOf);
}
