import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnitContext } from '../../../i18n/unitKind.ts';
import { formatLocalDate } from '../../../ui/format.ts';
import { Price } from '../../../ui/Price.tsx';
import { useChoicesMadeEarly } from '../../../ui/useChoicesMadeEarly.ts';
import type { ExtensionQuery } from '../__generated__/ExtensionQuery.graphql.ts';
import styles from './ExtensionOptions.module.css';

type Option = NonNullable<ExtensionQuery['response']['reservation']>['extensionOptions'][number];

type Props = {
  options: readonly Option[];
  /** The chosen option's nights. */
  value: number | null;
  onChange: (nights: number) => void;
  /** A choice the unit is not free for says so of the guest's apartment or room. */
  unitContext: UnitContext;
};

/** The three extension choices as radio buttons; a choice the unit is not free for is disabled. */
export function ExtensionOptions({ options, value, onChange, unitContext }: Props) {
  const { t, i18n } = useTranslation('changes');
  const name = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  useChoicesMadeEarly(group, ([checked]) => {
    if (checked !== undefined && Number(checked) !== value) onChange(Number(checked));
  });
  const labelOf = (option: Option) =>
    option.kind === 'ONE_NIGHT'
      ? t('extension.oneNight')
      : option.kind === 'TWO_NIGHTS'
        ? t('extension.twoNights')
        : t('extension.moreNights');
  return (
    <fieldset ref={group} className={styles.options}>
      <legend className={styles.legend}>{t('extension.legend')}</legend>
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
                  ? t('extension.upToNights', { count: option.maxNights })
                  : t('extension.until', {
                      date: formatLocalDate(option.endDate, i18n, 'weekdayDate'),
                    })
                : t('extension.notAvailable', { context: unitContext })}
            </span>
          </span>
          {option.isAvailable && (
            <span className={styles.price}>
              {option.kind === 'MORE_THAN_TWO_NIGHTS' ? (
                <>
                  <Price money={option.pricePerNight} />{' '}
                  <span className={styles.unit}>{t('extension.perNight')}</span>
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
