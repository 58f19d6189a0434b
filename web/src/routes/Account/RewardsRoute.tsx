import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import { paths } from '../../routing/paths.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Screen } from '../../ui/Screen.tsx';
import type { RewardStatus, RewardsRouteQuery } from './__generated__/RewardsRouteQuery.graphql.ts';
import type { AccountScreenData } from './accountScreenLoader.ts';
import { RewardCard } from './components/RewardCard.tsx';
import { SessionEnded } from './components/SessionEnded.tsx';
import styles from './RewardsRoute.module.css';

export const rewardsRouteQuery = graphql`
  query RewardsRouteQuery @preloadable {
    viewer {
      rewards {
        rewardId
        status
        ...RewardCard_reward
      }
    }
  }
`;

type KnownStatus = Exclude<RewardStatus, '%future added value'>;

/** Active first, then upcoming (unlocked with the next stay), then inactive (locked), then used. */
const sections = [
  { status: 'ACTIVE', headingKey: 'rewards.active' },
  { status: 'UPCOMING', headingKey: 'rewards.upcoming' },
  { status: 'INACTIVE', headingKey: 'rewards.inactive' },
  { status: 'USED', headingKey: 'rewards.used' },
] as const satisfies readonly { status: KnownStatus; headingKey: string }[];

/** The loyalty rewards (spec §3, §4), grouped by status, each marked unlocked or locked. */
export function RewardsRoute() {
  const { queryRef } = useLoaderData<AccountScreenData<RewardsRouteQuery>>();
  const { viewer } = usePreloadedQuery<RewardsRouteQuery>(rewardsRouteQuery, queryRef);
  const { t } = useTranslation(['account', 'common']);
  if (!viewer) return <SessionEnded />;

  const { rewards } = viewer;
  return (
    <Screen
      back={
        <Link to={paths.account} className={styles.back}>
          <span aria-hidden="true">‹</span>
          {t('rewards.back')}
        </Link>
      }
      title={t('rewards.heading')}
      intro={
        <>
          <p>{t('rewards.intro')}</p>
          <p>{t('rewards.newLocations')}</p>
        </>
      }
    >
      {rewards === null || rewards === undefined ? (
        <EmptyState
          icon="error"
          title={t('route.errorTitle', { ns: 'common' })}
          headingLevel={2}
          role="alert"
        >
          <p>{t('rewards.unavailable')}</p>
        </EmptyState>
      ) : rewards.length === 0 ? (
        <EmptyState icon="hourglass" title={t('rewards.emptyTitle')} headingLevel={2}>
          <p>{t('rewards.twoStays')}</p>
        </EmptyState>
      ) : (
        sections.map(({ status, headingKey }) => {
          const inSection = rewards.filter((reward) => reward.status === status);
          if (inSection.length === 0) return null;
          return (
            <section key={status} className={styles.section} aria-labelledby={`rewards-${status}`}>
              <h2 id={`rewards-${status}`}>{t(headingKey)}</h2>
              <ul className={styles.list}>
                {inSection.map((reward) => (
                  <li key={reward.rewardId}>
                    <RewardCard reward={reward} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </Screen>
  );
}
