import { graphql } from 'react-relay';
import { useMutationOutcome } from '../../relay/useMutationOutcome.ts';
import type { useLogOutMutation as LogOutMutation } from './__generated__/useLogOutMutation.graphql.ts';

/** Ends the session: the gateway has the core API revoke the token and clears the cookie. */
const logOutMutation = graphql`
  mutation useLogOutMutation {
    logOut {
      ok
      error {
        ...userError_error
      }
    }
  }
`;

const errorOf = (response: LogOutMutation['response']) => response.logOut.error;

export function useLogOutMutation() {
  return useMutationOutcome<LogOutMutation>(logOutMutation, errorOf);
}
