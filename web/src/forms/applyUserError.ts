import { errorMessageKey } from '../relay/errorMessages.ts';
import type { UserError } from '../relay/userError.ts';
import type { FormMessage } from './formMessage.ts';

/**
 * Puts a mutation's `error` on the form field it names (`error.field` is the argument path the
 * client sent, e.g. `card.transactionId`) and focuses it. Returns false when the error names no
 * field of this form: the screen then shows it above the submit button.
 */
export function applyUserError<TField extends string>(
  setError: (field: TField, message: FormMessage) => void,
  error: UserError,
  fieldsByArgument: Partial<Record<string, TField>>,
): boolean {
  const field = error.field === null ? undefined : fieldsByArgument[error.field];
  if (field === undefined) return false;
  setError(field, `errors:${errorMessageKey(error.code)}` satisfies FormMessage);
  return true;
}
