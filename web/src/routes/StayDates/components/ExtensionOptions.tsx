import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalDate } from '../../../ui/format.ts';
import { Price } from '../../../ui/Price.tsx';
import type { StayDatesQuery } from '../__generated__/StayDatesQuery.graphql.ts';
import styles from './ExtensionOptions.module.css';

type Option = NonNullable<StayDatesQuery['response']['reservation']>['extensionOptions'][number];

type Props = {
  options: readonly Option[];
  /** The chosen option's nights. */
  value: number | null;
  onChange: (nights: number) => void;
};

/** The three extension choices as radio buttons; a choice the unit is not free for is disabled. */
export function ExtensionOptions({ options, value, onChange }: Props) {
  const { t, i18n } = useTranslation('changes');
  const name = useId();
  const labelOf = (option: Option) =>
    option.kind === 'ONE_NIGHT'
      ? t('stayDates.oneNight')
      : option.kind === 'TWO_NIGHTS'
        ? t('stayDates.twoNights')
        : t('stayDates.moreNights');
  return (
    <fieldset className={styles.options}>
      <legend className={styles.legend}>{t('stayDates.legend')}</legend>
      {options.map((option) => (
        <label
          key={option.kind}
          className={styles.option}
          data-disabled={!option.isAvailable || undefined}
        >
          <input
            type="radio"
            name={name}
            value={option.nights}
            checked={value === option.nights}
            disabled={!option.isAvailable}
            onChange={() => onChange(option.nights)}
            className={styles.radio}
          />
          <span className={styles.text}>
            <span className={styles.name}>{labelOf(option)}</span>
            <span className={styles.detail}>
              {option.isAvailable
                ? option.kind === 'MORE_THAN_TWO_NIGHTS'
                  ? t('stayDates.upToNights', { count: option.maxNights })
                  : t('stayDates.until', {
                      date: formatLocalDate(option.endDate, i18n.language, 'weekdayDate'),
                    })
                : t('stayDates.notAvailable')}
            </span>
          </span>
          {option.isAvailable && (
            <span className={styles.price}>
              {option.kind === 'MORE_THAN_TWO_NIGHTS' ? (
                <>
                  <Price money={option.pricePerNight} />{' '}
                  <span className={styles.unit}>{t('stayDates.perNight')}</span>
                </>
              ) : (
                <Price money={option.totalPrice} />
              )}
            </span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
