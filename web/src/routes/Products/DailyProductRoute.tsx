import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { useLoaderData } from 'react-router';
import { unitContext } from '../../i18n/unitKind.ts';
import type { StayScreenData } from '../../routing/routeLoaders.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { ProductPrice } from '../../shop/ProductPrice.tsx';
import { useProductName } from '../../shop/productNames.ts';
import { findOffer } from '../../shop/productOffer.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import type { DailyProductRouteQuery } from './__generated__/DailyProductRouteQuery.graphql.ts';
import { DailyProductOrder } from './components/DailyProductOrder.tsx';
import { NoLongerAvailable } from './components/LazyNoLongerAvailable.tsx';
import { ProductScreen } from './components/ProductScreen.tsx';

// Each daily product shows one of these, under its heading and price: a screen loads only its own. Their texts (`dailyProductDetails`) load with them: the
// route's namespaces are those of the part above.
const PartnerCard = lazy(async () => ({
  default: (await import('./components/PartnerCard.tsx')).PartnerCard,
}));
const GymAccess = lazy(async () => ({
  default: (await import('./components/GymAccess.tsx')).GymAccess,
}));
const SaunaKitContents = lazy(async () => ({
  default: (await import('./components/SaunaKitContents.tsx')).SaunaKitContents,
}));
const ParkingGuide = lazy(async () => ({
  default: (await import('./components/ParkingGuide.tsx')).ParkingGuide,
}));

export const dailyProductRouteQuery = graphql`
  query DailyProductRouteQuery(
    $slug: String!
    $product: DailyProductType!
    $withPartners: Boolean!
  ) @preloadable {
    reservation(slug: $slug) {
      ...stayLook_reservation
      slug
      unitKind
      guestCount
      property {
        currencyCode
        ...ParkingGuide_property
        partnerContent @include(if: $withPartners) {
          breakfast {
            name
            description
            address
            googleMapsUrl
            websiteUrl
            imageUrl
            tags
          }
          gym {
            name
            description
            address
            googleMapsUrl
            websiteUrl
            imageUrl
            tags
            ...GymAccess_gym
          }
        }
      }
      ...ParkingGuide_reservation
      ...NoLongerAvailable_reservation
      offeredProducts {
        ...productOffer_product
      }
      dailyAvailability(product: $product) {
        ...DailyProductOrder_availability
      }
    }
  }
`;

export type DailyProduct = DailyProductRouteQuery['variables']['product'];

/**
 * The products booked by the day, one screen for the five: breakfast at the partner cafe (one per
 * guest each morning chosen), the partner gym's pass, the sauna kit and the stocked fridge (the
 * day they are brought), parking (the nights chosen, with the building's parking guide).
 */
export function DailyProductRoute() {
  const { slug, queryRef, product } = useLoaderData<
    StayScreenData<DailyProductRouteQuery> & { product: DailyProduct }
  >();
  const { reservation } = useStayScreenQuery<DailyProductRouteQuery>(
    dailyProductRouteQuery,
    queryRef,
  );
  const { t } = useTranslation('dailyProducts');
  const nameOf = useProductName();
  if (product === '%future added value') return <NoLongerAvailable slug={slug} wholeScreen />;
  const offer = findOffer(reservation.offeredProducts, product);
  if (!offer)
    return (
      <NoLongerAvailable slug={slug} reservation={reservation} product={product} wholeScreen />
    );
  const partners = reservation.property.partnerContent;
  const cafe = product === 'BREAKFAST' ? (partners?.breakfast ?? null) : null;
  const gym = product === 'GYM' ? (partners?.gym ?? null) : null;
  const guests = reservation.guestCount;
  const context = unitContext(reservation.unitKind);
  const text = {
    BREAKFAST: {
      intro: cafe ? t('breakfast.intro', { partner: cafe.name }) : t('breakfast.introNoPartner'),
      label: t('breakfast.daysLabel'),
      hint: t('breakfast.daysHint', { count: guests }),
    },
    GYM: {
      intro: gym ? t('gym.intro', { partner: gym.name }) : t('gym.introNoPartner'),
      label: t('gym.daysLabel'),
      hint: t('gym.daysHint', { count: guests }),
    },
    SAUNA_KIT: {
      intro: t('saunaKit.intro', { context }),
      label: t('saunaKit.daysLabel'),
      hint: t('saunaKit.daysHint', { context }),
    },
    STOCKED_FRIDGE: {
      intro: t('stockedFridge.intro'),
      label: t('stockedFridge.daysLabel'),
      hint: t('stockedFridge.daysHint'),
    },
    PARKING: {
      intro: t('parking.intro'),
      label: t('parking.daysLabel'),
      hint: t('parking.daysHint'),
    },
  }[product];
  const details = cafe ? (
    <PartnerCard {...cafe} />
  ) : gym ? (
    <PartnerCard {...gym}>
      <GymAccess gym={gym} />
    </PartnerCard>
  ) : product === 'SAUNA_KIT' ? (
    <SaunaKitContents />
  ) : product === 'PARKING' ? (
    <ParkingGuide property={reservation.property} reservation={reservation} />
  ) : null;
  return (
    <ProductScreen
      productId={offer.productId}
      type={product}
      name={nameOf(offer.type, offer.name)}
      imageUrl={cafe?.imageUrl ?? gym?.imageUrl}
      summary={
        <>
          <ProductPrice price={offer.price} unit={offer.unit} isReward={offer.isReward} size="lg" />
          <p>{text.intro}</p>
        </>
      }
    >
      {details && (
        <Suspense fallback={<Skeleton shape="block" height="12rem" />}>{details}</Suspense>
      )}
      <DailyProductOrder
        availability={reservation.dailyAvailability}
        slug={slug}
        name={nameOf(offer.type, offer.name)}
        type={product}
        currencyCode={reservation.property.currencyCode}
        // Breakfast and parking are had on several days; a pass, a kit or a fridge starts on one.
        selection={product === 'BREAKFAST' || product === 'PARKING' ? 'multiple' : 'single'}
        label={text.label}
        description={text.hint}
        isReward={offer.isReward}
      />
    </ProductScreen>
  );
}
