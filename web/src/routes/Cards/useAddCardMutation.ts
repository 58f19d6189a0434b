import { graphql } from 'react-relay';
import { useMutationOutcome } from '../../relay/useMutationOutcome.ts';
import type { useAddCardMutation as AddCardMutation } from './__generated__/useAddCardMutation.graphql.ts';

/**
 * Puts a card the pay page authorised on the reservation: only its transaction id, masked
 * number, brand, name and expiry; the number itself never reaches the gateway. The reservation's
 * cards come back with its `id`, so the confirmation and this screen show the new card.
 */
const addCardMutation = graphql`
  mutation useAddCardMutation($slug: String!, $card: CardInput!) {
    addCard(slug: $slug, card: $card) {
      error {
        ...userError_error
      }
      card {
        cardId
      }
      reservation {
        ...stayUpdate_reservation
      }
    }
  }
`;

const errorOf = (response: AddCardMutation['response']) => response.addCard.error;

export function useAddCardMutation() {
  return useMutationOutcome<AddCardMutation>(addCardMutation, errorOf);
}
