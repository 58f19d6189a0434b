import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { useLoaderData } from 'react-router';
import { unitContext } from '../../i18n/unitKind.ts';
import type { StayScreenData } from '../../routing/routeLoaders.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { Card } from '../../ui/Card.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Screen } from '../../ui/Screen.tsx';
import type { LocationRouteQuery } from './__generated__/LocationRouteQuery.graphql.ts';
import styles from './LocationRoute.module.css';

export const locationRouteQuery = graphql`
  query LocationRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      ...stayLook_reservation
      unitKind
      property {
        name
        addressLine1
        addressLine2
        zipCode
        city
        googleMapsUrl
        entrance
      }
      unit {
        name
        number
        floor
        address {
          addressLine1
          addressLine2
          zipCode
          city
        }
      }
    }
  }
`;

type AddressParts = {
  readonly addressLine1?: string | null;
  readonly addressLine2?: string | null;
  readonly zipCode?: string | null;
  readonly city?: string | null;
};

/** The address lines to show: the unit's own address when it has one, else the property's. */
function addressLines(property: AddressParts, unitAddress: AddressParts | null | undefined) {
  const address = unitAddress?.addressLine1 ? unitAddress : property;
  const cityLine = [address.zipCode, address.city].filter(Boolean).join(' ');
  return [address.addressLine1, address.addressLine2, cityLine].filter((line): line is string =>
    Boolean(line),
  );
}

/** How to find us: the address, a map link and the way to the entrance. */
export function LocationRoute() {
  const { queryRef } = useLoaderData<StayScreenData<LocationRouteQuery>>();
  const { reservation } = useStayScreenQuery<LocationRouteQuery>(locationRouteQuery, queryRef);
  const { t } = useTranslation('location');
  const { property, unit } = reservation;
  const lines = addressLines(property, unit?.address);
  const unitFacts = [
    ...(unit?.number
      ? [
          {
            label: t('location.unitNumber', { context: unitContext(reservation.unitKind) }),
            value: unit.number,
          },
        ]
      : []),
    ...(unit?.floor ? [{ label: t('location.floor'), value: unit.floor }] : []),
  ];
  return (
    <Screen title={t('location.heading')} intro={<p>{t('location.intro')}</p>}>
      <Card title={property.name}>
        <address className={styles.address}>
          {lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        {property.googleMapsUrl && (
          <a
            className={styles.mapLink}
            href={property.googleMapsUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="place" />
            {t('location.openMap')}
            <span className="visually-hidden">{t('location.newWindow')}</span>
          </a>
        )}
      </Card>
      <Card title={t('location.entranceHeading')}>
        <p>{property.entrance ?? t('location.noEntrance')}</p>
        {unitFacts.length > 0 && <Facts items={unitFacts} />}
      </Card>
    </Screen>
  );
}
