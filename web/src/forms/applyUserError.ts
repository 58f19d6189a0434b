import { errorMessageKey } from '../relay/errorMessages.ts';
import type { UserError } from '../relay/userError.ts';
import type { FormMessage } from './formMessage.ts';

/**
 * Puts a mutation's `error` on the form field it names (`error.field` is the argument path the
 * client sent, e.g. `card.transactionId`) and focuses it. Returns false when the error names no
 * field of this form: the screen then shows it above the submit button. A refused value
 * (`BAD_USER_INPUT`) on a field with its own text in `refusedValueMessages` says what is wrong
 * with that field rather than the generic 'Please check what you entered'.
 */
export function applyUserError<TField extends string>(
  setError: (field: TField, message: FormMessage) => void,
  error: UserError,
  fieldsByArgument: Partial<Record<string, TField>>,
  refusedValueMessages: Partial<Record<TField, FormMessage>> = {},
): boolean {
  const field = error.field === null ? undefined : fieldsByArgument[error.field];
  if (field === undefined) return false;
  const own = error.code === 'BAD_USER_INPUT' ? refusedValueMessages[field] : undefined;
  setError(field, own ?? (`errors:${errorMessageKey(error.code)}` satisfies FormMessage));
  return true;
}
