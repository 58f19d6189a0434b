import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';
import type { FormMessage } from './formMessage.ts';

type Values = Record<string, string>;

/**
 * When a check runs: on `submit`, or on a `change` of a field after a submit (the guest
 * correcting it). A field typed a character at a time (a card's expiry) may hold back on a
 * value that is merely unfinished while the guest types.
 */
export type ValidationMoment = 'submit' | 'change';

/** A field's check: the message key of what is wrong, or null. */
export type Validator<TValues extends Values> = (
  value: string,
  values: TValues,
  moment: ValidationMoment,
) => FormMessage | null;

type Options<TValues extends Values, TParsed> = {
  /** Every field with its start value; the order is the order of focus on errors. */
  defaultValues: TValues;
  validate: { [K in keyof TValues]?: readonly Validator<TValues>[] };
  /** What the submit handler receives (trimmed, converted); the raw values when absent. */
  parse?: (values: TValues) => TParsed;
};

/** The controls a field binds to: text inputs, and native selects (`SelectField`). */
type FieldElement = HTMLInputElement | HTMLSelectElement;

export type FieldBinding = {
  name: string;
  value: string;
  error: FormMessage | undefined;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  onBlur: () => void;
  ref: (element: FieldElement | null) => void;
};

/**
 * The app's form state, deliberately small: a screen's first load has 230 KB gzipped, and
 * react-hook-form with a zod resolver (18.6 KB) would put the transfer request's product page
 * (215 KB) over it. Validation
 * runs on submit, then as the guest corrects a field; the first invalid field receives focus;
 * `setError` puts a server's answer on a field (see `applyUserError`).
 */
export function useForm<TValues extends Values, TParsed = TValues>({
  defaultValues,
  validate,
  parse,
}: Options<TValues, TParsed>) {
  const [values, setValues] = useState<TValues>(defaultValues);
  const [errors, setErrors] = useState<Partial<Record<keyof TValues, FormMessage>>>({});
  const [submitted, setSubmitted] = useState(false);
  const elements = useRef<Partial<Record<keyof TValues, FieldElement | null>>>({});
  const fieldNames = Object.keys(defaultValues) as (keyof TValues)[];

  const check = (
    name: keyof TValues,
    all: TValues,
    moment: ValidationMoment,
  ): FormMessage | undefined => {
    for (const validator of validate[name] ?? []) {
      const message = validator(all[name] ?? '', all, moment);
      if (message) return message;
    }
    return undefined;
  };

  const setError = useCallback((name: keyof TValues, message: FormMessage) => {
    setErrors((previous) => ({ ...previous, [name]: message }));
    elements.current[name]?.focus();
  }, []);

  const field = (name: keyof TValues & string): FieldBinding => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (event) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted)
        setErrors((previous) => ({ ...previous, [name]: check(name, next, 'change') }));
    },
    onBlur: () => undefined,
    ref: (element) => {
      elements.current[name] = element;
    },
  });

  const handleSubmit =
    (onValid: (parsed: TParsed) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      const found: Partial<Record<keyof TValues, FormMessage>> = {};
      for (const name of fieldNames) {
        const message = check(name, values, 'submit');
        if (message) found[name] = message;
      }
      setErrors(found);
      const firstInvalid = fieldNames.find((name) => found[name]);
      if (firstInvalid !== undefined) {
        elements.current[firstInvalid]?.focus();
        return;
      }
      onValid(parse ? parse(values) : (values as unknown as TParsed));
    };

  return { field, values, errors, setError, handleSubmit };
}
