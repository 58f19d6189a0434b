import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { useLoaderData, useLocation } from 'react-router';
import { unitContext } from '../../i18n/unitKind.ts';
import { readExactMoney } from '../../ordering/exactMoney.ts';
import { money } from '../../ordering/money.ts';
import { useStartOrder } from '../../ordering/useStartOrder.ts';
import type { StayScreenData } from '../../routing/routeLoaders.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { ProductPrice } from '../../shop/ProductPrice.tsx';
import { useProductName } from '../../shop/productNames.ts';
import { findOffer } from '../../shop/productOffer.ts';
import { Button } from '../../ui/Button.tsx';
import { formatDateTime, formatLocalDate } from '../../ui/format.ts';
import { TimeslotPicker } from '../../ui/TimeslotPicker.tsx';
import type { TimeslotProductRouteQuery } from './__generated__/TimeslotProductRouteQuery.graphql.ts';
import { ContactUs } from './components/LazyContactUs.tsx';
import { NoLongerAvailable } from './components/LazyNoLongerAvailable.tsx';
import { ProductScreen } from './components/ProductScreen.tsx';

export const timeslotProductRouteQuery = graphql`
  query TimeslotProductRouteQuery($slug: String!, $isEarlyCheckIn: Boolean!) @preloadable {
    reservation(slug: $slug) {
      ...stayLook_reservation
      slug
      unitKind
      property {
        timeZone
        ...ContactUs_property
      }
      ...NoLongerAvailable_reservation
      offeredProducts {
        ...productOffer_product
      }
      earlyCheckInAvailability @include(if: $isEarlyCheckIn) {
        ...TimeslotProductRoute_availability @relay(mask: false)
      }
      lateCheckOutAvailability @skip(if: $isEarlyCheckIn) {
        ...TimeslotProductRoute_availability @relay(mask: false)
      }
    }
  }
`;

graphql`
  fragment TimeslotProductRoute_availability on TimeslotAvailability {
    date
    productId
    price {
      ...exactMoney_money
    }
    timeslots {
      startDate
      time
      remaining
    }
  }
`;

export type TimeslotProduct = 'EARLY_CHECK_IN' | 'LATE_CHECK_OUT';

/**
 * Early check-in and late check-out: the times still on sale on the arrival or departure day,
 * one chosen and handed to the order confirmation; none left is the spec's 'Darn it…' message.
 */
export function TimeslotProductRoute() {
  const { slug, queryRef, product } = useLoaderData<
    StayScreenData<TimeslotProductRouteQuery> & { product: TimeslotProduct }
  >();
  const { reservation } = useStayScreenQuery<TimeslotProductRouteQuery>(
    timeslotProductRouteQuery,
    queryRef,
  );
  const { t, i18n } = useTranslation(['timeslotProducts', 'products']);
  const nameOf = useProductName();
  const location = useLocation();
  const startOrder = useStartOrder();
  const [chosen, setChosen] = useState<string | null>(null);
  const offer = findOffer(reservation.offeredProducts, product);
  const availability =
    product === 'EARLY_CHECK_IN'
      ? reservation.earlyCheckInAvailability
      : reservation.lateCheckOutAvailability;
  if (!offer || !availability)
    return (
      <NoLongerAvailable slug={slug} reservation={reservation} product={product} wholeScreen />
    );
  const { timeZone } = reservation.property;
  const price = offer.isReward
    ? money(0, offer.price.currencyCode, offer.price.minorUnitDigits)
    : readExactMoney(availability.price);
  const slots = availability.timeslots.filter((slot) => slot.remaining > 0);
  const key = product === 'EARLY_CHECK_IN' ? 'earlyCheckIn' : 'lateCheckOut';
  const slot = slots.find((candidate) => candidate.startDate === chosen);
  const dayOf = (date: string) => formatLocalDate(date, i18n, 'weekdayDate');

  const onContinue = () => {
    if (!slot) return;
    startOrder({
      slug,
      request: {
        kind: 'products',
        items: [{ productId: availability.productId, timeslotStartsAt: slot.startDate }],
      },
      lines: [
        {
          name: nameOf(offer.type, offer.name),
          productType: product,
          time: slot.startDate,
          price,
          isReward: offer.isReward,
        },
      ],
      total: price,
      returnTo: `${location.pathname}${location.search}`,
    });
  };

  return (
    <ProductScreen
      productId={offer.productId}
      type={product}
      name={nameOf(offer.type, offer.name)}
      summary={
        <>
          <ProductPrice
            price={readExactMoney(availability.price)}
            isReward={offer.isReward}
            size="lg"
          />
          <p>
            {product === 'EARLY_CHECK_IN'
              ? t('earlyCheckIn.intro', { date: dayOf(availability.date) })
              : t('lateCheckOut.intro', {
                  date: dayOf(availability.date),
                  context: unitContext(reservation.unitKind),
                })}
          </p>
        </>
      }
      action={
        slots.length > 0 && (
          <Button fullWidth onClick={onContinue} disabled={!slot}>
            {t('product.continue', { ns: 'products' })}
          </Button>
        )
      }
    >
      {slots.length === 0 ? (
        <ContactUs
          property={reservation.property}
          message={t('timeslots.soldOut', { ns: 'products' })}
        />
      ) : (
        <TimeslotPicker
          label={t(`${key}.timeLabel`)}
          description={t('timeslots.localTime', { ns: 'products' })}
          options={slots.map((option) => ({
            value: option.startDate,
            time: formatDateTime(option.startDate, timeZone, i18n, 'time'),
            detail: t('timeslots.remaining', { ns: 'products', count: option.remaining }),
          }))}
          value={chosen}
          onChange={setChosen}
        />
      )}
    </ProductScreen>
  );
}
