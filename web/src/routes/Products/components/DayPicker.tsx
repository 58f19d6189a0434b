import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalDate } from '../../../ui/format.ts';
import { useChoicesMadeEarly } from '../../../ui/useChoicesMadeEarly.ts';
import styles from './DayPicker.module.css';

export type DayOption = {
  /** `LocalDate` of the property. */
  date: string;
  isAvailable: boolean;
  /** A second line: the day's price. */
  detail?: ReactNode;
};

type Common = {
  label: ReactNode;
  description?: ReactNode;
  days: readonly DayOption[];
};

type Props = Common &
  (
    | { selection: 'multiple'; value: readonly string[]; onChange: (dates: string[]) => void }
    | { selection: 'single'; value: string | null; onChange: (date: string) => void }
  );

/**
 * The days of the stay as chips: several at once (breakfast, parking) as checkboxes, or one (the
 * day a kit or a fridge is delivered) as radio buttons, in a fieldset named by its legend. Native
 * inputs, kept over React Aria's CheckboxGroup and RadioGroup: those render the same hidden
 * native inputs, with the keys and roles the browser gives these, so a guest would notice no
 * difference. A day that can no longer be had is shown, struck through, and cannot be chosen.
 */
export function DayPicker(props: Props) {
  const { i18n } = useTranslation();
  const name = useId();
  const descriptionId = `${name}-description`;
  const isChosen = (date: string) =>
    props.selection === 'multiple' ? props.value.includes(date) : props.value === date;
  const toggle = (date: string, checked: boolean) => {
    if (props.selection === 'single') {
      props.onChange(date);
      return;
    }
    const others = props.value.filter((chosen) => chosen !== date);
    props.onChange(checked ? [...others, date] : others);
  };
  const group = useRef<HTMLFieldSetElement>(null);
  useChoicesMadeEarly(group, (checked) => {
    if (props.selection === 'single') {
      const [date] = checked;
      if (date !== undefined && date !== props.value) props.onChange(date);
    } else if (checked.length !== props.value.length || checked.some((d) => !isChosen(d))) {
      props.onChange(checked);
    }
  });
  return (
    <fieldset
      ref={group}
      className={styles.group}
      aria-describedby={props.description ? descriptionId : undefined}
    >
      <legend className={styles.label}>{props.label}</legend>
      {props.description && (
        <p id={descriptionId} className={styles.description}>
          {props.description}
        </p>
      )}
      <div className={styles.grid}>
        {props.days.map((day) => {
          const chosen = isChosen(day.date);
          return (
            <label
              key={day.date}
              className={styles.day}
              data-selected={chosen || undefined}
              data-disabled={!day.isAvailable || undefined}
            >
              <input
                className="visually-hidden"
                type={props.selection === 'multiple' ? 'checkbox' : 'radio'}
                name={name}
                value={day.date}
                checked={chosen}
                disabled={!day.isAvailable}
                onChange={(event) => toggle(day.date, event.target.checked)}
              />
              <span className={styles.weekday}>{formatLocalDate(day.date, i18n, 'weekday')}</span>
              <span className={styles.date}>{formatLocalDate(day.date, i18n, 'dayMonth')}</span>
              {day.detail && <span className={styles.detail}>{day.detail}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
