import type { ReactNode } from 'react';
import type { FieldBinding } from '../forms/useForm.ts';
import { FormField } from './FormField.tsx';

type Props = {
  /** `form.field('nationality')` from `useForm`. */
  field: FieldBinding;
  label: ReactNode;
  description?: ReactNode;
  /** The choices, in the order shown; an empty first option stands for 'not chosen yet'. */
  options: readonly { value: string; label: string }[];
  placeholder: string;
  autoComplete?: string;
};

/** A native select bound to a form field, through `FormField`: the phone's own picker. */
export function SelectField({
  field,
  label,
  description,
  options,
  placeholder,
  autoComplete,
}: Props) {
  const { error, ...binding } = field;
  return (
    <FormField label={label} description={description} error={error}>
      {(controlProps) => (
        <select {...controlProps} {...binding} autoComplete={autoComplete}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
