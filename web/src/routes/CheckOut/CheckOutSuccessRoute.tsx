import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { Navigate, useLoaderData, useLocation } from 'react-router';
import { unitContext } from '../../i18n/unitKind.ts';
import { stayPath } from '../../routing/paths.ts';
import type { StayScreenData } from '../../routing/routeLoaders.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { SuccessHero } from '../../ui/SuccessHero.tsx';
import type { CheckOutSuccessRouteQuery } from './__generated__/CheckOutSuccessRouteQuery.graphql.ts';
import styles from './CheckOutSuccessRoute.module.css';
import type { CheckOutSuccessState } from './checkOutRules.ts';
import { accessAfterCheckOut } from './checkOutWindow.ts';

export const checkOutSuccessRouteQuery = graphql`
  query CheckOutSuccessRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      ...stayLook_reservation
      slug
      unitKind
      checkOutDate
      property {
        name
        timeZone
      }
    }
  }
`;

/**
 * After check-out: the times until which the doors still open, as the property's clock times.
 * Animated only when the guest arrives from checking out (not on a reload or a shared link).
 */
export function CheckOutSuccessRoute() {
  const { slug, queryRef } = useLoaderData<StayScreenData<CheckOutSuccessRouteQuery>>();
  const { reservation } = useStayScreenQuery<CheckOutSuccessRouteQuery>(
    checkOutSuccessRouteQuery,
    queryRef,
  );
  const { t } = useTranslation('checkOut');
  const animated = (useLocation().state as CheckOutSuccessState)?.fromCheckOut === true;

  if (!reservation.checkOutDate) {
    return <Navigate to={`/stay/check-out?${new URLSearchParams({ slug })}`} replace />;
  }
  const { timeZone } = reservation.property;
  const access = accessAfterCheckOut(reservation.checkOutDate, timeZone);
  return (
    <div className={styles.success} data-animated={animated || undefined}>
      <SuccessHero title={t('checkOutSuccess.heading')} animated={animated}>
        <p>{t('checkOutSuccess.body', { property: reservation.property.name })}</p>
      </SuccessHero>
      <Card title={t('checkOutSuccess.accessHeading')}>
        <div className={styles.access}>
          <Facts
            items={[
              {
                label: t('checkOutSuccess.unitUntil', {
                  context: unitContext(reservation.unitKind),
                }),
                value: <DateTime value={access.apartmentUntil} timeZone={timeZone} format="time" />,
              },
              {
                label: t('checkOutSuccess.buildingUntil'),
                value: <DateTime value={access.buildingUntil} timeZone={timeZone} format="time" />,
              },
            ]}
          />
        </div>
      </Card>
      <ButtonLink to={stayPath(slug)} variant="secondary" fullWidth>
        {t('checkOut.backToStay')}
      </ButtonLink>
    </div>
  );
}
