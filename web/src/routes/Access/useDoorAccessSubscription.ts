import { useCallback, useEffect, useRef } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import type { Disposable, GraphQLSubscriptionConfig } from 'relay-runtime';
import { type KnownErrorCode, toKnownErrorCode } from '../../relay/errorMessages.ts';
import { errorCodeOf } from '../../relay/errors.ts';
import { subscriptionIsAnAction } from '../../relay/network.ts';
import { readUserError } from '../../relay/userError.ts';
import type { useDoorAccessSubscription as DoorAccessSubscription } from './__generated__/useDoorAccessSubscription.graphql.ts';
import type { DoorAccessUpdate } from './doorAccessMachines.ts';

const doorAccessSubscription = graphql`
  subscription useDoorAccessSubscription($slug: String!, $propertyKeyId: String!) {
    doorAccess(slug: $slug, propertyKeyId: $propertyKeyId) {
      propertyKeyId
      state
      openUntil
      availableAt
      error {
        ...userError_error
      }
    }
  }
`;

const knownStates = new Set<DoorAccessUpdate['state']>([
  'IDLE',
  'OPENING',
  'OPEN',
  'SENDING',
  'ON_THE_WAY',
  'ARRIVED',
]);

type Options = {
  slug: string;
  propertyKeyId: string;
  onUpdate: (update: DoorAccessUpdate) => void;
  /** The stream failed (offline, server gone) before its final update. */
  onFailure: (code: KnownErrorCode) => void;
};

/**
 * Opens a door or calls the elevator: subscribing to `doorAccess` is the action, so it happens
 * on `start()`, never on render, and a dropped stream is not re-sent (`subscriptionIsAnAction`:
 * a reconnect would open the door again). The stream ends on its own after its final state, or
 * when the screen goes away. Returns `start`, and `stop` to stop following it.
 */
export function useDoorAccessSubscription({ slug, propertyKeyId, onUpdate, onFailure }: Options) {
  const environment = useRelayEnvironment();
  const active = useRef<Disposable | null>(null);
  const callbacks = useRef({ onUpdate, onFailure });
  useEffect(() => {
    callbacks.current = { onUpdate, onFailure };
  });
  useEffect(() => () => active.current?.dispose(), []);

  /** Stops following the request: no later answer reaches the control. */
  const stop = useCallback(() => {
    active.current?.dispose();
    active.current = null;
  }, []);

  const start = useCallback(() => {
    active.current?.dispose();
    const config: GraphQLSubscriptionConfig<DoorAccessSubscription> = {
      subscription: doorAccessSubscription,
      variables: { slug, propertyKeyId },
      cacheConfig: subscriptionIsAnAction,
      onNext: (response) => {
        if (!response) return;
        const { state, openUntil, availableAt, error } = response.doorAccess;
        const userError = readUserError(error);
        callbacks.current.onUpdate({
          state: knownStates.has(state as DoorAccessUpdate['state'])
            ? (state as DoorAccessUpdate['state'])
            : 'UNKNOWN',
          openUntil: openUntil ?? null,
          availableAt: availableAt ?? null,
          error: userError ? toKnownErrorCode(userError.code) : null,
        });
      },
      onError: (error) => callbacks.current.onFailure(errorCodeOf(error)),
    };
    active.current = requestSubscription<DoorAccessSubscription>(environment, config);
  }, [environment, slug, propertyKeyId]);

  return { start, stop };
}
