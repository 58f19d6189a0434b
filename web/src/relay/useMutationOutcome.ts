import { useCallback } from 'react';
import { type GraphQLTaggedNode, type UseMutationConfig, useMutation } from 'react-relay';
import type { MutationParameters } from 'relay-runtime';
import type { userError_error$key } from './__generated__/userError_error.graphql.ts';
import { errorCodeOf } from './errors.ts';
import { readUserError, type UserError } from './userError.ts';

export type MutationOutcome<TResponse> =
  | { ok: true; response: TResponse }
  /** `response` is there when the payload itself carried the error (more about it may be there). */
  | { ok: false; error: UserError; response?: TResponse };

type CommitConfig<TMutation extends MutationParameters> = Omit<
  UseMutationConfig<TMutation>,
  'onCompleted' | 'onError'
>;

/**
 * The base of every `use<Name>Mutation` hook: `commit` resolves to the outcome instead of taking
 * callbacks, with the payload's `error` (errors as data) and anything thrown (offline, server
 * failure) in one `UserError` shape, so a form handles both the same way.
 *
 * `errorOf` picks the payload's `error { ...userError_error }`; define it at module level.
 */
export function useMutationOutcome<TMutation extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  errorOf: (response: TMutation['response']) => userError_error$key | null | undefined,
) {
  const [commitMutation, isInFlight] = useMutation<TMutation>(mutation);
  const commit = useCallback(
    (config: CommitConfig<TMutation>) =>
      new Promise<MutationOutcome<TMutation['response']>>((resolve) => {
        commitMutation({
          ...config,
          onCompleted: (response) => {
            const error = readUserError(errorOf(response));
            resolve(error ? { ok: false, error, response } : { ok: true, response });
          },
          onError: (thrown) => {
            resolve({
              ok: false,
              error: { code: errorCodeOf(thrown), field: null, message: thrown.message },
            });
          },
        });
      }),
    [commitMutation, errorOf],
  );
  return { commit, isInFlight };
}
