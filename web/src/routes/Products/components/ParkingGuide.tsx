import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Card } from '../../../ui/Card.tsx';
import { parkingGuideOf } from '../parkingGuides.ts';
import type { ParkingGuide_property$key } from './__generated__/ParkingGuide_property.graphql.ts';
import type { ParkingGuide_reservation$key } from './__generated__/ParkingGuide_reservation.graphql.ts';
import styles from './ProductDetails.module.css';

type Props = { property: ParkingGuide_property$key; reservation: ParkingGuide_reservation$key };

/** The building's parking guide: the garage gate, the guests' spots, the height limit. */
export function ParkingGuide({ property, reservation }: Props) {
  const { t, i18n } = useTranslation('dailyProductDetails');
  const { key } = useFragment(
    graphql`
      fragment ParkingGuide_property on Property {
        key
      }
    `,
    property,
  );
  const { slug, keys } = useFragment(
    graphql`
      fragment ParkingGuide_reservation on Reservation {
        slug
        keys {
          type
          name
        }
      }
    `,
    reservation,
  );
  const gate = keys.find((doorKey) => doorKey.type === 'PARKING');
  const facts = parkingGuideOf(key);
  const height = facts.maxHeightMeters
    ? new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'meter' }).format(
        facts.maxHeightMeters,
      )
    : null;
  return (
    <Card title={t('parking.guideHeading')}>
      <ol className={styles.steps}>
        <li>
          {gate
            ? t('parking.guideGate', { gate: gate.name ?? t('parking.guideGateName') })
            : t('parking.guideNoGate')}{' '}
          <Link to={`/stay/access?${new URLSearchParams({ slug })}`}>
            {t('parking.guideDoorAccess')}
          </Link>
        </li>
        <li>
          {facts.spots
            ? t('parking.guideSpots', { first: facts.spots[0], last: facts.spots[1] })
            : t('parking.guideAnySpot')}
        </li>
        {height && <li>{t('parking.guideHeight', { height })}</li>}
        <li>{t('parking.guideLeave')}</li>
      </ol>
    </Card>
  );
}
