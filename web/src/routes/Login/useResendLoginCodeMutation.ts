import { graphql } from 'react-relay';
import { useMutationOutcome } from '../../relay/useMutationOutcome.ts';
import type { useResendLoginCodeMutation as ResendLoginCodeMutation } from './__generated__/useResendLoginCodeMutation.graphql.ts';

/** A new code for the same attempt: the same `idempotencyKey`, the earlier code stops working. */
const resendLoginCodeMutation = graphql`
  mutation useResendLoginCodeMutation(
    $email: String!
    $idempotencyKey: String!
    $botCheckToken: String!
  ) {
    resendLoginCode(email: $email, idempotencyKey: $idempotencyKey, botCheckToken: $botCheckToken) {
      idempotencyKey
      error {
        ...userError_error
      }
    }
  }
`;

const errorOf = (response: ResendLoginCodeMutation['response']) => response.resendLoginCode.error;

export function useResendLoginCodeMutation() {
  return useMutationOutcome<ResendLoginCodeMutation>(resendLoginCodeMutation, errorOf);
}
