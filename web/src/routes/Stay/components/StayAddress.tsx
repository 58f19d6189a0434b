import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { stayScreenPath } from '../../../routing/paths.ts';
import { ButtonLink } from '../../../ui/Button.tsx';
import { Card } from '../../../ui/Card.tsx';
import type { StayAddress_reservation$key } from './__generated__/StayAddress_reservation.graphql.ts';
import styles from './StayAddress.module.css';

type Props = { reservation: StayAddress_reservation$key };

/**
 * Where the stay is: the unit's own address when it has one (it overrides the property's,
 * spec §3), with a map link. The property's map link points at the building, so a unit elsewhere
 * gets a map search for its own address instead.
 */
export function StayAddress({ reservation }: Props) {
  const { t } = useTranslation('stayDetails');
  const data = useFragment(
    graphql`
      fragment StayAddress_reservation on Reservation {
        slug
        property {
          addressLine1
          addressLine2
          zipCode
          city
          googleMapsUrl
        }
        unit {
          address {
            addressLine1
            addressLine2
            zipCode
            city
          }
        }
      }
    `,
    reservation,
  );
  const unitAddress = data.unit?.address?.addressLine1 ? data.unit.address : null;
  const address = unitAddress ?? data.property;
  const lines = [
    address.addressLine1,
    address.addressLine2,
    [address.zipCode, address.city ?? data.property.city].filter(Boolean).join(' '),
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return null;
  const mapUrl = unitAddress
    ? `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: lines.join(', ') })}`
    : data.property.googleMapsUrl;
  return (
    <Card title={t('address.heading')}>
      <address className={styles.address}>
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      {mapUrl && (
        <a className={styles.map} href={mapUrl} target="_blank" rel="noreferrer">
          {t('address.map')}
          <span className="visually-hidden"> {t('address.newWindow')}</span>
        </a>
      )}
      {/* The building's way in and its footprint: in both presentations, not only under Explore. */}
      <div className={styles.more}>
        <ButtonLink to={stayScreenPath('/stay/location', data.slug)} variant="secondary">
          {t('address.howToFind')}
        </ButtonLink>
        <ButtonLink to={stayScreenPath('/stay/sustainability', data.slug)} variant="quiet">
          {t('address.sustainability')}
        </ButtonLink>
      </div>
    </Card>
  );
}
