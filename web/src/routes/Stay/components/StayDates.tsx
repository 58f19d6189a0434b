import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Card } from '../../../ui/Card.tsx';
import { DateTime } from '../../../ui/DateTime.tsx';
import type { StayDates_reservation$key } from './__generated__/StayDates_reservation.graphql.ts';
import styles from './StayDates.module.css';

type Props = { reservation: StayDates_reservation$key };

export function StayDates({ reservation }: Props) {
  const { t } = useTranslation('stay');
  const data = useFragment(
    graphql`
      fragment StayDates_reservation on Reservation {
        startDate
        endDate
        property {
          timeZone
        }
      }
    `,
    reservation,
  );
  const { timeZone } = data.property;
  return (
    <Card title={t('dates.heading')}>
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt>{t('dates.checkIn')}</dt>
          <dd>
            <DateTime value={data.startDate} timeZone={timeZone} />
          </dd>
        </div>
        <div className={styles.item}>
          <dt>{t('dates.checkOut')}</dt>
          <dd>
            <DateTime value={data.endDate} timeZone={timeZone} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}
