import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import type { KnownErrorCode } from '../../relay/errorMessages.ts';
import { stayPath } from '../../routing/paths.ts';
import type { StayScreenData } from '../../routing/routeLoaders.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { ActionBar } from '../../ui/ActionBar.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { Price } from '../../ui/Price.tsx';
import { Screen } from '../../ui/Screen.tsx';
import { Unbroken, unbrokenSlot } from '../../ui/Unbroken.tsx';
import type { CancelRouteQuery } from './__generated__/CancelRouteQuery.graphql.ts';
import { canCancel, cancellationTerms } from './cancellationTerms.ts';
import { type CancelSuccessState, cancelSuccessPath } from './cancelPaths.ts';
import { CancellationPolicyText } from './components/CancellationPolicyText.tsx';
import { useCancelReservationMutation } from './useCancelReservationMutation.ts';

// The dialog (React Aria's modal) opens on a tap: it stays out of the screen's first load.
const CancelFailure = lazy(async () => ({
  default: (await import('./components/CancelFailure.tsx')).CancelFailure,
}));
const CancelConfirmDialog = lazy(async () => ({
  default: (await import('./components/CancelConfirmDialog.tsx')).CancelConfirmDialog,
}));

export const cancelRouteQuery = graphql`
  query CancelRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      ...stayLook_reservation
      slug
      confirmationNumber
      startDate
      endDate
      stage
      hasStarted
      totalPrice {
        ...Price_money
      }
      property {
        name
        timeZone
      }
      cancellationPolicy {
        cancellationType
        isFreeCancellationAvailable
        freeCancellationEndDate
      }
    }
  }
`;

/** The cancellation policy in words, and cancelling after a confirmation that it cannot be undone. */
export function CancelRoute() {
  const { slug, queryRef } = useLoaderData<StayScreenData<CancelRouteQuery>>();
  const { reservation } = useStayScreenQuery<CancelRouteQuery>(cancelRouteQuery, queryRef);
  const { t } = useTranslation('cancel');
  const navigate = useNavigate();
  const { commit, isInFlight } = useCancelReservationMutation();
  const [isConfirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<KnownErrorCode | null>(null);

  const { timeZone } = reservation.property;
  const terms = cancellationTerms(
    reservation.cancellationPolicy,
    reservation.stage,
    reservation.hasStarted,
  );

  const cancel = async () => {
    setFailure(null);
    const outcome = await commit({ variables: { slug } });
    setConfirming(false);
    if (!outcome.ok) {
      setFailure(outcome.error.code);
      return;
    }
    const state: CancelSuccessState = {
      isFreeCancellation: outcome.response.cancelReservation.isFreeCancellation ?? null,
    };
    navigate(cancelSuccessPath(slug), { state });
  };

  return (
    <Screen
      title={t('cancel.heading')}
      intro={
        <p>
          <Unbroken
            sentence={t('cancel.bookingNumber', { number: unbrokenSlot })}
            value={reservation.confirmationNumber}
          />
        </p>
      }
    >
      <Card title={reservation.property.name}>
        <Facts
          items={[
            {
              label: t('cancel.arrival'),
              value: <DateTime value={reservation.startDate} timeZone={timeZone} />,
            },
            {
              label: t('cancel.departure'),
              value: <DateTime value={reservation.endDate} timeZone={timeZone} />,
            },
            ...(reservation.totalPrice
              ? [{ label: t('cancel.total'), value: <Price money={reservation.totalPrice} /> }]
              : []),
          ]}
        />
      </Card>
      <Card title={t('cancel.policyHeading')}>
        <CancellationPolicyText terms={terms} timeZone={timeZone} />
      </Card>
      {failure && (
        <Suspense fallback={null}>
          <CancelFailure code={failure} />
        </Suspense>
      )}
      <ActionBar>
        {canCancel(terms) ? (
          <Button variant="danger" fullWidth onClick={() => setConfirming(true)}>
            {t('cancel.action')}
          </Button>
        ) : (
          <ButtonLink to={stayPath(slug)} variant="secondary" fullWidth>
            {t('cancel.backToStay')}
          </ButtonLink>
        )}
      </ActionBar>
      {isConfirming && (
        <Suspense fallback={null}>
          <CancelConfirmDialog
            terms={terms}
            totalPrice={reservation.totalPrice ?? null}
            isPending={isInFlight}
            onConfirm={cancel}
            onClose={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </Screen>
  );
}
