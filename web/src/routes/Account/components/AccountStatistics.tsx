import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Card } from '../../../ui/Card.tsx';
import type { AccountStatistics_statistics$key } from './__generated__/AccountStatistics_statistics.graphql.ts';
import styles from './AccountStatistics.module.css';

const statisticsFragment = graphql`
  fragment AccountStatistics_statistics on CustomerStatistics {
    hasError
    nightsStayed
    propertiesVisited
    propertiesTotal
  }
`;

/** Nights stayed and places visited; when they could not be loaded, says so (spec §8). */
export function AccountStatistics({
  statistics,
}: {
  statistics: AccountStatistics_statistics$key;
}) {
  const { t } = useTranslation('account');
  const figures = useFragment(statisticsFragment, statistics);
  return (
    <Card title={t('statistics.heading')}>
      {figures.hasError ? (
        <p className={styles.unavailable}>{t('statistics.unavailable')}</p>
      ) : (
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{t('statistics.nights')}</dt>
            <dd>{figures.nightsStayed ?? 0}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('statistics.places')}</dt>
            <dd>
              {t('statistics.placesOfTotal', {
                visited: figures.propertiesVisited ?? 0,
                total: figures.propertiesTotal ?? 0,
              })}
            </dd>
          </div>
        </dl>
      )}
    </Card>
  );
}
