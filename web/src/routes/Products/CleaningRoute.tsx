import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { useLoaderData } from 'react-router';
import { readExactMoney } from '../../ordering/exactMoney.ts';
import type { ExactMoney } from '../../ordering/money.ts';
import type { StayScreenData } from '../../routing/routeLoaders.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { ProductPrice } from '../../shop/ProductPrice.tsx';
import { useProductName } from '../../shop/productNames.ts';
import { findOffer } from '../../shop/productOffer.ts';
import type { CleaningRouteQuery } from './__generated__/CleaningRouteQuery.graphql.ts';
import { ContactUs } from './components/LazyContactUs.tsx';
import { NoLongerAvailable } from './components/LazyNoLongerAvailable.tsx';
import styles from './components/ProductDetails.module.css';

export const cleaningRouteQuery = graphql`
  query CleaningRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      ...stayLook_reservation
      slug
      property {
        timeZone
        ...ContactUs_property
      }
      ...NoLongerAvailable_reservation
      offeredProducts {
        ...productOffer_product
      }
      orderedItems(first: 10) {
        edges {
          node {
            productId
            timeslotStartsAt
          }
        }
      }
      cleaningAvailability {
        productId
        cleaningAllowance
        scheduledCount
        remainingComplimentaryCount
        price {
          ...exactMoney_money
        }
        timeslots {
          startDate
          endDate
          isAvailable
        }
      }
    }
  }
`;

type Reservation = NonNullable<CleaningRouteQuery['response']['reservation']>;
export type CleaningAvailability = NonNullable<Reservation['cleaningAvailability']>;

/** The stay's cleaning offer, as both cleaning screens show it. */
export type CleaningOffer = {
  slug: string;
  productId: string;
  name: string;
  cleaning: CleaningAvailability;
  timeZone: string;
  price: ExactMoney;
  /** When each cleaning booked for the stay starts, earliest first. */
  booked: string[];
  /** Complimentary cleanings are left: this one costs nothing. */
  isComplimentary: boolean;
  hasFreeSlot: boolean;
  /** What both screens say when no slot is free: contact the property. */
  noSlot: ReactNode;
};

/**
 * Mid-stay cleaning: `/stay/cleaning` says what the stay includes (the complimentary cleanings,
 * the price of another; `CleaningOverviewRoute`) and `/stay/cleaning/schedule` books a one-hour
 * slot, Monday to Friday 09:00-17:00 (`CleaningScheduleRoute`); with no slot free, both say to
 * contact the property. The two screens share this query and frame, and each is its own chunk:
 * the overview does not load the day and time pickers.
 */
export function CleaningScreen({ render }: { render: (offer: CleaningOffer) => ReactNode }) {
  const { slug, queryRef } = useLoaderData<StayScreenData<CleaningRouteQuery>>();
  const { reservation } = useStayScreenQuery<CleaningRouteQuery>(cleaningRouteQuery, queryRef);
  const { t } = useTranslation('cleaning');
  const nameOf = useProductName();
  const offer = findOffer(reservation.offeredProducts, 'MID_STAY_CLEANING');
  const cleaning = reservation.cleaningAvailability;
  if (!offer || !cleaning)
    return (
      <NoLongerAvailable
        slug={slug}
        reservation={reservation}
        product="MID_STAY_CLEANING"
        wholeScreen
      />
    );
  return render({
    slug,
    productId: offer.productId,
    name: nameOf(offer.type, offer.name),
    cleaning,
    booked: reservation.orderedItems.edges
      .flatMap(({ node }) =>
        node.productId === offer.productId && node.timeslotStartsAt ? [node.timeslotStartsAt] : [],
      )
      .sort(),
    timeZone: reservation.property.timeZone,
    price: readExactMoney(cleaning.price),
    isComplimentary: cleaning.remainingComplimentaryCount > 0,
    hasFreeSlot: cleaning.timeslots.some((slot) => slot.isAvailable),
    noSlot: <ContactUs property={reservation.property} message={t('cleaning.noSlot')} />,
  });
}

export function CleaningPrice({
  isComplimentary,
  price,
}: {
  isComplimentary: boolean;
  price: ExactMoney;
}) {
  const { t } = useTranslation('cleaning');
  return isComplimentary ? (
    <p className={styles.heading}>{t('cleaning.complimentary')}</p>
  ) : (
    <ProductPrice price={price} size="lg" />
  );
}
