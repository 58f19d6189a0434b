import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Card } from '../../../ui/Card.tsx';
import { DateTime } from '../../../ui/DateTime.tsx';
import type { StayDates_reservation$key } from './__generated__/StayDates_reservation.graphql.ts';
import styles from './StayDates.module.css';

type Props = { reservation: StayDates_reservation$key };

/** Arrival and departure on the property's clock (an ordered early or late time included). */
export function StayDates({ reservation }: Props) {
  const { t } = useTranslation('stay');
  const data = useFragment(
    graphql`
      fragment StayDates_reservation on Reservation {
        arrivalTime
        departureTime
        nightsCount
        guestCount
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
            <DateTime value={data.arrivalTime} timeZone={timeZone} />
          </dd>
        </div>
        <div className={styles.item}>
          <dt>{t('dates.checkOut')}</dt>
          <dd>
            <DateTime value={data.departureTime} timeZone={timeZone} />
          </dd>
        </div>
      </dl>
      <p className={styles.summary}>
        {t('dates.nights', { count: data.nightsCount })} ·{' '}
        {t('dates.guests', { count: data.guestCount })}
      </p>
    </Card>
  );
}
