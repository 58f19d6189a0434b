import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { Navigate, useLoaderData } from 'react-router';
import { readOrderDraft } from '../../ordering/readOrderDraft.ts';
import { stayPath } from '../../routing/paths.ts';
import type { StayScreenData } from '../../routing/routeLoaders.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Icon } from '../../ui/Icon.tsx';
import type { OrderSuccessRouteQuery } from './__generated__/OrderSuccessRouteQuery.graphql.ts';
import { OrderLines } from './components/OrderLines.tsx';
import styles from './OrderSuccessRoute.module.css';

export const orderSuccessRouteQuery = graphql`
  query OrderSuccessRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      ...stayLook_reservation
      slug
      property {
        timeZone
      }
    }
  }
`;

/**
 * The order went through: what was ordered, and the way back to the stay or the shop. Without an
 * order completed on this device (the address opened directly, or the order was not followed
 * here) there is nothing to thank for: the stay page instead.
 */
export function OrderSuccessRoute() {
  const { slug, queryRef } = useLoaderData<StayScreenData<OrderSuccessRouteQuery>>();
  const { reservation } = useStayScreenQuery<OrderSuccessRouteQuery>(
    orderSuccessRouteQuery,
    queryRef,
  );
  const { t } = useTranslation('payment');
  const draft = readOrderDraft(slug);
  const order = draft?.isCompleted ? draft : null;

  useEffect(() => {
    document.getElementById('order-success-heading')?.focus();
  }, []);

  if (!order) return <Navigate to={stayPath(slug)} replace />;
  return (
    <div className={styles.success}>
      <div className={styles.hero}>
        <span className={styles.check} aria-hidden="true">
          <Icon name="checkCircle" size={48} />
        </span>
        <h1 id="order-success-heading" tabIndex={-1} className={styles.heading}>
          {order.success?.title ?? t('success.heading')}
        </h1>
        <p className={styles.body}>{order.success?.message ?? t('success.body')}</p>
      </div>
      <Card title={t('success.summaryHeading')}>
        <OrderLines
          lines={order.lines}
          total={order.total}
          timeZone={reservation.property.timeZone}
        />
      </Card>
      <div className={styles.actions}>
        <ButtonLink to={stayPath(slug)} fullWidth>
          {t('success.backToStay')}
        </ButtonLink>
        <ButtonLink
          to={`/stay/extras?${new URLSearchParams({ slug })}`}
          variant="secondary"
          fullWidth
        >
          {t('success.moreExtras')}
        </ButtonLink>
      </div>
    </div>
  );
}
