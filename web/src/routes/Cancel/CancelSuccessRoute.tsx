import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { Navigate, useLoaderData, useLocation } from 'react-router';
import type { StayScreenData } from '../../routing/routeLoaders.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { SuccessHero } from '../../ui/SuccessHero.tsx';
import { Unbroken, unbrokenSlot } from '../../ui/Unbroken.tsx';
import type { CancelSuccessRouteQuery } from './__generated__/CancelSuccessRouteQuery.graphql.ts';
import styles from './CancelSuccessRoute.module.css';
import type { CancelSuccessState } from './cancelPaths.ts';

export const cancelSuccessRouteQuery = graphql`
  query CancelSuccessRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      ...stayLook_reservation
      confirmationNumber
      isCancelled
      property {
        name
      }
    }
  }
`;

/** The reservation is cancelled: what it cost, and the way to a new booking. */
export function CancelSuccessRoute() {
  const { slug, queryRef } = useLoaderData<StayScreenData<CancelSuccessRouteQuery>>();
  const { reservation } = useStayScreenQuery<CancelSuccessRouteQuery>(
    cancelSuccessRouteQuery,
    queryRef,
  );
  const { t } = useTranslation('cancel');
  const state = useLocation().state as CancelSuccessState;

  if (!reservation.isCancelled) {
    return <Navigate to={`/stay/cancel-reservation?${new URLSearchParams({ slug })}`} replace />;
  }
  const charge =
    state?.isFreeCancellation === true
      ? t('cancelSuccess.free')
      : state?.isFreeCancellation === false
        ? t('cancelSuccess.charged')
        : null;
  return (
    <div className={styles.success}>
      <SuccessHero title={t('cancelSuccess.heading')}>
        <p>
          <Unbroken
            sentence={t('cancelSuccess.body', {
              property: reservation.property.name,
              number: unbrokenSlot,
            })}
            value={reservation.confirmationNumber}
          />
        </p>
        {charge && <p>{charge}</p>}
        <p>{t('cancelSuccess.email')}</p>
      </SuccessHero>
      <ButtonLink to="/check-in" variant="secondary" fullWidth>
        {t('cancelSuccess.findAnother')}
      </ButtonLink>
    </div>
  );
}
