import { Suspense, useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { elevatorCall, elevatorIdle } from '../doorAccessMachines.ts';
import { useDoorAccess } from '../useDoorAccess.ts';
import { AccessFailureNotice } from './AccessFailureNotice.tsx';
import styles from './ElevatorCall.module.css';

type Props = { slug: string; keyId: string; timeZone: string };

/** How long 'The elevator is here' stays before the button can call it again. */
const arrivedShownMs = 8_000;

/** The elevator call (spec §4): idle, sending request, on the way, driven by `doorAccess`. */
export function ElevatorCall({ slug, keyId, timeZone }: Props) {
  const { t } = useTranslation('stayDetails');
  const [state, dispatch] = useReducer(elevatorCall, elevatorIdle);
  const { start: call } = useDoorAccess({ slug, propertyKeyId: keyId, dispatch });

  const arrived = state.status === 'arrived';
  useEffect(() => {
    if (!arrived) return;
    const timer = setTimeout(() => dispatch({ type: 'reset' }), arrivedShownMs);
    return () => clearTimeout(timer);
  }, [arrived]);

  const status = {
    idle: '',
    sending: t('elevator.sending'),
    checking: t('elevator.checking'),
    onTheWay: t('elevator.onTheWay'),
    arrived: t('elevator.arrived'),
  }[state.status];

  return (
    <div className={styles.elevator}>
      <Button
        variant={state.status === 'idle' ? 'primary' : 'secondary'}
        fullWidth
        isPending={state.status === 'sending' || state.status === 'checking'}
        disabled={state.status !== 'idle'}
        onClick={() => {
          dispatch({ type: 'called' });
          call();
        }}
      >
        {state.status === 'idle' ? t('elevator.call') : status}
      </Button>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {state.status === 'idle' && state.failure && (
        <Suspense fallback={null}>
          <AccessFailureNotice failure={state.failure} timeZone={timeZone} isElevator />
        </Suspense>
      )}
    </div>
  );
}
