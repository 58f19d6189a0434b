import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { useLoaderData } from 'react-router';
import { unitContext } from '../../i18n/unitKind.ts';
import type { StayScreenData } from '../../routing/routeLoaders.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { Card } from '../../ui/Card.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Screen } from '../../ui/Screen.tsx';
import type { SustainabilityRouteQuery } from './__generated__/SustainabilityRouteQuery.graphql.ts';
import styles from './SustainabilityRoute.module.css';

export const sustainabilityRouteQuery = graphql`
  query SustainabilityRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      ...stayLook_reservation
      unitKind
      nightsCount
      unit {
        emissionsCo2ePerNight
      }
      unitCategory {
        name
        emissionsCo2ePerNight
      }
    }
  }
`;

export function formatKilograms(kilograms: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilogram',
    maximumFractionDigits: 1,
  }).format(kilograms);
}

/** The unit's estimated carbon emissions per night (the category's when the unit has none). */
export function SustainabilityRoute() {
  const { queryRef } = useLoaderData<StayScreenData<SustainabilityRouteQuery>>();
  const { reservation } = useStayScreenQuery<SustainabilityRouteQuery>(
    sustainabilityRouteQuery,
    queryRef,
  );
  const { t, i18n } = useTranslation('sustainability');
  const context = unitContext(reservation.unitKind);
  const perNight =
    reservation.unit?.emissionsCo2ePerNight ?? reservation.unitCategory?.emissionsCo2ePerNight;
  return (
    <Screen
      title={t('sustainability.heading')}
      intro={<p>{t('sustainability.intro', { context })}</p>}
    >
      {perNight == null ? (
        <Notice tone="info" title={t('sustainability.noEstimate', { context })} />
      ) : (
        <Card title={t('sustainability.footprintHeading')}>
          <p className={styles.figure}>
            <span className={styles.amount}>{formatKilograms(perNight, i18n.language)}</span>{' '}
            {t('sustainability.perNight')}
          </p>
          <Facts
            items={[
              {
                label: t('sustainability.stayTotal', { count: reservation.nightsCount }),
                value: formatKilograms(perNight * reservation.nightsCount, i18n.language),
              },
            ]}
          />
        </Card>
      )}
      <Card title={t('sustainability.howHeading')}>
        <p>{t('sustainability.how', { context })}</p>
        <ul className={styles.tips}>
          <li>{t('sustainability.tipTowels')}</li>
          <li>{t('sustainability.tipHeating')}</li>
          <li>{t('sustainability.tipTransport')}</li>
        </ul>
      </Card>
    </Screen>
  );
}
