import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { useLoaderData, useLocation } from 'react-router';
import type { StayScreenData } from '../../app/routeLoaders.ts';
import { useStayScreenQuery } from '../../app/stayScreenQuery.ts';
import { readExactMoney } from '../../ordering/exactMoney.ts';
import { money, sumMoney } from '../../ordering/money.ts';
import type { OrderItem, OrderLine } from '../../ordering/orderDraft.ts';
import { useStartOrder } from '../../ordering/useStartOrder.ts';
import { findOffer } from '../../shop/productOffer.ts';
import { ActionBar } from '../../ui/ActionBar.tsx';
import { Button } from '../../ui/Button.tsx';
import { Screen } from '../../ui/Screen.tsx';
import type { ChangeTimeRouteQuery } from './__generated__/ChangeTimeRouteQuery.graphql.ts';
import { TimeChoice } from './components/TimeChoice.tsx';
import { timeChangeState } from './timeChangeState.ts';

export const changeTimeRouteQuery = graphql`
  query ChangeTimeRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      slug
      startDate
      endDate
      arrivalTime
      departureTime
      hasStarted
      isCancelled
      isCheckedOut
      property {
        timeZone
      }
      offeredProducts {
        ...productOffer_product
      }
      earlyCheckInAvailability {
        productId
        price {
          ...exactMoney_money
        }
        timeslots {
          timeslotId
          time
          startDate
        }
        ...TimeChoice_availability
      }
      lateCheckOutAvailability {
        productId
        price {
          ...exactMoney_money
        }
        timeslots {
          timeslotId
          time
          startDate
        }
        ...TimeChoice_availability
      }
    }
  }
`;

type Reservation = NonNullable<ChangeTimeRouteQuery['response']['reservation']>;
type Availability = NonNullable<Reservation['earlyCheckInAvailability']>;
type TimeProduct = 'EARLY_CHECK_IN' | 'LATE_CHECK_OUT';

/**
 * A new check-in and/or check-out time, from the timeslots on sale. A time is bought like every
 * paid extra: the choice goes to the order confirmation (what, when, the total, the card, the
 * charge note), and the order is placed there.
 */
export function ChangeTimeRoute() {
  const { slug, queryRef } = useLoaderData<StayScreenData<ChangeTimeRouteQuery>>();
  const { reservation } = useStayScreenQuery<ChangeTimeRouteQuery>(changeTimeRouteQuery, queryRef);
  const { t } = useTranslation('changeTime');
  const location = useLocation();
  const startOrder = useStartOrder();
  const [checkInTime, setCheckInTime] = useState<string | null>(null);
  const [checkOutTime, setCheckOutTime] = useState<string | null>(null);

  const { timeZone } = reservation.property;
  const now = Date.now();
  const isOver = reservation.isCancelled || reservation.isCheckedOut;
  const early = reservation.earlyCheckInAvailability;
  const late = reservation.lateCheckOutAvailability;
  const checkInState = timeChangeState({
    timeslots: early?.timeslots,
    standardTime: reservation.startDate,
    isClosed: isOver || reservation.hasStarted,
    now,
  });
  const checkOutState = timeChangeState({
    timeslots: late?.timeslots,
    standardTime: reservation.endDate,
    isClosed: isOver,
    now,
  });
  const contactPath = `/stay/ask?${new URLSearchParams({ slug })}`;

  const orderLines = [
    orderLine(reservation, 'EARLY_CHECK_IN', early, checkInTime),
    orderLine(reservation, 'LATE_CHECK_OUT', late, checkOutTime),
  ].filter((line) => line !== null);

  const onContinue = () => {
    const first = orderLines[0];
    if (!first) return;
    startOrder({
      slug,
      request: { kind: 'products', items: orderLines.map((line) => line.item) },
      lines: orderLines.map((line) => line.line),
      total: sumMoney(
        orderLines.map((line) => line.line.price),
        first.line.price.currencyCode,
      ),
      returnTo: `${location.pathname}${location.search}`,
    });
  };

  return (
    <Screen title={t('changeTime.heading')} intro={<p>{t('changeTime.intro')}</p>}>
      <TimeChoice
        availability={early ?? null}
        state={checkInState}
        title={t('changeTime.checkInHeading')}
        pickerLabel={t('changeTime.arriveFrom')}
        currentTime={reservation.arrivalTime}
        timeZone={timeZone}
        contactPath={contactPath}
        value={checkInTime}
        onChange={setCheckInTime}
        isDisabled={false}
      />
      <TimeChoice
        availability={late ?? null}
        state={checkOutState}
        title={t('changeTime.checkOutHeading')}
        pickerLabel={t('changeTime.leaveBy')}
        currentTime={reservation.departureTime}
        timeZone={timeZone}
        contactPath={contactPath}
        value={checkOutTime}
        onChange={setCheckOutTime}
        isDisabled={false}
      />
      {(checkInState === 'open' || checkOutState === 'open') && (
        <ActionBar>
          <Button fullWidth onClick={onContinue} disabled={orderLines.length === 0}>
            {t('changeTime.action')}
          </Button>
        </ActionBar>
      )}
    </Screen>
  );
}

type Line = { item: OrderItem; line: OrderLine };

/** The order line of a chosen time: its product, the slot's start and the price (free with a reward). */
function orderLine(
  reservation: Reservation,
  product: TimeProduct,
  availability: Availability | null | undefined,
  time: string | null,
): Line | null {
  const slot = availability?.timeslots.find((candidate) => candidate.time === time);
  const offer = findOffer(reservation.offeredProducts, product);
  if (!availability || !slot || !offer) return null;
  const listPrice = readExactMoney(availability.price);
  const price = offer.isReward
    ? money(0, listPrice.currencyCode, listPrice.minorUnitDigits)
    : listPrice;
  return {
    item: { productId: availability.productId, timeslotStartsAt: slot.startDate },
    line: {
      name: offer.name,
      productType: product,
      time: slot.startDate,
      price,
      isReward: offer.isReward,
    },
  };
}
