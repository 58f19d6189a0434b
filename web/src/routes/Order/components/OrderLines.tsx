import { useTranslation } from 'react-i18next';
import { type ExactMoney, isFree } from '../../../ordering/money.ts';
import type { OrderLine } from '../../../ordering/orderDraft.ts';
import { productIcon } from '../../../shop/productScreens.ts';
import { formatDateTime, formatLocalDate, formatMoney } from '../../../ui/format.ts';
import { Icon } from '../../../ui/Icon.tsx';
import styles from './OrderLines.module.css';

type Props = {
  lines: readonly OrderLine[];
  total: ExactMoney;
  /** The property's time zone, for a line's time. */
  timeZone: string;
};

/** What is ordered, for when, at what price, and the total: the confirmation's and success's summary. */
export function OrderLines({ lines, total, timeZone }: Props) {
  const { t, i18n } = useTranslation('payment');
  return (
    <div className={styles.summary}>
      <ul className={styles.lines}>
        {lines.map((line, index) => (
          // Lines are a fixed list from the draft: their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: the draft's lines never reorder
          <li key={index} className={styles.line}>
            <span className={styles.thumb}>
              <Icon name={productIcon(line.productType)} />
            </span>
            <div className={styles.what}>
              <p className={styles.name}>{line.name}</p>
              <LineWhen line={line} timeZone={timeZone} />
              {line.quantity && line.quantity > 1 ? (
                <p className={styles.meta}>{t('lines.quantity', { count: line.quantity })}</p>
              ) : null}
            </div>
            <p className={styles.price}>
              {line.isReward || isFree(line.price) ? (
                <span className={styles.free}>{t('lines.reward')}</span>
              ) : (
                formatMoney(line.price, i18n)
              )}
            </p>
          </li>
        ))}
      </ul>
      <div className={styles.total}>
        <span>{t('lines.total')}</span>
        <span className={styles.totalAmount}>{formatMoney(total, i18n)}</span>
      </div>
    </div>
  );
}

function LineWhen({ line, timeZone }: { line: OrderLine; timeZone: string }) {
  const { t, i18n } = useTranslation('payment');
  if (line.time) {
    return (
      <p className={styles.meta}>
        <time dateTime={line.time}>
          {formatDateTime(line.time, timeZone, i18n, 'weekdayDate')},{' '}
          {formatDateTime(line.time, timeZone, i18n, 'time')}
        </time>
      </p>
    );
  }
  if (line.startDate && line.endDate && line.endDate !== line.startDate) {
    return (
      <p className={styles.meta}>
        {t('lines.dateRange', {
          start: formatLocalDate(line.startDate, i18n),
          end: formatLocalDate(line.endDate, i18n),
        })}
      </p>
    );
  }
  const day = line.startDate ?? line.endDate;
  if (!day) return null;
  return (
    <p className={styles.meta}>
      <time dateTime={day}>{formatLocalDate(day, i18n)}</time>
    </p>
  );
}
