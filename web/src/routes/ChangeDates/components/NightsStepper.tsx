import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useValueMadeEarly } from '../../../ui/useChoicesMadeEarly.ts';
import styles from './NightsStepper.module.css';

type Props = { value: number; min: number; max: number; onChange: (nights: number) => void };

/** How many nights, from `min` to what the unit allows: a labelled number field with − and +. */
export function NightsStepper({ value, min, max, onChange }: Props) {
  const { t } = useTranslation('changes');
  const id = useId();
  const hintId = `${id}-hint`;
  const takeTyped = (typed: string) => {
    const next = Number(typed);
    if (Number.isInteger(next)) onChange(Math.min(max, Math.max(min, next)));
  };
  // A number typed on the drawn page before the app took it over is the one ordered.
  const field = useRef<HTMLInputElement>(null);
  useValueMadeEarly(field, (typed) => {
    if (typed !== String(value)) takeTyped(typed);
  });
  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className={styles.label}>
        {t('extensionOrder.howMany')}
      </label>
      <p id={hintId} className={styles.hint}>
        {t('extensionOrder.range', { min, max })}
      </p>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.step}
          onClick={() => onChange(Math.max(min, value - 1))}
          disabled={value <= min}
          aria-label={t('extensionOrder.fewer')}
          aria-controls={id}
        >
          −
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          ref={field}
          value={value}
          aria-describedby={hintId}
          onChange={(event) => takeTyped(event.target.value)}
        />
        <button
          type="button"
          className={styles.step}
          onClick={() => onChange(Math.min(max, value + 1))}
          disabled={value >= max}
          aria-label={t('extensionOrder.more')}
          aria-controls={id}
        >
          +
        </button>
      </div>
    </div>
  );
}
