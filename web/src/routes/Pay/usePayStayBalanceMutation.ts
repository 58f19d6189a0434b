import { graphql } from 'react-relay';
import { useMutationOutcome } from '../../relay/useMutationOutcome.ts';
import type { usePayStayBalanceMutation as PayStayBalanceMutation } from './__generated__/usePayStayBalanceMutation.graphql.ts';

/**
 * Pays the stay's open balance with one of its cards, for exactly the amount the guest confirmed.
 * The payload carries the stay as it now is (paid, its codes and Wi-Fi), so every screen showing
 * it follows through Relay's normalisation, without a reload.
 */
const payStayBalanceMutation = graphql`
  mutation usePayStayBalanceMutation(
    $slug: String!
    $cardId: String!
    $expectedAmountMinor: Int!
    $idempotencyKey: String!
  ) {
    payStayBalance(
      slug: $slug
      cardId: $cardId
      expectedAmountMinor: $expectedAmountMinor
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

const errorOf = (response: PayStayBalanceMutation['response']) => response.payStayBalance.error;

export function usePayStayBalanceMutation() {
  return useMutationOutcome<PayStayBalanceMutation>(payStayBalanceMutation, errorOf);
}
