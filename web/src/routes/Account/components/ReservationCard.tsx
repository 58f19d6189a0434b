import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { stayPath } from '../../../routing/paths.ts';
import { useBoughtItemDescription } from '../../../shop/boughtItem.ts';
import { DateTime } from '../../../ui/DateTime.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import type {
  ReservationCard_reservation$data,
  ReservationCard_reservation$key,
} from './__generated__/ReservationCard_reservation.graphql.ts';
import styles from './ReservationCard.module.css';

const reservationFragment = graphql`
  fragment ReservationCard_reservation on ReservationSummary {
    slug
    propertyName
    city
    startDate
    endDate
    timeZone
    status
    unitCategoryName
    unitCategoryImages {
      url
      isPlaceholder
    }
    orderedItems(first: 3) {
      totalCount
      edges {
        node {
          orderItemId
          ...boughtItem_item
        }
      }
    }
  }
`;

/** A reservation of the account's lists: the whole card opens its stay. */
export function ReservationCard({ reservation }: { reservation: ReservationCard_reservation$key }) {
  const { t } = useTranslation('account');
  const stay = useFragment(reservationFragment, reservation);
  const photo = stay.unitCategoryImages.find((image) => !image.isPlaceholder);
  return (
    <Link to={stayPath(stay.slug)} className={styles.card}>
      <StayPhoto url={photo?.url ?? null} />
      <span className={styles.details}>
        <span className={styles.name}>{stay.propertyName}</span>
        <span className={styles.place}>
          {[stay.city, stay.unitCategoryName].filter(Boolean).join(' · ')}
        </span>
        <span className={styles.dates}>
          <DateTime value={stay.startDate} timeZone={stay.timeZone} format="date" />
          {' – '}
          <DateTime value={stay.endDate} timeZone={stay.timeZone} format="date" />
        </span>
        <BoughtItems stay={stay} />
        {stay.status === 'CANCELED' && (
          <span className={styles.cancelled}>{t('reservations.cancelled')}</span>
        )}
      </span>
    </Link>
  );
}

/** What was bought for the stay: the first few, each with its day or slot, and how many more. */
function BoughtItems({ stay }: { stay: ReservationCard_reservation$data }) {
  const { t } = useTranslation('account');
  const describe = useBoughtItemDescription(stay.timeZone);
  const { edges, totalCount } = stay.orderedItems;
  if (edges.length === 0) return null;
  const more = totalCount - edges.length;
  return (
    <span className={styles.bought}>
      <span className={styles.boughtHeading}>{t('reservations.bought')}</span>
      {edges.map(({ node }) => {
        const item = describe(node);
        return (
          <span key={node.orderItemId} className={styles.boughtItem}>
            {[item.name, item.when, item.transfer].filter(Boolean).join(' · ')}
          </span>
        );
      })}
      {more > 0 && (
        <span className={styles.boughtItem}>{t('reservations.boughtMore', { count: more })}</span>
      )}
    </span>
  );
}

/** The unit's photo once it has loaded; until then, or if it cannot load, a bed. Decorative. */
function StayPhoto({ url }: { url: string | null }) {
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <span className={styles.photo} aria-hidden="true">
      <Icon name="bed" className={styles.placeholder} />
      {url && !failed && (
        <img
          className={loaded ? styles.loaded : undefined}
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}
