import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldBinding } from '../forms/useForm.ts';
import { FormField } from './FormField.tsx';

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'autoCapitalize' | 'enterKeyHint' | 'placeholder'
>;

type Props = InputProps & {
  /** `form.field('lastName')` from `useForm`. */
  field: FieldBinding;
  label: ReactNode;
  description?: ReactNode;
};

/** A text input bound to a form field, through `FormField`. */
export function TextField({ field, label, description, type = 'text', ...inputProps }: Props) {
  const { error, ...binding } = field;
  return (
    <FormField label={label} description={description} error={error}>
      {(controlProps) => <input {...inputProps} {...controlProps} {...binding} type={type} />}
    </FormField>
  );
}
