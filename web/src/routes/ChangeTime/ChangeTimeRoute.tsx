import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData } from 'react-router';
import type { StayScreenData } from '../../app/routeLoaders.ts';
import type { KnownErrorCode } from '../../relay/errorMessages.ts';
import { stayPath } from '../../stay/stayPath.ts';
import { ActionBar } from '../../ui/ActionBar.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { ErrorText } from '../../ui/ErrorText.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Screen } from '../../ui/Screen.tsx';
import type { ChangeTimeRouteQuery } from './__generated__/ChangeTimeRouteQuery.graphql.ts';
import { TimeChoice } from './components/TimeChoice.tsx';
import { timeChangeState } from './timeChangeState.ts';
import { useChangeStayTimesMutation } from './useChangeStayTimesMutation.ts';

// Following the order starts only after the guest's choice: its subscription loads then.
const FollowOrder = lazy(async () => ({
  default: (await import('./components/FollowOrder.tsx')).FollowOrder,
}));

export const changeTimeRouteQuery = graphql`
  query ChangeTimeRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      slug
      startDate
      endDate
      arrivalTime
      departureTime
      hasStarted
      isCancelled
      isCheckedOut
      property {
        timeZone
      }
      earlyCheckInAvailability {
        timeslots {
          timeslotId
        }
        ...TimeChoice_availability
      }
      lateCheckOutAvailability {
        timeslots {
          timeslotId
        }
        ...TimeChoice_availability
      }
    }
  }
`;

type Phase =
  | { kind: 'choosing' }
  | { kind: 'following'; orderId: string }
  | { kind: 'changed' }
  | { kind: 'failed'; code: KnownErrorCode };

/** A new check-in and/or check-out time, from the timeslots on sale. */
export function ChangeTimeRoute() {
  const { slug, queryRef } = useLoaderData<StayScreenData<ChangeTimeRouteQuery>>();
  const { reservation } = usePreloadedQuery<ChangeTimeRouteQuery>(changeTimeRouteQuery, queryRef);
  const { t } = useTranslation('changeTime');
  const { commit, isInFlight } = useChangeStayTimesMutation();
  const [checkInTime, setCheckInTime] = useState<string | null>(null);
  const [checkOutTime, setCheckOutTime] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'choosing' });
  // One key per attempt (a UUID, as the order hand-off makes them): a double tap or a lost answer
  // replays it; a new attempt gets a new one.
  const attemptKey = useRef(crypto.randomUUID());
  const onSettled = useCallback(
    (outcome: { ok: true } | { ok: false; code: KnownErrorCode }) =>
      setPhase(outcome.ok ? { kind: 'changed' } : { kind: 'failed', code: outcome.code }),
    [],
  );

  if (!reservation) return <Navigate to="/error" replace />;
  const { timeZone } = reservation.property;
  const now = Date.now();
  const isOver = reservation.isCancelled || reservation.isCheckedOut;
  const early = reservation.earlyCheckInAvailability;
  const late = reservation.lateCheckOutAvailability;
  const checkInState = timeChangeState({
    timeslots: early?.timeslots,
    standardTime: reservation.startDate,
    isClosed: isOver || reservation.hasStarted,
    now,
  });
  const checkOutState = timeChangeState({
    timeslots: late?.timeslots,
    standardTime: reservation.endDate,
    isClosed: isOver,
    now,
  });
  const isBusy = isInFlight || phase.kind === 'following';
  const contactPath = `/stay/ask?${new URLSearchParams({ slug })}`;

  const submit = async () => {
    setPhase({ kind: 'choosing' });
    const outcome = await commit({
      variables: { slug, checkInTime, checkOutTime, idempotencyKey: attemptKey.current },
    });
    const orderId = outcome.ok ? outcome.response.changeStayTimes.order?.orderId : null;
    if (orderId) {
      setPhase({ kind: 'following', orderId });
      return;
    }
    attemptKey.current = crypto.randomUUID();
    setPhase({ kind: 'failed', code: outcome.ok ? 'ORDER' : outcome.error.code });
  };

  if (phase.kind === 'changed') {
    return (
      <Screen title={t('changeTime.heading')}>
        <Notice tone="success" role="status" title={t('changeTime.changed')}>
          <p>
            {t('changeTime.arrival')}{' '}
            <DateTime value={reservation.arrivalTime} timeZone={timeZone} />
          </p>
          <p>
            {t('changeTime.departure')}{' '}
            <DateTime value={reservation.departureTime} timeZone={timeZone} />
          </p>
        </Notice>
        <ButtonLink to={stayPath(slug)} fullWidth>
          {t('changeTime.backToStay')}
        </ButtonLink>
      </Screen>
    );
  }

  return (
    <Screen title={t('changeTime.heading')} intro={<p>{t('changeTime.intro')}</p>}>
      <TimeChoice
        availability={early ?? null}
        state={checkInState}
        title={t('changeTime.checkInHeading')}
        pickerLabel={t('changeTime.arriveFrom')}
        currentTime={reservation.arrivalTime}
        timeZone={timeZone}
        contactPath={contactPath}
        value={checkInTime}
        onChange={setCheckInTime}
        isDisabled={isBusy}
      />
      <TimeChoice
        availability={late ?? null}
        state={checkOutState}
        title={t('changeTime.checkOutHeading')}
        pickerLabel={t('changeTime.leaveBy')}
        currentTime={reservation.departureTime}
        timeZone={timeZone}
        contactPath={contactPath}
        value={checkOutTime}
        onChange={setCheckOutTime}
        isDisabled={isBusy}
      />
      {phase.kind === 'following' && (
        <Suspense fallback={null}>
          <FollowOrder orderId={phase.orderId} slug={slug} onSettled={onSettled} />
        </Suspense>
      )}
      {phase.kind === 'failed' && (
        <Notice tone="error" role="alert" title={t('changeTime.failed')}>
          <p>
            <ErrorText code={phase.code} />
          </p>
        </Notice>
      )}
      {(checkInState === 'open' || checkOutState === 'open') && (
        <ActionBar>
          <Button
            fullWidth
            onClick={submit}
            isPending={isBusy}
            disabled={checkInTime === null && checkOutTime === null}
          >
            {t('changeTime.action')}
          </Button>
        </ActionBar>
      )}
    </Screen>
  );
}
