import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeCheck } from '../../relay/useOutcomeCheck.ts';
import type { useDoorAccessCheckQuery } from './__generated__/useDoorAccessCheckQuery.graphql.ts';
import type { AccessCheck } from './doorAccessMachines.ts';

/**
 * The stay's keys as the door screen shows them (`DoorKeyCard_key`), read again: the card of a
 * key that can no longer be used shows why at once, from the same store records.
 */
const doorAccessCheckQuery = graphql`
  query useDoorAccessCheckQuery($slug: String!) {
    reservation(slug: $slug) {
      keys {
        keyId
        unavailability {
          code
        }
        ...DoorKeyCard_key
      }
    }
  }
`;

/**
 * After `OUTCOME_UNKNOWN` on a door unlock or an elevator call: reads the key's access again from
 * the network and answers whether the guest may use it now. The core API's deadline means a lost
 * unlock never happens later, so trying again is the guest's call, made on the key's real status.
 */
export function useDoorAccessCheck(slug: string, propertyKeyId: string) {
  const check = useOutcomeCheck<useDoorAccessCheckQuery>(doorAccessCheckQuery);
  return useCallback(async (): Promise<AccessCheck> => {
    const outcome = await check({ slug }, (data): AccessCheck => {
      const key = data.reservation?.keys.find((candidate) => candidate.keyId === propertyKeyId);
      // `keyStatus` reads a key without an unavailability as available, whatever its window.
      return key && !key.unavailability ? 'accessWorks' : 'noAccess';
    });
    return outcome.read ? outcome.verdict : 'unchecked';
  }, [check, slug, propertyKeyId]);
}
