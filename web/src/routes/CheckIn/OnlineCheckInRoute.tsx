import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Navigate, useLoaderData } from 'react-router';
import { stayPath, stayScreenPath } from '../../routing/paths.ts';
import type { StayScreenData } from '../../routing/routeLoaders.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Screen } from '../../ui/Screen.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { Unbroken, unbrokenSlot } from '../../ui/Unbroken.tsx';
import { localDateIn } from '../../ui/zonedTime.ts';
import type { OnlineCheckInRouteQuery } from './__generated__/OnlineCheckInRouteQuery.graphql.ts';
import { checkInProgressOf } from './checkInProgress.ts';
import { clearVerificationStarted } from './identityReturn.ts';
import styles from './OnlineCheckInRoute.module.css';

// Each step is its own chunk: a guest needs one of them (and the form only once).
const GuestDetailsForm = lazy(async () => ({
  default: (await import('./components/GuestDetailsForm.tsx')).GuestDetailsForm,
}));
const IdentityStep = lazy(async () => ({
  default: (await import('./components/IdentityStep.tsx')).IdentityStep,
}));
const ContactOptions = lazy(async () => ({
  default: (await import('../../ui/ContactOptions.tsx')).ContactOptions,
}));

export const onlineCheckInRouteQuery = graphql`
  query OnlineCheckInRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      ...stayLook_reservation
      slug
      pageState
      confirmationNumber
      startDate
      checkInState {
        state
        idVerificationState
      }
      property {
        name
        timeZone
        ...ContactOptions_property
      }
    }
  }
`;

/**
 * `/stay/check-in`: online check-in, guest details then identity verification, following the
 * reservation's check-in state and its ID verification state (spec §4). The identity provider
 * returns the guest here; the state read again tells how it went.
 */
export function OnlineCheckInRoute() {
  const { queryRef, slug } = useLoaderData<StayScreenData<OnlineCheckInRouteQuery>>();
  const { reservation } = useStayScreenQuery<OnlineCheckInRouteQuery>(
    onlineCheckInRouteQuery,
    queryRef,
  );
  const { t } = useTranslation('checkIn');
  const environment = useRelayEnvironment();
  const checkAgain = useCallback(async () => {
    await fetchQuery<OnlineCheckInRouteQuery>(
      environment,
      onlineCheckInRouteQuery,
      { slug },
      { fetchPolicy: 'network-only' },
    ).toPromise();
  }, [environment, slug]);

  const progress = checkInProgressOf(reservation.checkInState);
  useEffect(() => {
    // A verdict has come: the next visit does not wait for one.
    if (progress !== 'identity') clearVerificationStarted();
  }, [progress]);

  if (reservation.pageState === 'EXPIRED') return <Navigate to={stayPath(slug)} replace />;
  const steps = [
    { id: 'details', label: t('online.stepDetails'), done: progress !== 'details' },
    { id: 'identity', label: t('online.stepIdentity'), done: progress === 'done' },
  ];
  const current = progress === 'details' ? 'details' : progress === 'done' ? null : 'identity';

  return (
    <Screen
      title={t('page.title')}
      intro={
        <p>
          {reservation.property.name} ·{' '}
          <Unbroken
            sentence={t('online.bookingNumber', { bookingNumber: unbrokenSlot })}
            value={reservation.confirmationNumber}
          />
        </p>
      }
    >
      <ol className={styles.steps} aria-label={t('online.stepsLabel')}>
        {steps.map((step, index) => (
          <li
            key={step.id}
            className={step.done ? styles.done : step.id === current ? styles.current : undefined}
            aria-current={step.id === current ? 'step' : undefined}
          >
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            {step.label}
            {step.done && <span className="visually-hidden"> {t('online.stepDone')}</span>}
          </li>
        ))}
      </ol>
      <Card>
        <Suspense fallback={<Skeleton shape="block" height="16rem" />}>
          {progress === 'details' && (
            <GuestDetailsForm
              slug={slug}
              arrivalDate={localDateIn(reservation.startDate, reservation.property.timeZone)}
            />
          )}
          {(progress === 'identity' || progress === 'declined') && (
            <IdentityStep slug={slug} progress={progress} onCheckAgain={checkAgain} />
          )}
        </Suspense>
        {progress === 'contactUs' && (
          <Notice tone="warning" title={t('online.contactUsTitle')}>
            {t('online.contactUs')}
          </Notice>
        )}
        {progress === 'done' && (
          <div className={styles.finished}>
            <Notice tone="success" role="status" title={t('online.doneTitle')}>
              {t('online.done')}
            </Notice>
            <ButtonLink to={stayScreenPath('/stay/access', slug)} fullWidth>
              {t('online.toDoors')}
            </ButtonLink>
            <ButtonLink to={stayPath(slug)} variant="secondary" fullWidth>
              {t('online.toStay')}
            </ButtonLink>
          </div>
        )}
      </Card>
      {progress !== 'done' && (
        <Card title={t('online.helpHeading')}>
          {/* Below the form: the contacts' code and texts load after the screen's. */}
          <Suspense fallback={null}>
            <ContactOptions property={reservation.property} />
          </Suspense>
        </Card>
      )}
    </Screen>
  );
}
