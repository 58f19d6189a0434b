import { useCallback, useState } from 'react';
import { fetchQuery, type GraphQLTaggedNode, useRelayEnvironment } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import type { KnownErrorCode } from './errorMessages.ts';
import { errorCodeOf } from './errors.ts';

export type LookupOutcome<TData> = { ok: true; data: TData } | { ok: false; code: KnownErrorCode };

/**
 * The app's one pattern for a query that runs on a button press (the booking lookup): the form
 * awaits `lookup(variables)` and acts on the outcome (navigate, show not found, show the error).
 * Always from the network: a guest retrying after a typo must not get a cached answer.
 */
export function useLookup<TQuery extends OperationType>(query: GraphQLTaggedNode) {
  const environment = useRelayEnvironment();
  const [isPending, setPending] = useState(false);
  const lookup = useCallback(
    async (variables: TQuery['variables']): Promise<LookupOutcome<TQuery['response']>> => {
      setPending(true);
      try {
        const data = await fetchQuery<TQuery>(environment, query, variables, {
          fetchPolicy: 'network-only',
        }).toPromise();
        if (data === undefined) return { ok: false, code: 'UNKNOWN' };
        return { ok: true, data };
      } catch (error) {
        return { ok: false, code: errorCodeOf(error) };
      } finally {
        setPending(false);
      }
    },
    [environment, query],
  );
  return { lookup, isPending };
}
