import { graphql } from 'react-relay';
import { useMutationOutcome } from '../../relay/useMutationOutcome.ts';
import type { useGiveMarketingConsentMutation as GiveMarketingConsentMutation } from './__generated__/useGiveMarketingConsentMutation.graphql.ts';

/** Records the customer's agreement to marketing e-mails (it cannot be withdrawn, spec §4). */
const giveMarketingConsentMutation = graphql`
  mutation useGiveMarketingConsentMutation {
    giveMarketingConsent {
      profile {
        isMarketingConsentGiven
      }
      error {
        ...userError_error
      }
    }
  }
`;

const errorOf = (response: GiveMarketingConsentMutation['response']) =>
  response.giveMarketingConsent.error;

export function useGiveMarketingConsentMutation() {
  return useMutationOutcome<GiveMarketingConsentMutation>(giveMarketingConsentMutation, errorOf);
}
