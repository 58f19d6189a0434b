import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CheckInErrors,
  type CheckInField,
  type CheckInValues,
  checkInFields,
  validateCheckIn,
} from '../validateCheckIn.ts';

type Props = {
  pending: boolean;
  onSubmit: (values: CheckInValues) => void;
};

export function CheckInForm({ pending, onSubmit }: Props) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [values, setValues] = useState<CheckInValues>({ lastName: '', bookingNumber: '' });
  const [errors, setErrors] = useState<CheckInErrors>({});
  const inputs = useRef<Partial<Record<CheckInField, HTMLInputElement | null>>>({});

  const labels: Record<CheckInField, string> = {
    lastName: t('checkIn.form.lastName'),
    bookingNumber: t('checkIn.form.bookingNumber'),
  };
  const autoComplete: Record<CheckInField, string> = {
    lastName: 'family-name',
    bookingNumber: 'off',
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateCheckIn(values);
    setErrors(found);
    const firstInvalid = checkInFields.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    onSubmit(values);
  }

  function handleChange(field: CheckInField, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field] && value.trim() !== '') {
      setErrors((previous) => ({ ...previous, [field]: undefined }));
    }
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit}>
      {checkInFields.map((field) => {
        const inputId = `${idPrefix}-${field}`;
        const errorId = `${inputId}-error`;
        const invalid = errors[field] !== undefined;
        return (
          <div className="form__field" key={field}>
            <label htmlFor={inputId}>{labels[field]}</label>
            <input
              id={inputId}
              name={field}
              ref={(element) => {
                inputs.current[field] = element;
              }}
              value={values[field]}
              autoComplete={autoComplete[field]}
              aria-invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => handleChange(field, event.target.value)}
            />
            {invalid && (
              <p className="form__error" id={errorId}>
                {t('checkIn.form.required')}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" className="button" disabled={pending}>
        {pending ? t('checkIn.form.submitting') : t('checkIn.form.submit')}
      </button>
    </form>
  );
}
