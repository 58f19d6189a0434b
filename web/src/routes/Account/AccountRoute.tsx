import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import { paths } from '../../app/guards.ts';
import { setCustomerData } from '../../session/customerData.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import type { AccountRouteQuery } from './__generated__/AccountRouteQuery.graphql.ts';
import styles from './AccountRoute.module.css';
import type { AccountScreenData } from './accountRoutes.ts';
import { AccountStatistics } from './components/AccountStatistics.tsx';
import { ReferralCard } from './components/ReferralCard.tsx';
import { ReservationCard } from './components/ReservationCard.tsx';
import { SessionEnded } from './components/SessionEnded.tsx';

// Below the fold, and only for a press: its mutation and session handling load after the screen.
const LogOut = lazy(async () => ({ default: (await import('./components/LogOut.tsx')).LogOut }));

export const accountRouteQuery = graphql`
  query AccountRouteQuery @preloadable {
    viewer {
      profile {
        firstName
        lastName
        email
        isMember
        referralCode
      }
      statistics {
        ...AccountStatistics_statistics
      }
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
  }
`;

/** The account home (spec §2): who is signed in, their statistics, referral code and stays. */
export function AccountRoute() {
  const { queryRef } = useLoaderData<AccountScreenData<AccountRouteQuery>>();
  const { viewer } = usePreloadedQuery<AccountRouteQuery>(accountRouteQuery, queryRef);
  const { t } = useTranslation('account');
  const signedIn = viewer !== null && viewer !== undefined;
  useEffect(() => {
    if (signedIn) setCustomerData('signed-in');
  }, [signedIn]);
  if (!viewer) return <SessionEnded />;

  const { profile, activeReservations } = viewer;
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const stays = activeReservations?.edges ?? [];
  return (
    <div className={styles.screen}>
      <div className={styles.profile}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(profile.firstName, profile.lastName, profile.email)}
        </span>
        <div className={styles.who}>
          <h1>{name || t('home.heading')}</h1>
          <p className={styles.email}>{profile.email}</p>
          {profile.isMember && <p className={styles.member}>{t('home.member')}</p>}
        </div>
      </div>

      <AccountStatistics statistics={viewer.statistics} />

      <Link to={paths.rewards} className={styles.rewardsLink}>
        <span className={styles.rewardsText}>
          <span className={styles.rewardsTitle}>{t('home.rewards')}</span>
          <span className={styles.rewardsHint}>{t('home.rewardsHint')}</span>
        </span>
        <span aria-hidden="true" className={styles.chevron}>
          ›
        </span>
      </Link>

      {profile.referralCode !== '' && <ReferralCard code={profile.referralCode} />}

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

      <Suspense fallback={null}>
        <LogOut />
      </Suspense>
    </div>
  );
}

function initialsOf(firstName: string, lastName: string, email: string): string {
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`;
  return (initials || email.charAt(0)).toLocaleUpperCase();
}
