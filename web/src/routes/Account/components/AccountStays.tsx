import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { paths } from '../../../routing/paths.ts';
import { ButtonLink } from '../../../ui/Button.tsx';
import type { AccountStays_viewer$key } from './__generated__/AccountStays_viewer.graphql.ts';
import styles from './AccountStays.module.css';
import { ReservationCard } from './ReservationCard.tsx';

const staysFragment = graphql`
  fragment AccountStays_viewer on Viewer {
    activeReservations(first: 3) {
      totalCount
      edges {
        node {
          reservationId
          ...ReservationCard_reservation
        }
      }
    }
  }
`;

/**
 * The account's next stays (white-label ones are left out by the gateway), each opening its stay;
 * all of them on `/reservations` when there are more.
 */
export function AccountStays({ viewer }: { viewer: AccountStays_viewer$key }) {
  const { t } = useTranslation('account');
  const { activeReservations } = useFragment(staysFragment, viewer);
  const stays = activeReservations?.edges ?? [];
  const failed = activeReservations === null || activeReservations === undefined;
  useEffect(() => {
    // Spec §8: reported to error reporting, otherwise silent.
    if (failed) {
      void import('../../../integrations/errorReporting.ts').then((reporting) =>
        reporting.reportError(new Error('The active reservations could not be loaded.'), {
          where: 'account stays',
        }),
      );
    }
  }, [failed]);
  return (
    <>
      {/* A list that failed to load stays quiet (spec §8); an empty one says what to do. */}
      {activeReservations && (
        <section className={styles.stays} aria-labelledby="account-stays">
          <h2 id="account-stays">{t('home.stays')}</h2>
          {stays.length === 0 ? (
            <div className={styles.noStays}>
              <p>{t('home.noStays')}</p>
              <ButtonLink to={paths.checkIn} variant="secondary" fullWidth>
                {t('home.findBooking')}
              </ButtonLink>
            </div>
          ) : (
            <ul className={styles.stayList}>
              {stays.map(({ node }) => (
                <li key={node.reservationId}>
                  <ReservationCard reservation={node} />
                </li>
              ))}
            </ul>
          )}
          {activeReservations.totalCount > stays.length && (
            <ButtonLink to={paths.reservations} variant="quiet" fullWidth>
              {t('home.allStays', { count: activeReservations.totalCount })}
            </ButtonLink>
          )}
        </section>
      )}
    </>
  );
}
