import { graphql } from 'react-relay';
import { useMutationOutcome } from '../../relay/useMutationOutcome.ts';
import type { useSubmitGuestDetailsMutation as SubmitGuestDetailsMutation } from './__generated__/useSubmitGuestDetailsMutation.graphql.ts';

/**
 * Online check-in, first step. The payload's reservation carries the new check-in state with
 * its `id`, so the screen moves on to the next step through the store.
 */
const submitGuestDetailsMutation = graphql`
  mutation useSubmitGuestDetailsMutation($slug: String!, $input: GuestDetailsInput!) {
    submitGuestDetails(slug: $slug, input: $input) {
      error {
        ...userError_error
      }
      reservation {
        checkInDate
        ...stayUpdate_reservation
      }
    }
  }
`;

const errorOf = (response: SubmitGuestDetailsMutation['response']) =>
  response.submitGuestDetails.error;

export function useSubmitGuestDetailsMutation() {
  return useMutationOutcome<SubmitGuestDetailsMutation>(submitGuestDetailsMutation, errorOf);
}
