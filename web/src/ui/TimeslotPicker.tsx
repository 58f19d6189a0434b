import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import styles from './TimeslotPicker.module.css';

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
  return (
    <RadioGroup className={styles.group} value={value} onChange={onChange} isDisabled={isDisabled}>
      <Label className={styles.label}>{label}</Label>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <div className={styles.grid}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={styles.slot}
          >
            <span className={styles.time}>{option.time}</span>
            {option.detail && <span className={styles.detail}>{option.detail}</span>}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
