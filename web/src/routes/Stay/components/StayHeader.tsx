import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { StayHeader_reservation$key } from './__generated__/StayHeader_reservation.graphql.ts';
import styles from './StayHeader.module.css';

type Props = { reservation: StayHeader_reservation$key; headingId: string };

export function StayHeader({ reservation, headingId }: Props) {
  const { t } = useTranslation('stay');
  const data = useFragment(
    graphql`
      fragment StayHeader_reservation on Reservation {
        confirmationNumber
        property {
          name
          city
        }
      }
    `,
    reservation,
  );
  return (
    <header className={styles.header}>
      <p className={styles.city}>{data.property.city}</p>
      <h1 id={headingId}>{data.property.name}</h1>
      <p className={styles.booking}>
        {t('header.bookingNumber', { bookingNumber: data.confirmationNumber })}
      </p>
    </header>
  );
}
