import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'react-router';
import { readExactMoney } from '../../../ordering/exactMoney.ts';
import { type ExactMoney, money, sumMoney } from '../../../ordering/money.ts';
import type { OrderLine, OrderProductType } from '../../../ordering/orderDraft.ts';
import { useStartOrder } from '../../../ordering/useStartOrder.ts';
import { ActionBar } from '../../../ui/ActionBar.tsx';
import { Button } from '../../../ui/Button.tsx';
import { formatMoney } from '../../../ui/format.ts';
import type { DailyProductOrder_availability$key } from './__generated__/DailyProductOrder_availability.graphql.ts';
import styles from './DailyProductOrder.module.css';
import { DayPicker } from './DayPicker.tsx';
import { NoLongerAvailable } from './LazyNoLongerAvailable.tsx';

type Props = {
  availability: DailyProductOrder_availability$key | null | undefined;
  slug: string;
  name: string;
  type: OrderProductType;
  currencyCode: string;
  /** Several days (breakfast, parking) or the one day of delivery or start. */
  selection: 'multiple' | 'single';
  label: ReactNode;
  description?: ReactNode;
  /** A loyalty reward makes the product free. */
  isReward: boolean;
};

/** The days a daily product can be had, chosen, priced, and handed to the order confirmation. */
export function DailyProductOrder({
  availability,
  slug,
  name,
  type,
  currencyCode,
  selection,
  label,
  description,
  isReward,
}: Props) {
  const { t, i18n } = useTranslation(['dailyProducts', 'products']);
  const location = useLocation();
  const startOrder = useStartOrder();
  const data = useFragment(
    graphql`
      fragment DailyProductOrder_availability on DailyAvailability {
        productId
        days {
          date
          isAvailable
          totalPrice {
            ...exactMoney_money
          }
        }
      }
    `,
    availability,
  );
  const [chosen, setChosen] = useState<string[]>([]);
  if (!data?.days.some((day) => day.isAvailable)) {
    // The notice stands in for the day picker: the screen above it does not wait for its code.
    return (
      <Suspense fallback={null}>
        <NoLongerAvailable slug={slug} />
      </Suspense>
    );
  }

  const days = data.days.map((day) => ({
    date: day.date,
    isAvailable: day.isAvailable,
    price: isReward ? money(0, currencyCode) : readExactMoney(day.totalPrice),
  }));
  const priceOf = (date: string): ExactMoney =>
    days.find((day) => day.date === date)?.price ?? money(0, currencyCode);
  const total = sumMoney(chosen.map(priceOf), currencyCode);
  // What is chosen is counted in the unit it is priced by: parking by the night.
  const countsNights = type === 'PARKING';

  const onContinue = () => {
    const sorted = [...chosen].sort();
    const lines: OrderLine[] = sorted.map((date) => ({
      name,
      productType: type,
      startDate: date,
      price: priceOf(date),
      isReward,
    }));
    startOrder({
      slug,
      request: {
        kind: 'products',
        items: sorted.map((date) => ({ productId: data.productId, consumptionDate: date })),
      },
      lines,
      total,
      returnTo: `${location.pathname}${location.search}`,
    });
  };

  return (
    <>
      <DayPicker
        label={label}
        description={description}
        days={days.map((day) => ({
          date: day.date,
          isAvailable: day.isAvailable,
          detail: formatMoney(day.price, i18n),
        }))}
        {...(selection === 'multiple'
          ? { selection, value: chosen, onChange: setChosen }
          : { selection, value: chosen[0] ?? null, onChange: (date: string) => setChosen([date]) })}
      />
      <ActionBar>
        <p className={styles.summary} aria-live="polite">
          {chosen.length === 0
            ? t(selection === 'multiple' ? 'daily.chooseHint' : 'daily.chooseOneHint')
            : t(countsNights ? 'daily.summaryNights' : 'daily.summary', {
                count: chosen.length,
                total: formatMoney(total, i18n),
              })}
        </p>
        <Button fullWidth onClick={onContinue} disabled={chosen.length === 0}>
          {t('product.continue', { ns: 'products' })}
        </Button>
      </ActionBar>
    </>
  );
}
