import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData } from 'react-router';
import type { StayRouteQuery } from './__generated__/StayRouteQuery.graphql.ts';
import { ExpiredStay } from './components/ExpiredStay.tsx';
import { NoReservation } from './components/NoReservation.tsx';
import { StayDates } from './components/StayDates.tsx';
import { StayHeader } from './components/StayHeader.tsx';
import styles from './StayRoute.module.css';
import type { StayLoaderData } from './stayRoutes.ts';

export const stayRouteQuery = graphql`
  query StayRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      pageState
      ...StayHeader_reservation
      ...StayDates_reservation
      ...ExpiredStay_reservation
    }
  }
`;

export function StayRoute() {
  const data = useLoaderData<StayLoaderData>();
  if (data.kind === 'no-reservation') return <NoReservation />;
  return <StayScreen queryRef={data.queryRef} />;
}

function StayScreen({ queryRef }: { queryRef: PreloadedQuery<StayRouteQuery> }) {
  const { reservation } = usePreloadedQuery<StayRouteQuery>(stayRouteQuery, queryRef);
  if (!reservation) return <Navigate to="/error" replace />;
  // The server decides (cancelled, or the departure day has passed in the property's zone).
  if (reservation.pageState === 'EXPIRED') return <ExpiredStay reservation={reservation} />;
  return (
    <article className={styles.stay} aria-labelledby="stay-heading">
      <StayHeader reservation={reservation} headingId="stay-heading" />
      <StayDates reservation={reservation} />
    </article>
  );
}
