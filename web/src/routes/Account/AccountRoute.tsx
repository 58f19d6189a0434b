import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import { paths } from '../../routing/paths.ts';
import { setCustomerData } from '../../session/customerData.ts';
import type { AccountRouteQuery } from './__generated__/AccountRouteQuery.graphql.ts';
import styles from './AccountRoute.module.css';
import type { AccountScreenData } from './accountScreenLoader.ts';
import { AccountStatistics } from './components/AccountStatistics.tsx';
import { ReferralCard } from './components/ReferralCard.tsx';
import { SessionEnded } from './components/SessionEnded.tsx';

// Below the fold on a phone: the stays (cards, dates) and logout (a mutation, session handling)
// load right after the screen instead of with it.
const AccountStays = lazy(async () => ({
  default: (await import('./components/AccountStays.tsx')).AccountStays,
}));
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
      ...AccountStays_viewer
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

  const { profile } = viewer;
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
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

      <Suspense fallback={null}>
        <AccountStays viewer={viewer} />
      </Suspense>

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
