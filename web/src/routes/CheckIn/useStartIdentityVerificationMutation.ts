import { graphql } from 'react-relay';
import { useMutationOutcome } from '../../relay/useMutationOutcome.ts';
import type { useStartIdentityVerificationMutation as StartIdentityVerificationMutation } from './__generated__/useStartIdentityVerificationMutation.graphql.ts';

/** Online check-in, second step: the identity provider's page to send the guest to. */
const startIdentityVerificationMutation = graphql`
  mutation useStartIdentityVerificationMutation($slug: String!) {
    startIdentityVerification(slug: $slug) {
      verificationUrl
      error {
        ...userError_error
      }
      reservation {
        ...stayUpdate_reservation
      }
    }
  }
`;

const errorOf = (response: StartIdentityVerificationMutation['response']) =>
  response.startIdentityVerification.error;

export function useStartIdentityVerificationMutation() {
  return useMutationOutcome<StartIdentityVerificationMutation>(
    startIdentityVerificationMutation,
    errorOf,
  );
}
