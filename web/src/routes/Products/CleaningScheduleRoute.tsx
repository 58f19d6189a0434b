import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type ExactMoney, money } from '../../ordering/money.ts';
import { useStartOrder } from '../../ordering/useStartOrder.ts';
import { ActionBar } from '../../ui/ActionBar.tsx';
import { Button } from '../../ui/Button.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { TimeslotPicker } from '../../ui/TimeslotPicker.tsx';
import { type CleaningAvailability, CleaningPrice, CleaningScreen } from './CleaningRoute.tsx';
import { cleaningDays } from './cleaningSchedule.ts';
import { DayPicker } from './components/DayPicker.tsx';
import { ProductScreen } from './components/ProductScreen.tsx';

/** `/stay/cleaning/schedule`: a day, then a one-hour slot of it, then the order confirmation. */
export function CleaningScheduleRoute() {
  const { t } = useTranslation('cleaning');
  return (
    <CleaningScreen
      render={({
        slug,
        productId,
        name,
        cleaning,
        timeZone,
        price,
        isComplimentary,
        hasFreeSlot,
        noSlot,
      }) => (
        <ProductScreen
          productId={productId}
          type="MID_STAY_CLEANING"
          name={t('cleaning.scheduleHeading')}
          summary={<CleaningPrice isComplimentary={isComplimentary} price={price} />}
        >
          {hasFreeSlot ? (
            <CleaningSchedule
              cleaning={cleaning}
              slug={slug}
              name={name}
              timeZone={timeZone}
              price={isComplimentary ? money(0, price.currencyCode, price.minorUnitDigits) : price}
            />
          ) : (
            noSlot
          )}
        </ProductScreen>
      )}
    />
  );
}

type ScheduleProps = {
  cleaning: CleaningAvailability;
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
          time: `${formatDateTime(slot.startDate, timeZone, i18n, 'time')}–${formatDateTime(slot.endDate, timeZone, i18n, 'time')}`,
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
