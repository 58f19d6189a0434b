import { graphql } from 'react-relay';
import { useMutationOutcome } from '../../relay/useMutationOutcome.ts';
import type { useRequestLoginCodeMutation as RequestLoginCodeMutation } from './__generated__/useRequestLoginCodeMutation.graphql.ts';

/**
 * Sends a one-time code to the e-mail; answers the attempt's `idempotencyKey`, or when refused
 * for too many requests, how long until one may be asked again (`retryAfterSeconds`).
 */
const requestLoginCodeMutation = graphql`
  mutation useRequestLoginCodeMutation($email: String!, $botCheckToken: String!) {
    requestLoginCode(email: $email, botCheckToken: $botCheckToken) {
      idempotencyKey
      error {
        ...userError_error
        retryAfterSeconds
      }
    }
  }
`;

const errorOf = (response: RequestLoginCodeMutation['response']) => response.requestLoginCode.error;

export function useRequestLoginCodeMutation() {
  return useMutationOutcome<RequestLoginCodeMutation>(requestLoginCodeMutation, errorOf);
}
