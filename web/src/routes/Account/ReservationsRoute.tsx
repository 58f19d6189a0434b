import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { paths } from '../../app/guards.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Notice } from '../../ui/Notice.tsx';
import type { ReservationsRouteQuery } from './__generated__/ReservationsRouteQuery.graphql.ts';
import type { AccountScreenData } from './accountRoutes.ts';
import { ReservationCard } from './components/ReservationCard.tsx';
import { SessionEnded } from './components/SessionEnded.tsx';
import styles from './ReservationsRoute.module.css';

export const reservationsRouteQuery = graphql`
  query ReservationsRouteQuery @preloadable {
    viewer {
      activeReservations(first: 100) {
        edges {
          node {
            reservationId
            ...ReservationCard_reservation
          }
        }
      }
    }
  }
`;

/** The guest's active reservations (spec §2), soonest first; each opens its stay. */
export function ReservationsRoute() {
  const { queryRef } = useLoaderData<AccountScreenData<ReservationsRouteQuery>>();
  const { viewer } = usePreloadedQuery<ReservationsRouteQuery>(reservationsRouteQuery, queryRef);
  const { t } = useTranslation(['account', 'errors']);
  if (!viewer) return <SessionEnded />;

  const reservations = viewer.activeReservations;
  if (reservations && reservations.edges.length === 0) {
    return (
      <EmptyState
        icon="calendar"
        title={t('reservations.emptyTitle')}
        actions={
          <ButtonLink to={paths.checkIn} fullWidth>
            {t('home.findBooking')}
          </ButtonLink>
        }
      >
        <p>{t('reservations.emptyBody')}</p>
      </EmptyState>
    );
  }
  return (
    <div className={styles.screen}>
      <h1>{t('reservations.heading')}</h1>
      {reservations ? (
        <ul className={styles.list}>
          {reservations.edges.map(({ node }) => (
            <li key={node.reservationId}>
              <ReservationCard reservation={node} />
            </li>
          ))}
        </ul>
      ) : (
        <Notice tone="error" title={t('errors:code.unknown')}>
          {t('reservations.unavailable')}
        </Notice>
      )}
    </div>
  );
}
