import { type ReactNode, useId, useRef } from 'react';
import styles from './TimeslotPicker.module.css';
import { useChoicesMadeEarly } from './useChoicesMadeEarly.ts';

/** One time a guest can pick: an arrival from, a departure by, a cleaning hour. */
export type TimeslotOption = {
  /** What `onChange` reports, e.g. the slot's `HH:MM` or its start instant. */
  value: string;
  /** The time as the guest reads it, in the property's time zone (`formatDateTime(…, 'time')`). */
  time: string;
  /** A second line: the price, or how many are left. */
  detail?: ReactNode;
  /** A slot shown but not selectable (already booked, in the past). */
  isDisabled?: boolean;
};

type Props = {
  /** The group's visible label, e.g. 'Check-out time'. */
  label: ReactNode;
  /** A hint read with the group. */
  description?: ReactNode;
  options: readonly TimeslotOption[];
  value: string | null;
  onChange: (value: string) => void;
  isDisabled?: boolean;
};

/**
 * Timeslots as a grid of choices (early check-in, late check-out, a change of time, cleaning):
 * a radio group, so arrow keys move between slots and a screen reader hears 'radio, 2 of 6'.
 * Native radio inputs, like `routes/Products/components/DayPicker`, kept over React Aria's
 * RadioGroup: it renders the same hidden native radios with the same keys and roles, so a guest
 * would notice no difference, and these are simpler to read.
 * The screen owns the empty and too-late states: the picker shows only what is on offer.
 */
export function TimeslotPicker({
  label,
  description,
  options,
  value,
  onChange,
  isDisabled,
}: Props) {
  const name = useId();
  const labelId = `${name}-label`;
  const descriptionId = `${name}-description`;
  const group = useRef<HTMLDivElement>(null);
  useChoicesMadeEarly(group, ([chosen]) => {
    if (chosen !== undefined && chosen !== value) onChange(chosen);
  });
  return (
    <div
      ref={group}
      role="radiogroup"
      className={styles.group}
      aria-labelledby={labelId}
      aria-describedby={description ? descriptionId : undefined}
      aria-disabled={isDisabled || undefined}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {description && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      <div className={styles.grid}>
        {options.map((option) => {
          const disabled = isDisabled || option.isDisabled;
          return (
            <label
              key={option.value}
              className={styles.slot}
              data-selected={value === option.value || undefined}
              data-disabled={disabled || undefined}
            >
              <input
                className="visually-hidden"
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={disabled}
                onChange={() => onChange(option.value)}
              />
              <span className={styles.time}>{option.time}</span>
              {option.detail && <span className={styles.detail}>{option.detail}</span>}
            </label>
          );
        })}
      </div>
    </div>
  );
}
