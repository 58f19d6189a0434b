import { graphql } from 'react-relay';
import { useMutationOutcome } from '../../relay/useMutationOutcome.ts';
import type { useVerifyLoginCodeMutation as VerifyLoginCodeMutation } from './__generated__/useVerifyLoginCodeMutation.graphql.ts';

/**
 * Trades the code for a session (the gateway sets the HttpOnly cookie). The page keeps only how
 * long the session lasts, and whether to offer the marketing consent next.
 */
const verifyLoginCodeMutation = graphql`
  mutation useVerifyLoginCodeMutation($email: String!, $code: String!, $idempotencyKey: String) {
    verifyLoginCode(email: $email, code: $code, idempotencyKey: $idempotencyKey) {
      sessionLifetimeSeconds
      viewer {
        profile {
          customerId
          isMarketingConsentGiven
        }
      }
      error {
        ...userError_error
      }
    }
  }
`;

const errorOf = (response: VerifyLoginCodeMutation['response']) => response.verifyLoginCode.error;

export function useVerifyLoginCodeMutation() {
  return useMutationOutcome<VerifyLoginCodeMutation>(verifyLoginCodeMutation, errorOf);
}
