import { lazy, Suspense } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { useStayClock } from '../../stayUpdates/useStayClock.ts';
import type { StayRouteQuery } from './__generated__/StayRouteQuery.graphql.ts';
import { StayDates } from './components/StayDates.tsx';
import { StayHeader } from './components/StayHeader.tsx';
import { StayMore } from './components/StayMore.tsx';
import { StaySkeleton } from './components/StaySkeleton.tsx';
import styles from './StayRoute.module.css';
import type { StayLoaderData } from './stayLoader.ts';

// The pages of a stay that is not there (yet, or any more) are rare: their own small chunks.
const NoReservation = lazy(async () => ({
  default: (await import('./components/NoReservation.tsx')).NoReservation,
}));
const ExpiredStay = lazy(async () => ({
  default: (await import('./components/ExpiredStay.tsx')).ExpiredStay,
}));

export const stayRouteQuery = graphql`
  query StayRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      ...stayLook_reservation
      stage
      ...StayHeader_reservation
      ...StayDates_reservation
      ...StayMore_reservation
      ...ExpiredStay_reservation
      ...useStayClock_reservation
    }
  }
`;

export function StayRoute() {
  const data = useLoaderData<StayLoaderData>();
  return (
    <Suspense fallback={<StaySkeleton />}>
      {data.kind === 'no-reservation' ? (
        <NoReservation signedIn={data.signedIn} />
      ) : (
        <StayScreen queryRef={data.queryRef} />
      )}
    </Suspense>
  );
}

/**
 * The stay page (spec §4's three page states, by `Reservation.stage`): not found goes to
 * `/error`, an ended or cancelled stay shows the expired screen (saying which), any other stage
 * everything the guest needs on the day (a checked-out one until its departure day is over).
 */
function StayScreen({ queryRef }: { queryRef: PreloadedQuery<StayRouteQuery> }) {
  const { reservation } = useStayScreenQuery<StayRouteQuery>(stayRouteQuery, queryRef);
  useStayClock(reservation);
  // The server decides (cancelled, or the departure day has passed in the property's zone).
  if (reservation.stage === 'CANCELLED' || reservation.stage === 'ENDED') {
    return <ExpiredStay reservation={reservation} />;
  }
  return (
    <article className={styles.stay} aria-labelledby="stay-heading">
      <StayHeader reservation={reservation} headingId="stay-heading" />
      <StayDates reservation={reservation} />
      <StayMore reservation={reservation} />
    </article>
  );
}
