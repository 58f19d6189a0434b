import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, useLocation } from 'react-router';
import type { StayScreenData } from '../../app/routeLoaders.ts';
import { readExactMoney } from '../../order/exactMoney.ts';
import { type ExactMoney, money } from '../../order/money.ts';
import { useStartOrder } from '../../order/useStartOrder.ts';
import { DayPicker } from '../../products/DayPicker.tsx';
import { ProductPrice } from '../../products/ProductPrice.tsx';
import { ProductScreen } from '../../products/ProductScreen.tsx';
import { findOffer } from '../../products/productOffer.ts';
import { ActionBar } from '../../ui/ActionBar.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { formatDateTime, formatMoney } from '../../ui/format.ts';
import { TimeslotPicker } from '../../ui/TimeslotPicker.tsx';
import type { CleaningRouteQuery } from './__generated__/CleaningRouteQuery.graphql.ts';
import { cleaningDays } from './cleaningSchedule.ts';
import { ContactUs } from './components/LazyContactUs.tsx';
import { NoLongerAvailable } from './components/LazyNoLongerAvailable.tsx';
import styles from './components/ProductDetails.module.css';

export const cleaningRouteQuery = graphql`
  query CleaningRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      slug
      property {
        timeZone
        ...ContactUs_property
      }
      offeredProducts {
        ...productOffer_product
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
type Availability = NonNullable<Reservation['cleaningAvailability']>;

/**
 * Mid-stay cleaning: `/stay/cleaning` says what the stay includes (the complimentary cleanings,
 * the price of another) and `/stay/cleaning/schedule` books a one-hour slot, Monday to Friday
 * 09:00-17:00; with no slot free, both say to contact the property.
 */
export function CleaningRoute() {
  const { slug, queryRef, step } = useLoaderData<
    StayScreenData<CleaningRouteQuery> & { step: 'overview' | 'schedule' }
  >();
  const { reservation } = usePreloadedQuery<CleaningRouteQuery>(cleaningRouteQuery, queryRef);
  const { t, i18n } = useTranslation(['cleaning', 'products']);
  if (!reservation) return <Navigate to="/error" replace />;
  const offer = findOffer(reservation.offeredProducts, 'MID_STAY_CLEANING');
  const cleaning = reservation.cleaningAvailability;
  if (!offer || !cleaning) return <NoLongerAvailable slug={slug} wholeScreen />;
  const price = readExactMoney(cleaning.price);
  const isComplimentary = cleaning.remainingComplimentaryCount > 0;
  const hasFreeSlot = cleaning.timeslots.some((slot) => slot.isAvailable);
  const noSlot = <ContactUs property={reservation.property} message={t('cleaning.noSlot')} />;

  if (step === 'schedule') {
    return (
      <ProductScreen
        productId={offer.productId}
        type="MID_STAY_CLEANING"
        name={t('cleaning.scheduleHeading')}
        summary={<CleaningPrice isComplimentary={isComplimentary} price={price} />}
      >
        {hasFreeSlot ? (
          <CleaningSchedule
            cleaning={cleaning}
            slug={slug}
            name={offer.name}
            timeZone={reservation.property.timeZone}
            price={isComplimentary ? money(0, price.currencyCode, price.minorUnitDigits) : price}
          />
        ) : (
          noSlot
        )}
      </ProductScreen>
    );
  }

  return (
    <ProductScreen
      productId={offer.productId}
      type="MID_STAY_CLEANING"
      name={offer.name}
      summary={
        <>
          <CleaningPrice isComplimentary={isComplimentary} price={price} />
          <p>{t('cleaning.intro')}</p>
        </>
      }
      action={
        hasFreeSlot && (
          <ButtonLink to={`/stay/cleaning/schedule?${new URLSearchParams({ slug })}`} fullWidth>
            {t('cleaning.schedule')}
          </ButtonLink>
        )
      }
    >
      <Card title={t('cleaning.yourCleanings')}>
        <ul className={styles.list}>
          <li>
            {cleaning.cleaningAllowance > 0
              ? t('cleaning.allowance', { count: cleaning.cleaningAllowance })
              : t('cleaning.noAllowance')}
          </li>
          {cleaning.scheduledCount > 0 && (
            <li>{t('cleaning.scheduled', { count: cleaning.scheduledCount })}</li>
          )}
          <li>
            {isComplimentary
              ? t('cleaning.remaining', { count: cleaning.remainingComplimentaryCount })
              : t('cleaning.extraPrice', { price: formatMoney(price, i18n.language) })}
          </li>
        </ul>
      </Card>
      <Card title={t('cleaning.whenHeading')}>
        <p>{t('cleaning.when')}</p>
      </Card>
      {!hasFreeSlot && noSlot}
    </ProductScreen>
  );
}

function CleaningPrice({
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

type ScheduleProps = {
  cleaning: Availability;
  slug: string;
  name: string;
  timeZone: string;
  /** What this cleaning costs: nothing while complimentary ones are left. */
  price: ExactMoney;
};

function CleaningSchedule({ cleaning, slug, name, timeZone, price }: ScheduleProps) {
  const { t, i18n } = useTranslation(['cleaning', 'products']);
  const location = useLocation();
  const startOrder = useStartOrder();
  const days = cleaningDays(cleaning.timeslots, timeZone);
  const [date, setDate] = useState(() => days.find((day) => day.isAvailable)?.date ?? null);
  const [start, setStart] = useState<string | null>(null);
  const slots = days.find((day) => day.date === date)?.slots ?? [];

  const onContinue = () => {
    if (!start) return;
    startOrder({
      slug,
      request: {
        kind: 'products',
        items: [{ productId: cleaning.productId, timeslotStartsAt: start }],
      },
      lines: [{ name, productType: 'MID_STAY_CLEANING', time: start, price }],
      total: price,
      returnTo: `${location.pathname}${location.search}`,
    });
  };

  return (
    <>
      <DayPicker
        label={t('cleaning.dayLabel')}
        description={t('cleaning.when')}
        days={days}
        selection="single"
        value={date}
        onChange={(next) => {
          setDate(next);
          setStart(null);
        }}
      />
      <TimeslotPicker
        label={t('cleaning.timeLabel')}
        description={t('timeslots.localTime', { ns: 'products' })}
        options={slots.map((slot) => ({
          value: slot.startDate,
          time: `${formatDateTime(slot.startDate, timeZone, i18n.language, 'time')}–${formatDateTime(slot.endDate, timeZone, i18n.language, 'time')}`,
          isDisabled: !slot.isAvailable,
        }))}
        value={start}
        onChange={setStart}
      />
      <ActionBar>
        <Button fullWidth onClick={onContinue} disabled={!start}>
          {t('product.continue', { ns: 'products' })}
        </Button>
      </ActionBar>
    </>
  );
}
