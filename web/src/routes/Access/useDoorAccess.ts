import type { KnownErrorCode } from '../../relay/errorMessages.ts';
import { isOutcomeUnknown } from '../../relay/useOutcomeCheck.ts';
import type { AccessCheck, DoorAccessUpdate } from './doorAccessMachines.ts';
import { useDoorAccessCheck } from './useDoorAccessCheck.ts';
import { useDoorAccessSubscription } from './useDoorAccessSubscription.ts';

/** The events both door controls' machines take from a door request. */
export type DoorAccessEvent =
  | { type: 'update'; update: DoorAccessUpdate }
  | { type: 'failed'; code: KnownErrorCode }
  | { type: 'checked'; check: AccessCheck };

type Options = {
  slug: string;
  propertyKeyId: string;
  dispatch: (event: DoorAccessEvent) => void;
};

/**
 * Opens a door or calls the elevator (`useDoorAccessSubscription`) for a control's machine, and
 * when the request's answer was lost (`OUTCOME_UNKNOWN`) reads the key again at once, so the
 * control shows what the key allows now instead of the bare uncertainty. Returns `start`, and
 * `giveUp` for a control that has waited long enough: the request is no longer followed (no
 * answer arriving much later acts on the screen) and its outcome is treated as lost.
 */
export function useDoorAccess({ slug, propertyKeyId, dispatch }: Options) {
  const checkAccess = useDoorAccessCheck(slug, propertyKeyId);
  const settle = (code: KnownErrorCode | null) => {
    if (!isOutcomeUnknown(code)) return;
    void checkAccess().then((check) => dispatch({ type: 'checked', check }));
  };
  const { start, stop } = useDoorAccessSubscription({
    slug,
    propertyKeyId,
    onUpdate: (update) => {
      dispatch({ type: 'update', update });
      settle(update.error);
    },
    onFailure: (code) => {
      dispatch({ type: 'failed', code });
      settle(code);
    },
  });
  const giveUp = () => {
    stop();
    dispatch({ type: 'failed', code: 'OUTCOME_UNKNOWN' });
    settle('OUTCOME_UNKNOWN');
  };
  return { start, giveUp };
}
