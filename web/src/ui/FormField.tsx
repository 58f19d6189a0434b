import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormMessage } from '../forms/formMessage.ts';
import styles from './FormField.module.css';

/** What a control needs to be named, described and marked invalid by its field. */
export type ControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean;
  className: string;
};

type Props = {
  label: ReactNode;
  /** A hint shown under the label and read with the control. */
  description?: ReactNode;
  /** The message key of the field's error (from its validators or the server's `field`). */
  error?: FormMessage | undefined;
  children: (control: ControlProps) => ReactNode;
};

/**
 * The one place that wires a label, a hint and an error to a control: ids, `aria-invalid`,
 * `aria-describedby` and the error text. Focus on the first invalid field is `useForm`'s,
 * through the control's ref.
 */
export function FormField({ label, description, error, children }: Props) {
  // A message carries its namespace in its key (`checkIn:form.x`) and the form's screen has loaded
  // it: asking for every namespace here would load them all with the first form.
  const { t } = useTranslation();
  const translate = t as unknown as (message: FormMessage) => string;
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': Boolean(error),
        className: styles.input ?? '',
      })}
      {error && (
        <p id={errorId} className={styles.error}>
          {translate(error)}
        </p>
      )}
    </div>
  );
}
