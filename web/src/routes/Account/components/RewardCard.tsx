import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { RewardCard_reward$key } from './__generated__/RewardCard_reward.graphql.ts';
import styles from './RewardCard.module.css';

const rewardFragment = graphql`
  fragment RewardCard_reward on Reward {
    name
    subTitle
    description
    guideline
    isUnlocked
    status
    nightsUntilNextTier
    reservationsUntilNextTier
  }
`;

/**
 * One reward: unlocked ones say how to use them, locked ones what is still needed, used ones
 * only that they were used.
 */
export function RewardCard({ reward }: { reward: RewardCard_reward$key }) {
  const { t } = useTranslation('account');
  const data = useFragment(rewardFragment, reward);
  return (
    <article className={`${styles.card} ${data.isUnlocked ? styles.unlocked : styles.locked}`}>
      <div className={styles.top}>
        <h3 className={styles.name}>{data.name}</h3>
        <span className={styles.badge}>
          {data.status === 'USED'
            ? t('rewards.usedBadge')
            : data.isUnlocked
              ? t('rewards.unlocked')
              : t('rewards.locked')}
        </span>
      </div>
      {data.subTitle && <p className={styles.subTitle}>{data.subTitle}</p>}
      {data.description && <p>{data.description}</p>}
      {data.isUnlocked
        ? data.guideline && (
            <p className={styles.guideline}>
              <strong>{t('rewards.howToUse')}</strong> {data.guideline}
            </p>
          )
        : data.status !== 'USED' &&
          (data.nightsUntilNextTier > 0 || data.reservationsUntilNextTier > 0) && (
            <p className={styles.needed}>
              {data.nightsUntilNextTier > 0
                ? t('rewards.nightsNeeded', { count: data.nightsUntilNextTier })
                : t('rewards.staysNeeded', { count: data.reservationsUntilNextTier })}
            </p>
          )}
    </article>
  );
}
