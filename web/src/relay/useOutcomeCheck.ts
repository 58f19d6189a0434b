import { useCallback } from 'react';
import { fetchQuery, type GraphQLTaggedNode, useRelayEnvironment } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import type { KnownErrorCode } from './errorMessages.ts';
import { errorCodeOf } from './errors.ts';
import { freshAnswerOnly } from './network.ts';

/**
 * What a screen learns by reading again the state a change of unknown outcome touched: its own
 * verdict on the fresh answer, or why the state could not be read either (offline).
 */
export type OutcomeCheck<TVerdict> =
  | { read: true; verdict: TVerdict }
  | { read: false; code: KnownErrorCode };

/** True for the code of a change whose answer was lost: it may or may not have happened. */
export function isOutcomeUnknown(code: KnownErrorCode | null | undefined): boolean {
  return code === 'OUTCOME_UNKNOWN';
}

/**
 * `OUTCOME_UNKNOWN` (gateway README, "Errors"): a change was sent and its answer did not come in
 * time. It may have happened, and the core API's deadline keeps it from happening later, so the
 * state read now is the truth. A screen that meets the code awaits `check(variables, judge)`:
 * `query` is read from the network (never the store, which still holds the state from before the
 * change), Relay normalises the answer so every screen showing that state is updated, and `judge`
 * turns the fresh answer into what the screen does next (the order is on the stay: follow it; it
 * is not: offer to retry under the same idempotency key).
 */
export function useOutcomeCheck<TQuery extends OperationType>(query: GraphQLTaggedNode) {
  const environment = useRelayEnvironment();
  return useCallback(
    async <TVerdict>(
      variables: TQuery['variables'],
      judge: (data: TQuery['response']) => TVerdict,
    ): Promise<OutcomeCheck<TVerdict>> => {
      try {
        const data = await fetchQuery<TQuery>(environment, query, variables, {
          fetchPolicy: 'network-only',
          // The state now, or why it cannot be read: never the answer kept for offline use.
          networkCacheConfig: freshAnswerOnly,
        }).toPromise();
        if (data === undefined) return { read: false, code: 'UNKNOWN' };
        return { read: true, verdict: judge(data) };
      } catch (error) {
        return { read: false, code: errorCodeOf(error) };
      }
    },
    [environment, query],
  );
}
