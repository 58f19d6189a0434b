import { graphql } from 'react-relay';
import { useMutationOutcome } from '../../relay/useMutationOutcome.ts';
import type { useCheckOutMutation as CheckOutMutation } from './__generated__/useCheckOutMutation.graphql.ts';

/**
 * Checks the guest out. The payload selects the reservation's changed fields with its `id`, so
 * Relay updates every screen showing this stay; nothing edits the store by hand.
 */
const checkOutMutation = graphql`
  mutation useCheckOutMutation($slug: String!) {
    checkOut(slug: $slug) {
      error {
        ...userError_error
      }
      reservation {
        ...stayUpdate_reservation
      }
    }
  }
`;

const errorOf = (response: CheckOutMutation['response']) => response.checkOut.error;

/** `const { commit, isInFlight } = useCheckOutMutation(); const outcome = await commit({ variables: { slug } });` */
export function useCheckOutMutation() {
  return useMutationOutcome<CheckOutMutation>(checkOutMutation, errorOf);
}
