import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useQueryLoader } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Screen } from '../../ui/Screen.tsx';
import { PartnerCard } from '../Products/components/PartnerCard.tsx';
import type { PlanRouteQuery } from './__generated__/PlanRouteQuery.graphql.ts';
import styles from './PlanRoute.module.css';
import type { PlanLoaderData } from './planLoader.ts';

export const planRouteQuery = graphql`
  query PlanRouteQuery($slug: String!, $propertyKey: String!, $byKey: Boolean!) @preloadable {
    reservation(slug: $slug) @skip(if: $byKey) {
      ...stayLook_reservation
      property {
        ...PlanRoute_property @relay(mask: false)
      }
    }
    property(key: $propertyKey) @include(if: $byKey) {
      ...PlanRoute_property @relay(mask: false)
    }
  }
`;

graphql`
  fragment PlanRoute_property on Property {
    name
    city
    partnerContent {
      ...ExploreRoute_partnerContent @relay(mask: false)
    }
  }
`;

/** Plan the stay: the property's breakfast and gym partners, with a retry when they fail to load. */
export function PlanRoute() {
  const { variables, queryRef: initialRef } = useLoaderData<PlanLoaderData>();
  // The retry fetches from the network again: the failed answer is in the store.
  const [queryRef, loadQuery] = useQueryLoader<PlanRouteQuery>(planRouteQuery, initialRef);
  return (
    <PlanScreen
      queryRef={queryRef ?? initialRef}
      onRetry={() => loadQuery(variables, { fetchPolicy: 'network-only' })}
    />
  );
}

function PlanScreen({
  queryRef,
  onRetry,
}: {
  queryRef: PlanLoaderData['queryRef'];
  onRetry: () => void;
}) {
  const data = usePreloadedQuery<PlanRouteQuery>(planRouteQuery, queryRef);
  const { t } = useTranslation('content');
  const property = data.property ?? data.reservation?.property ?? null;
  const slug = queryRef.variables.byKey ? null : queryRef.variables.slug;
  const search = slug ? `?${new URLSearchParams({ slug })}` : '';
  if (!property) {
    return (
      <EmptyState icon="error" title={t('plan.noProperty')}>
        <p>{t('plan.noPropertyBody')}</p>
      </EmptyState>
    );
  }
  const partners = property.partnerContent;
  return (
    <Screen
      title={t('plan.heading', { city: property.city })}
      intro={<p>{t('plan.intro', { property: property.name })}</p>}
    >
      {!partners ? (
        <EmptyState
          icon="cloudOff"
          headingLevel={2}
          role="alert"
          title={t('plan.partnerError')}
          actions={<Button onClick={onRetry}>{t('plan.tryAgain')}</Button>}
        />
      ) : (
        <>
          {partners.breakfast && (
            <PartnerCard {...partners.breakfast}>
              <Link className={styles.action} to={`/stay/breakfast${search}`}>
                {t('plan.orderBreakfast')}
              </Link>
            </PartnerCard>
          )}
          {partners.gym && (
            <PartnerCard {...partners.gym}>
              <p>{partners.gym.accessGuidelines}</p>
            </PartnerCard>
          )}
          {!partners.breakfast && !partners.gym && <p>{t('plan.noPartners')}</p>}
        </>
      )}
    </Screen>
  );
}
