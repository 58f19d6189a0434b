import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { paths } from '../../routing/paths.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import type { ReservationsRoute_query$key } from './__generated__/ReservationsRoute_query.graphql.ts';
import type { ReservationsRoutePaginationQuery } from './__generated__/ReservationsRoutePaginationQuery.graphql.ts';
import type { ReservationsRouteQuery } from './__generated__/ReservationsRouteQuery.graphql.ts';
import type { AccountScreenData } from './accountScreenLoader.ts';
import { ReservationCard } from './components/ReservationCard.tsx';
import { SessionEnded } from './components/SessionEnded.tsx';
import styles from './ReservationsRoute.module.css';

export const reservationsRouteQuery = graphql`
  query ReservationsRouteQuery @preloadable {
    ...ReservationsRoute_query
  }
`;

/**
 * Five at a time: the gateway's query-cost limit counts every listed reservation with the items
 * bought for it (ten would cost 10,409 against a limit of 8,000).
 */
const reservationsFragment = graphql`
  fragment ReservationsRoute_query on Query
  @refetchable(queryName: "ReservationsRoutePaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }) {
    viewer {
      activeReservations(first: $count, after: $cursor)
        @connection(key: "ReservationsRoute_activeReservations") {
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
  const query = usePreloadedQuery<ReservationsRouteQuery>(reservationsRouteQuery, queryRef);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    ReservationsRoutePaginationQuery,
    ReservationsRoute_query$key
  >(reservationsFragment, query);
  const { viewer } = data;
  const { t } = useTranslation(['account', 'common']);
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
        <EmptyState
          icon="error"
          title={t('route.errorTitle', { ns: 'common' })}
          headingLevel={2}
          role="alert"
        >
          <p>{t('reservations.unavailable')}</p>
        </EmptyState>
      )}
      {hasNext && (
        <Button variant="secondary" fullWidth isPending={isLoadingNext} onClick={() => loadNext(5)}>
          {t('reservations.more')}
        </Button>
      )}
    </div>
  );
}
