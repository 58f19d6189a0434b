import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData } from 'react-router';
import { PropertyContacts } from '../../stay/PropertyContacts.tsx';
import { WifiDetails } from '../../stay/WifiDetails.tsx';
import { Card } from '../../ui/Card.tsx';
import type { StayRouteQuery } from './__generated__/StayRouteQuery.graphql.ts';
import { CheckInStatus } from './components/CheckInStatus.tsx';
import { DoorSummary } from './components/DoorSummary.tsx';
import { ExpiredStay } from './components/ExpiredStay.tsx';
import { NoReservation } from './components/NoReservation.tsx';
import { StayAddress } from './components/StayAddress.tsx';
import { StayDates } from './components/StayDates.tsx';
import { StayExtras } from './components/StayExtras.tsx';
import { StayHeader } from './components/StayHeader.tsx';
import { StaySkeleton } from './components/StaySkeleton.tsx';
import styles from './StayRoute.module.css';
import type { StayLoaderData } from './stayRoutes.ts';

export const stayRouteQuery = graphql`
  query StayRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      pageState
      ...StayHeader_reservation
      ...StayDates_reservation
      ...CheckInStatus_reservation
      ...DoorSummary_reservation
      ...StayAddress_reservation
      ...StayExtras_reservation
      ...ExpiredStay_reservation
      integrations {
        wifi {
          ...WifiDetails_wifi
        }
      }
      property {
        ...PropertyContacts_property
      }
    }
  }
`;

export function StayRoute() {
  const data = useLoaderData<StayLoaderData>();
  if (data.kind === 'no-reservation') return <NoReservation />;
  return (
    <Suspense fallback={<StaySkeleton />}>
      <StayScreen queryRef={data.queryRef} />
    </Suspense>
  );
}

/**
 * The stay page (spec §4's three page states): not found goes to `/error`, an ended or
 * cancelled stay shows the expired screen, an active one everything the guest needs on the day.
 */
function StayScreen({ queryRef }: { queryRef: PreloadedQuery<StayRouteQuery> }) {
  const { t } = useTranslation(['stay', 'access']);
  const { reservation } = usePreloadedQuery<StayRouteQuery>(stayRouteQuery, queryRef);
  if (!reservation) return <Navigate to="/error" replace />;
  // The server decides (cancelled, or the departure day has passed in the property's zone).
  if (reservation.pageState === 'EXPIRED') return <ExpiredStay reservation={reservation} />;
  const { wifi } = reservation.integrations;
  return (
    <article className={styles.stay} aria-labelledby="stay-heading">
      <StayHeader reservation={reservation} headingId="stay-heading" />
      <StayDates reservation={reservation} />
      <CheckInStatus reservation={reservation} />
      <DoorSummary reservation={reservation} />
      {wifi && (
        <Card title={t('access:wifi.heading')}>
          <WifiDetails wifi={wifi} />
        </Card>
      )}
      <StayAddress reservation={reservation} />
      <StayExtras reservation={reservation} />
      <Card title={t('contacts.heading')}>
        <PropertyContacts property={reservation.property} />
      </Card>
    </article>
  );
}
