import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { Navigate, useLoaderData, useNavigate } from 'react-router';
import { unitContext } from '../../i18n/unitKind.ts';
import type { KnownErrorCode } from '../../relay/errorMessages.ts';
import { stayPath } from '../../routing/paths.ts';
import type { StayScreenData } from '../../routing/routeLoaders.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { ActionBar } from '../../ui/ActionBar.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { ErrorText } from '../../ui/ErrorText.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { Notice } from '../../ui/Notice.tsx';
import { Screen } from '../../ui/Screen.tsx';
import type { CheckOutRouteQuery } from './__generated__/CheckOutRouteQuery.graphql.ts';
import {
  apartmentAccessMinutes,
  buildingAccessUntil,
  checkOutSuccessPath,
} from './checkOutRules.ts';
import { useCheckOutMutation } from './useCheckOutMutation.ts';

export const checkOutRouteQuery = graphql`
  query CheckOutRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      ...stayLook_reservation
      slug
      unitKind
      departureTime
      isCancelled
      isCheckedOut
      isCheckOutAvailable
      property {
        name
        timeZone
      }
    }
  }
`;

/** Check-out: open on the day of departure in the property's time zone (the server decides). */
export function CheckOutRoute() {
  const { slug, queryRef } = useLoaderData<StayScreenData<CheckOutRouteQuery>>();
  const { reservation } = useStayScreenQuery<CheckOutRouteQuery>(checkOutRouteQuery, queryRef);
  const { t, i18n } = useTranslation('checkOut');
  const navigate = useNavigate();
  const { commit, isInFlight } = useCheckOutMutation();
  const [failure, setFailure] = useState<KnownErrorCode | null>(null);
  // Set on the tap: the payload marks the stay checked out before `commit` resolves, and this
  // screen's own navigation (animated success) must win over the redirect of a checked-out stay.
  const [isCheckingOut, setCheckingOut] = useState(false);

  if (reservation.isCheckedOut && !isCheckingOut)
    return <Navigate to={checkOutSuccessPath(slug)} replace />;
  const { timeZone } = reservation.property;
  // A wall-clock time of any day, in the guest's format: no time-zone arithmetic needed here.
  const buildingUntil = formatDateTime(
    `2000-01-01T${buildingAccessUntil}:00Z`,
    'UTC',
    i18n,
    'time',
  );

  const checkOut = async () => {
    setFailure(null);
    setCheckingOut(true);
    const outcome = await commit({ variables: { slug } });
    if (outcome.ok) {
      navigate(checkOutSuccessPath(slug), { state: { fromCheckOut: true } });
      return;
    }
    setCheckingOut(false);
    setFailure(outcome.error.code);
  };

  return (
    <Screen
      title={t('checkOut.heading')}
      intro={
        <p>
          {t('checkOut.departure', { property: reservation.property.name })}{' '}
          <DateTime value={reservation.departureTime} timeZone={timeZone} />
        </p>
      }
    >
      {reservation.isCancelled ? (
        <Notice tone="warning" title={t('checkOut.cancelled')} />
      ) : reservation.isCheckOutAvailable ? (
        <Card title={t('checkOut.readyHeading')}>
          <ul>
            <li>
              {t('checkOut.unitAccess', {
                count: apartmentAccessMinutes,
                context: unitContext(reservation.unitKind),
              })}
            </li>
            <li>{t('checkOut.buildingAccess', { time: buildingUntil })}</li>
            <li>{t('checkOut.leaveKeys', { context: unitContext(reservation.unitKind) })}</li>
          </ul>
        </Card>
      ) : (
        <Notice tone="info" title={t('checkOut.notYetTitle')}>
          <p>
            {t('checkOut.notYet')}{' '}
            <DateTime value={reservation.departureTime} timeZone={timeZone} format="weekdayDate" />
          </p>
        </Notice>
      )}
      {failure && (
        <Notice tone="error" role="alert" title={t('checkOut.failed')}>
          <p>
            <ErrorText code={failure} />
          </p>
        </Notice>
      )}
      <ActionBar>
        {reservation.isCheckOutAvailable ? (
          <Button fullWidth onClick={checkOut} isPending={isInFlight}>
            {t('checkOut.action')}
          </Button>
        ) : (
          <ButtonLink to={stayPath(slug)} variant="secondary" fullWidth>
            {t('checkOut.backToStay')}
          </ButtonLink>
        )}
      </ActionBar>
    </Screen>
  );
}
