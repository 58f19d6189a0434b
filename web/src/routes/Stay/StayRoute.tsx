import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData } from 'react-router';
import type { StayRouteQuery } from './__generated__/StayRouteQuery.graphql.ts';
import { StayDates } from './components/StayDates.tsx';
import { StayHeader } from './components/StayHeader.tsx';
import type { StayLoaderData } from './stayLoader.ts';

export const stayRouteQuery = graphql`
  query StayRouteQuery($slug: String!) {
    reservation(slug: $slug) {
      ...StayHeader_reservation
      ...StayDates_reservation
    }
  }
`;

export function StayRoute() {
  const { t } = useTranslation();
  const { queryRef } = useLoaderData<StayLoaderData>();
  const { reservation } = usePreloadedQuery<StayRouteQuery>(stayRouteQuery, queryRef);
  if (!reservation) return <Navigate to="/error" replace />;
  return (
    <article className="screen stay" aria-label={t('stay.page.title')}>
      <StayHeader reservation={reservation} />
      <StayDates reservation={reservation} />
    </article>
  );
}
