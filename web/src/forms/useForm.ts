import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
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
  /**
   * The values were already sent once and found wanting (a form the server drew again after a
   * post without scripts): their errors show from the start, as after a submit.
   */
  checkedAtStart?: boolean;
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
  /** The first field found wanting in a form drawn again with its errors: focused on load. */
  autoFocus?: boolean;
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
  checkedAtStart = false,
}: Options<TValues, TParsed>) {
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
  const checkAll = (all: TValues, moment: ValidationMoment) => {
    const found: Partial<Record<keyof TValues, FormMessage>> = {};
    for (const name of fieldNames) {
      const message = check(name, all, moment);
      if (message) found[name] = message;
    }
    return found;
  };

  const [values, setValues] = useState<TValues>(defaultValues);
  const [errors, setErrors] = useState<Partial<Record<keyof TValues, FormMessage>>>(() =>
    checkedAtStart ? checkAll(defaultValues, 'submit') : {},
  );
  const [submitted, setSubmitted] = useState(checkedAtStart);
  // A form drawn again with its errors opens on the first of them, as a submit in the app does:
  // the browser focuses it while the page loads, with or without scripts.
  const [focusedAtStart] = useState(() =>
    checkedAtStart ? fieldNames.find((name) => check(name, defaultValues, 'submit')) : undefined,
  );
  const elements = useRef<Partial<Record<keyof TValues, FieldElement | null>>>({});

  // A form the server drew can be typed into before the app takes it over: what the fields hold
  // then is taken over as the form's values, never drawn over with the start values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app takes the form over.
  useEffect(() => {
    const typed = { ...defaultValues };
    let changed = false;
    for (const name of fieldNames) {
      const element = elements.current[name];
      if (element && element.value !== (defaultValues[name] ?? '')) {
        typed[name] = element.value as TValues[typeof name];
        changed = true;
      }
    }
    if (changed) setValues(typed);
  }, []);

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
    ...(name === focusedAtStart ? { autoFocus: true } : {}),
  });

  /**
   * The values as the fields show them. They are the state's, except in the moment the app takes a
   * drawn form over: a submit tapped before then is replayed by React with the hydration render's
   * handler, before the effect above has taken the typed values over.
   */
  const valuesAsShown = (): TValues => {
    const shown = { ...values };
    for (const name of fieldNames) {
      const element = elements.current[name];
      if (element) shown[name] = element.value as TValues[typeof name];
    }
    return shown;
  };

  const handleSubmit =
    (onValid: (parsed: TParsed) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      const shown = valuesAsShown();
      setValues(shown);
      const found = checkAll(shown, 'submit');
      setErrors(found);
      const firstInvalid = fieldNames.find((name) => found[name]);
      if (firstInvalid !== undefined) {
        elements.current[firstInvalid]?.focus();
        return;
      }
      onValid(parse ? parse(shown) : (shown as unknown as TParsed));
    };

  return { field, values, errors, setError, handleSubmit };
}
