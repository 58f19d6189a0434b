import type { ParseKeys } from 'i18next';
import type { Namespace } from '../i18n/namespaces.ts';

/**
 * A field's error is an i18n key with its namespace (`common:form.required`), never English:
 * validators and server errors name the key, `FormField` translates it.
 */
export type FormMessage = Extract<ParseKeys<Namespace[]>, `${Namespace}:${string}`>;

/** Types a key where a plain string is expected (a validator's message): a typo fails typecheck. */
export function formMessage<TKey extends FormMessage>(key: TKey): TKey {
  return key;
}
