import { type FormMessage, formMessage } from './formMessage.ts';
import type { Validator } from './useForm.ts';

/** Empty or only spaces is missing ('Required'). */
export function required(
  message: FormMessage = formMessage('common:form.required'),
): Validator<Record<string, string>> {
  return (value) => (value.trim() === '' ? message : null);
}

export function trimAll<TValues extends Record<string, string>>(values: TValues): TValues {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value.trim()]),
  ) as TValues;
}
