import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData } from 'react-router';
import { ProductPrice } from '../../products/ProductPrice.tsx';
import { ProductScreen } from '../../products/ProductScreen.tsx';
import { findOffer } from '../../products/productOffer.ts';
import type { StayScreenData } from '../../stay/stayScreenLoader.ts';
import type { BreakfastRouteQuery } from './__generated__/BreakfastRouteQuery.graphql.ts';
import { DailyProductOrder } from './components/DailyProductOrder.tsx';
import { NoLongerAvailable } from './components/NoLongerAvailable.tsx';
import { PartnerCard } from './components/PartnerCard.tsx';

export const breakfastRouteQuery = graphql`
  query BreakfastRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      slug
      guestCount
      property {
        currencyCode
        partnerContent {
          breakfast {
            name
            description
            address
            googleMapsUrl
            websiteUrl
            imageUrl
            tags
          }
        }
      }
      offeredProducts {
        ...productOffer_product
      }
      dailyAvailability(product: BREAKFAST) {
        ...DailyProductOrder_availability
      }
    }
  }
`;

/** Breakfast at the partner cafe: one per guest per day, on the mornings the guest picks. */
export function BreakfastRoute() {
  const { slug, queryRef } = useLoaderData<StayScreenData<BreakfastRouteQuery>>();
  const { reservation } = usePreloadedQuery<BreakfastRouteQuery>(breakfastRouteQuery, queryRef);
  const { t } = useTranslation('extras');
  if (!reservation) return <Navigate to="/error" replace />;
  const offer = findOffer(reservation.offeredProducts, 'BREAKFAST');
  const cafe = reservation.property.partnerContent?.breakfast ?? null;
  if (!offer) return <NoLongerAvailable slug={slug} />;
  return (
    <ProductScreen
      productId={offer.productId}
      type="BREAKFAST"
      name={offer.name}
      imageUrl={cafe?.imageUrl}
      summary={
        <>
          <ProductPrice price={offer.price} unit={offer.unit} isReward={offer.isReward} size="lg" />
          <p>
            {cafe ? t('breakfast.intro', { partner: cafe.name }) : t('breakfast.introNoPartner')}
          </p>
        </>
      }
    >
      {cafe && <PartnerCard {...cafe} />}
      <DailyProductOrder
        availability={reservation.dailyAvailability}
        slug={slug}
        name={offer.name}
        type="BREAKFAST"
        currencyCode={reservation.property.currencyCode}
        selection="multiple"
        label={t('breakfast.daysLabel')}
        description={t('breakfast.daysHint', { count: reservation.guestCount })}
        isReward={offer.isReward}
      />
    </ProductScreen>
  );
}
