import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { CardBrandMark } from '../../../payment/CardBrandMark.tsx';
import { lastFourOf, toCardBrand } from '../../../payment/storedCard.ts';
import { Card } from '../../../ui/Card.tsx';
import type { PaymentCard_reservation$key } from './__generated__/PaymentCard_reservation.graphql.ts';
import styles from './PaymentCard.module.css';

type Props = { reservation: PaymentCard_reservation$key; addCardPath: string; isFree: boolean };

/** The card the order is charged to (the reservation's), or the way to add one. */
export function PaymentCard({ reservation, addCardPath, isFree }: Props) {
  const { t } = useTranslation('payment');
  const data = useFragment(
    graphql`
      fragment PaymentCard_reservation on Reservation {
        card {
          numberMasked
          type
        }
      }
    `,
    reservation,
  );
  if (isFree && !data.card) return null;
  return (
    <Card title={t('confirmation.paymentHeading')}>
      {data.card ? (
        <div className={styles.row}>
          <CardBrandMark brand={toCardBrand(data.card.type)} />
          <p className={styles.number}>
            {t('cards.endingIn', { lastFour: lastFourOf(data.card.numberMasked) })}
          </p>
          <Link to={`${addCardPath}&mode=update`} className={styles.change}>
            {t('confirmation.changeCard')}
          </Link>
        </div>
      ) : (
        <div className={styles.row}>
          <p className={styles.number}>{t('confirmation.noCard')}</p>
          <Link to={addCardPath} className={styles.change}>
            {t('confirmation.addCard')}
          </Link>
        </div>
      )}
    </Card>
  );
}
