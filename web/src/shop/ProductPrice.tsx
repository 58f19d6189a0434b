import { useTranslation } from 'react-i18next';
import type { ExactMoney } from '../ordering/money.ts';
import { formatMoney } from '../ui/format.ts';
import { Icon } from '../ui/Icon.tsx';
import type { ChargeUnitKey } from './chargeUnit.ts';
import styles from './ProductPrice.module.css';

type Props = {
  price: ExactMoney;
  /** What the price is multiplied by ('per night'); none for a one-off price. */
  unit?: ChargeUnitKey | null;
  /** A loyalty reward makes it free: the list price is shown struck through. */
  isReward?: boolean;
  /** The price is where it starts (a custom product's `isExactPrice: false`). */
  isStartingPrice?: boolean;
  size?: 'md' | 'lg';
};

/** A product's price in the property's currency, with its charge unit, 'from' or its reward. */
export function ProductPrice({
  price,
  unit,
  isReward = false,
  isStartingPrice = false,
  size = 'md',
}: Props) {
  const { t, i18n } = useTranslation('prices');
  const amount = formatMoney(price, i18n);
  const unitText = unit ? t(unit) : null;
  if (isReward) {
    return (
      <p className={`${styles.price} ${styles[size]}`}>
        <span className={styles.reward}>
          <Icon name="gift" size={18} />
          {t('price.freeWithReward')}
        </span>
        <del className={styles.listPrice}>
          <span className="visually-hidden">{t('price.instead')} </span>
          {amount}
        </del>
      </p>
    );
  }
  return (
    <p className={`${styles.price} ${styles[size]}`}>
      <span className={styles.amount}>
        {isStartingPrice ? t('price.from', { amount }) : amount}
      </span>
      {unitText && <span className={styles.unit}>{unitText}</span>}
    </p>
  );
}
