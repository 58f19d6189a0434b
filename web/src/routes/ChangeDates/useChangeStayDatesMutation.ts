import { graphql } from 'react-relay';
import { useMutationOutcome } from '../../relay/useMutationOutcome.ts';
import type { useChangeStayDatesMutation as ChangeStayDatesMutation } from './__generated__/useChangeStayDatesMutation.graphql.ts';

/**
 * Moves the stay to new dates. The payload's reservation (with `id`) carries the new dates, the
 * repriced total and the moved end of free cancellation, so every screen of this stay follows.
 */
const changeStayDatesMutation = graphql`
  mutation useChangeStayDatesMutation(
    $slug: String!
    $startDate: LocalDate!
    $endDate: LocalDate!
    $expectedTotalMinor: Int!
  ) {
    changeStayDates(
      slug: $slug
      startDate: $startDate
      endDate: $endDate
      expectedTotalMinor: $expectedTotalMinor
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

const errorOf = (response: ChangeStayDatesMutation['response']) => response.changeStayDates.error;

/**
 * `const outcome = await commit({ variables: { slug, startDate, endDate, expectedTotalMinor } })`:
 * the total the guest confirmed in the preview (`useDateChangeQuote`).
 */
export function useChangeStayDatesMutation() {
  return useMutationOutcome<ChangeStayDatesMutation>(changeStayDatesMutation, errorOf);
}
