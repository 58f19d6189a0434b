import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { CardBrandMark } from '../../../payment/CardBrandMark.tsx';
import { distinctCards, lastFourOf, toCardBrand } from '../../../payment/storedCard.ts';
import { Card } from '../../../ui/Card.tsx';
import type { StayCards_reservation$key } from './__generated__/StayCards_reservation.graphql.ts';
import styles from './StayCards.module.css';

/** The reservation's cards, masked: the one orders are charged to, and any not authorised. */
export function StayCards({ reservation }: { reservation: StayCards_reservation$key }) {
  const { t } = useTranslation('payment');
  const { card, cards } = useFragment(
    graphql`
      fragment StayCards_reservation on Reservation {
        card {
          cardId
        }
        cards {
          cardId
          numberMasked
          type
          name
          authorizationState
        }
      }
    `,
    reservation,
  );
  if (cards.length === 0) return <p>{t('cards.none')}</p>;
  return (
    <Card title={t('cards.heading')}>
      <ul className={styles.cards}>
        {distinctCards(cards, card?.cardId).map((stored) => {
          const refused =
            stored.authorizationState === 'DECLINED' || stored.authorizationState === 'CANCELED';
          return (
            <li key={stored.cardId} className={styles.card}>
              <CardBrandMark brand={toCardBrand(stored.type)} />
              <span className={styles.what}>
                <span className={styles.number}>
                  {t('cards.endingIn', { lastFour: lastFourOf(stored.numberMasked) })}
                </span>
                {stored.name && <span className={styles.meta}>{stored.name}</span>}
              </span>
              {refused ? (
                <span className={styles.refused}>{t('addCard.notAuthorised')}</span>
              ) : (
                stored.cardId === card?.cardId && (
                  <span className={styles.inUse}>{t('cards.inUse')}</span>
                )
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
