import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { useLoaderData, useLocation } from 'react-router';
import { readExactMoney } from '../../ordering/exactMoney.ts';
import { money, sumMoney } from '../../ordering/money.ts';
import type { OrderItem, OrderLine } from '../../ordering/orderDraft.ts';
import { useStartOrder } from '../../ordering/useStartOrder.ts';
import type { UserError } from '../../relay/userError.ts';
import type { StayScreenData } from '../../routing/routeLoaders.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { findOffer } from '../../shop/productOffer.ts';
import { ActionBar } from '../../ui/ActionBar.tsx';
import { Button } from '../../ui/Button.tsx';
import { ErrorText } from '../../ui/ErrorText.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { Notice } from '../../ui/Notice.tsx';
import { Screen } from '../../ui/Screen.tsx';
import type { ChangeTimeRouteQuery } from './__generated__/ChangeTimeRouteQuery.graphql.ts';
import { TimeChoice } from './components/TimeChoice.tsx';
import { timeChangeState } from './timeChangeState.ts';
import { useChangeBoughtTimeMutation } from './useChangeBoughtTimeMutation.ts';

export const changeTimeRouteQuery = graphql`
  query ChangeTimeRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      ...stayLook_reservation
      slug
      startDate
      endDate
      arrivalTime
      departureTime
      property {
        timeZone
      }
      offeredProducts {
        ...productOffer_product
      }
      productOffers {
        type
        state
        canChange
        boughtItems {
          orderItemId
          timeslotStartsAt
        }
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
 * A new check-in and/or check-out time, from the timeslots on sale. A time not bought yet is
 * bought like every paid extra: the choice goes to the order confirmation (what, when, the total,
 * the card, the charge note), and the order is placed there. A time bought already is changed
 * here, in place: nothing is charged again (the stay's offer says which: `productOffers`).
 */
export function ChangeTimeRoute() {
  const { slug, queryRef } = useLoaderData<StayScreenData<ChangeTimeRouteQuery>>();
  const { reservation } = useStayScreenQuery<ChangeTimeRouteQuery>(changeTimeRouteQuery, queryRef);
  const { t, i18n } = useTranslation('changeTime');
  const location = useLocation();
  const startOrder = useStartOrder();
  const changeBoughtTime = useChangeBoughtTimeMutation();
  const [checkInTime, setCheckInTime] = useState<string | null>(null);
  const [checkOutTime, setCheckOutTime] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'changed' | UserError | null>(null);

  const { timeZone } = reservation.property;
  const early = reservation.earlyCheckInAvailability;
  const late = reservation.lateCheckOutAvailability;
  const earlyOffer = reservation.productOffers.find((offer) => offer.type === 'EARLY_CHECK_IN');
  const lateOffer = reservation.productOffers.find((offer) => offer.type === 'LATE_CHECK_OUT');
  const boughtArrival = earlyOffer?.boughtItems[0] ?? null;
  const boughtDeparture = lateOffer?.boughtItems[0] ?? null;
  const checkInState = timeChangeState({
    offer: earlyOffer,
    timeslots: early?.timeslots,
    bought: boughtArrival?.timeslotStartsAt ?? null,
  });
  const checkOutState = timeChangeState({
    offer: lateOffer,
    timeslots: late?.timeslots,
    bought: boughtDeparture?.timeslotStartsAt ?? null,
  });
  const contactPath = `/stay/ask?${new URLSearchParams({ slug })}`;

  const orderLines = [
    checkInState === 'open' ? orderLine(reservation, 'EARLY_CHECK_IN', early, checkInTime) : null,
    checkOutState === 'open' ? orderLine(reservation, 'LATE_CHECK_OUT', late, checkOutTime) : null,
  ].filter((line) => line !== null);
  const changes = [
    checkInState === 'change' ? timeChange(boughtArrival, early, checkInTime) : null,
    checkOutState === 'change' ? timeChange(boughtDeparture, late, checkOutTime) : null,
  ].filter((change) => change !== null);

  const onContinue = async () => {
    setOutcome(null);
    // A bought time moves first (free, at once); what is bought new goes to the confirmation.
    for (const change of changes) {
      const result = await changeBoughtTime.commit({
        variables: { slug, ...change, idempotencyKey: crypto.randomUUID() },
      });
      if (!result.ok) {
        setOutcome(result.error);
        return;
      }
    }
    if (changes.length > 0) {
      setCheckInTime(null);
      setCheckOutTime(null);
      setOutcome('changed');
    }
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

  const canChoose = [checkInState, checkOutState].some(
    (state) => state === 'open' || state === 'change',
  );
  return (
    <Screen title={t('changeTime.heading')} intro={<p>{t('changeTime.intro')}</p>}>
      <p role="status">
        {outcome === 'changed' &&
          t('changeTime.changed', {
            arrival: formatDateTime(reservation.arrivalTime, timeZone, i18n, 'time'),
            departure: formatDateTime(reservation.departureTime, timeZone, i18n, 'time'),
          })}
      </p>
      {outcome !== null && outcome !== 'changed' && (
        <Notice tone="error" role="alert" title={<ErrorText code={outcome.code} />} />
      )}
      <TimeChoice
        availability={early ?? null}
        state={checkInState}
        title={t('changeTime.checkInHeading')}
        pickerLabel={t('changeTime.arriveFrom')}
        currentTime={reservation.arrivalTime}
        bought={boughtArrival?.timeslotStartsAt ?? null}
        timeZone={timeZone}
        contactPath={contactPath}
        value={checkInTime}
        onChange={setCheckInTime}
        isDisabled={changeBoughtTime.isInFlight}
      />
      <TimeChoice
        availability={late ?? null}
        state={checkOutState}
        title={t('changeTime.checkOutHeading')}
        pickerLabel={t('changeTime.leaveBy')}
        currentTime={reservation.departureTime}
        bought={boughtDeparture?.timeslotStartsAt ?? null}
        timeZone={timeZone}
        contactPath={contactPath}
        value={checkOutTime}
        onChange={setCheckOutTime}
        isDisabled={changeBoughtTime.isInFlight}
      />
      {canChoose && (
        <ActionBar>
          <Button
            fullWidth
            onClick={() => void onContinue()}
            disabled={orderLines.length + changes.length === 0 || changeBoughtTime.isInFlight}
          >
            {t('changeTime.action')}
          </Button>
        </ActionBar>
      )}
    </Screen>
  );
}

/** A bought time moved to the chosen slot: the item and the slot's start. */
function timeChange(
  bought: { orderItemId: string } | null,
  availability: Availability | null | undefined,
  time: string | null,
): { orderItemId: string; timeslotStartsAt: string } | null {
  const slot = availability?.timeslots.find((candidate) => candidate.time === time);
  return bought && slot
    ? { orderItemId: bought.orderItemId, timeslotStartsAt: slot.startDate }
    : null;
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
