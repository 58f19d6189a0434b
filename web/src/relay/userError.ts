import { graphql, readInlineData } from 'react-relay';
import type { userError_error$key } from './__generated__/userError_error.graphql.ts';
import { type KnownErrorCode, toKnownErrorCode } from './errorMessages.ts';

/**
 * What every mutation payload and subscription update selects for its `error` (errors as data):
 * `error { ...userError_error }`. Inline, so hooks read it synchronously in their callbacks.
 */
const userErrorFragment = graphql`
  fragment userError_error on UserError @inline {
    code
    field
    message
  }
`;

export type UserError = {
  code: KnownErrorCode;
  /** The argument path the error is about (`lastName`, `card.transactionId`), when there is one. */
  field: string | null;
  /** The server's English text, for logs; the guest sees the text of `code` (errorMessages.ts). */
  message: string;
};

export function readUserError(ref: userError_error$key | null | undefined): UserError | null {
  if (!ref) return null;
  const data = readInlineData(userErrorFragment, ref);
  return { code: toKnownErrorCode(data.code), field: data.field ?? null, message: data.message };
}
