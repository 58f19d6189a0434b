import { Suspense, useEffect, useEffectEvent, useReducer } from 'react';
import { slideIdle, slideToOpen } from '../doorAccessMachines.ts';
import { useDoorAccess } from '../useDoorAccess.ts';
import { AccessFailureNotice } from './AccessFailureNotice.tsx';
import { SlideToOpen } from './SlideToOpen.tsx';

type Props = { slug: string; keyId: string; doorName: string; timeZone: string };

/**
 * The door stays open 6 seconds after the lock's green light (spec §9); the gateway says when it
 * locks. Should that update not arrive (the stream dropped while open), the control returns to
 * idle a little later on its own.
 */
const lockedFallbackMs = 8_000;

/**
 * The lock answers within seconds; on a connection so slow that it has not answered in this
 * time, the app stops waiting and reads the door's access again, so the guest gets an outcome
 * (slide again, or why not) instead of 'Opening…' without end.
 */
export const openingLimitMs = 15_000;

/** A door opened from the app: the slide control driven by the `doorAccess` subscription. */
export function RemoteDoor({ slug, keyId, doorName, timeZone }: Props) {
  const [state, dispatch] = useReducer(slideToOpen, slideIdle);
  const door = useDoorAccess({ slug, propertyKeyId: keyId, dispatch });

  const isOpening = state.status === 'opening';
  const giveUp = useEffectEvent(door.giveUp);
  useEffect(() => {
    if (!isOpening) return;
    const timer = setTimeout(giveUp, openingLimitMs);
    return () => clearTimeout(timer);
  }, [isOpening]);

  const isOpen = state.status === 'open';
  useEffect(() => {
    if (!isOpen) return;
    const timer = setTimeout(() => dispatch({ type: 'locked' }), lockedFallbackMs);
    return () => clearTimeout(timer);
  }, [isOpen]);

  return (
    <>
      <SlideToOpen
        doorName={doorName}
        state={state}
        onComplete={() => {
          dispatch({ type: 'slid' });
          door.start();
        }}
      />
      {state.status === 'idle' && state.failure && (
        <Suspense fallback={null}>
          <AccessFailureNotice failure={state.failure} timeZone={timeZone} />
        </Suspense>
      )}
    </>
  );
}
