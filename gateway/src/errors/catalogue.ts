import { ErrorCode } from '../graphql/schema-types.generated.ts';

/**
 * The error catalogue of spec §8 and the codes screens need beyond it, as ONE table keyed by the
 * schema's `ErrorCode` enum (schema/src/errors.graphql describes each). Every upstream failure
 * goes through `classifyUpstreamFailure`; the same code reaches clients as `extensions.code` on
 * errors and as `UserError.code` in mutation payloads, spelled the same.
 */
export { ErrorCode };

/** What the core API said: the first entry of its `errors` array is the one that counts. */
export type UpstreamFailure =
  | {
      kind: 'no-response';
      /** `refused`: the connection was never made, so nothing reached the core API. */
      reason: 'timeout' | 'connection' | 'refused';
      /** A state-changing call (not a GET): without an answer, the change may have happened. */
      change?: boolean;
    }
  | {
      kind: 'api-error';
      status: number;
      code: string | undefined;
      message: string;
      field?: string;
      /** A state-changing call: a proxy's 504 leaves it unknown whether the change happened. */
      change?: boolean;
    }
  | { kind: 'malformed'; status: number; reason?: 'too-large' };

type CatalogueEntry = {
  /** Safe English text for clients; the upstream's own message is never forwarded. */
  message: string;
  /** Upstream `errors[0].code` values that map to this code. */
  upstreamCodes?: readonly string[];
};

/** Exhaustive: a code added to the schema fails the type check until it has its text here. */
export const catalogue: Readonly<Record<ErrorCode, CatalogueEntry>> = {
  UNIT_ACCESS_TOO_MANY_ATTEMPTS: {
    message: 'Too many unlock attempts. Please wait a moment and try again.',
    upstreamCodes: ['TOO_MANY_REMOTE_UNLOCK_ATTEMPTS'],
  },
  WRONG_VERIFICATION_CODE: {
    message: 'The code is incorrect',
    upstreamCodes: ['WRONG_VERIFICATION_CODE'],
  },
  LOGIN_CODE_EXPIRED: {
    message: 'This code no longer works. Please request a new code.',
    upstreamCodes: [
      'VERIFICATION_CODE_EXPIRED',
      'VERIFICATION_CODE_USED',
      'TOO_MANY_VERIFICATION_ATTEMPTS',
      'NO_VERIFICATION_CODE',
      'IDEMPOTENCY_KEY_NOT_FOUND',
    ],
  },
  NETWORK: {
    message: 'The service could not be reached. Please try again.',
    upstreamCodes: ['DEADLINE_EXCEEDED'],
  },
  OUTCOME_UNKNOWN: {
    message: 'We could not confirm whether this went through. Please check before trying again.',
  },
  PAYMENT: {
    message: "We couldn't process your payment. Please try again or update your card details.",
    // An expired card cannot be charged either: the guest updates it or uses another.
    upstreamCodes: ['ERROR_ORDER_PAYMENT', 'CARD_EXPIRED'],
  },
  ORDER: { message: 'Failed to process the order', upstreamCodes: ['ERROR_ORDER'] },
  PRODUCT_NOT_ORDERABLE: {
    message: 'This product cannot be ordered for this stay.',
    upstreamCodes: [
      'PRODUCT_NOT_FOUND',
      'CUSTOM_PRODUCT_NOT_FOUND',
      'PRODUCT_NOT_ORDERABLE',
      'PRODUCT_NOT_AVAILABLE_NOW',
    ],
  },
  ALREADY_ORDERED: {
    message: 'Your stay has this already.',
    upstreamCodes: ['ALREADY_ORDERED'],
  },
  SOLD_OUT: {
    message: 'This time was just taken. Please choose another.',
    upstreamCodes: ['TIMESLOT_SOLD_OUT'],
  },
  TOO_SHORT_NOTICE: {
    message: 'This is too soon to arrange. Please choose a later time.',
    upstreamCodes: ['INSIDE_NOTICE_PERIOD'],
  },
  NOT_AVAILABLE: {
    message: 'Door access is not available.',
    upstreamCodes: ['NOT_AVAILABLE', 'KEY_NOT_REMOTE', 'PROPERTY_KEY_NOT_FOUND', 'NOT_AN_ELEVATOR'],
  },
  NOT_AVAILABLE_YET: {
    message: 'Door access is not available yet.',
    upstreamCodes: ['NOT_AVAILABLE_YET'],
  },
  NOT_PAID: { message: 'The code is available after payment.', upstreamCodes: ['NOT_PAID'] },
  CARD_NOT_AUTHORIZED: {
    message: 'Card is not authorised',
    upstreamCodes: ['CARD_NOT_AUTHORISED', 'CARD_NOT_AUTHORIZED'],
  },
  CARD_NOT_ADDED: {
    message: 'Failed to add this card. Please try again or use a different card.',
    upstreamCodes: ['UNKNOWN_TRANSACTION', 'CARD_MISMATCH', 'TRANSACTION_ALREADY_USED', 'NO_CARDS'],
  },
  VERIFICATION_FAILED: {
    message: "Verification didn't go through. Please try again or contact us for help.",
    upstreamCodes: ['IDENTITY_VERIFICATION_BANNED'],
  },
  STAY_CANCELLED: {
    message: 'This stay is cancelled.',
    upstreamCodes: ['RESERVATION_CANCELED', 'ALREADY_CANCELED'],
  },
  STAY_STARTED: {
    message: 'The stay has already started.',
    upstreamCodes: ['STAY_STARTED', 'CANCELLATION_NOT_ALLOWED_STAY_STARTED'],
  },
  STAY_ENDED: {
    message: 'The stay is over.',
    upstreamCodes: ['STAY_ENDED', 'ALREADY_CHECKED_OUT'],
  },
  NOT_DEPARTURE_DAY: {
    message: 'Check-out opens on the day of departure.',
    upstreamCodes: ['CHECK_OUT_NOT_AVAILABLE_YET'],
  },
  DATES_NOT_AVAILABLE: {
    message: 'The apartment is not available on these dates.',
    upstreamCodes: ['UNIT_NOT_AVAILABLE'],
  },
  BOOKED_THROUGH_AGENCY: {
    message: 'This stay was booked through a travel agency. Please cancel it where you booked.',
    upstreamCodes: ['BOOKED_THROUGH_AGENCY'],
  },
  TIME_NOT_CHANGEABLE: {
    message: 'Time cannot be changed anymore',
    upstreamCodes: ['TIME_NOT_CHANGEABLE'],
  },
  ALREADY_PAID: { message: 'Your stay is paid already.', upstreamCodes: ['ALREADY_PAID'] },
  PAY_AT_PROPERTY: {
    message: 'This property takes payment at the property. Please contact it to pay.',
    upstreamCodes: ['PAYMENT_AT_PROPERTY'],
  },
  BALANCE_CHANGED: {
    message: 'The amount due has changed. Please check it and confirm again.',
  },
  PRICE_CHANGED: {
    message: 'The price of these dates has changed. Please check it and confirm again.',
  },
  RESERVATION_NOT_FOUND: {
    message: 'Reservation not found',
    upstreamCodes: ['RESERVATION_NOT_FOUND'],
  },
  NOT_FOUND: { message: 'Not found' },
  CUSTOMER_NOT_FOUND: { message: 'Customer not found', upstreamCodes: ['CUSTOMER_NOT_FOUND'] },
  UNAUTHENTICATED: {
    message: 'Please sign in again.',
    upstreamCodes: ['UNAUTHENTICATED', 'UNAUTHORIZED', 'TOKEN_EXPIRED'],
  },
  RATE_LIMITED: {
    message: 'Too many attempts. Please wait a few minutes and try again.',
    upstreamCodes: ['TOO_MANY_REQUESTS', 'RATE_LIMITED'],
  },
  SUBSCRIPTION_EXPIRED: {
    message: 'These live updates reached their time limit. Please check the latest state.',
  },
  BAD_USER_INPUT: {
    message: 'Please check the highlighted value.',
    // Refused as conflicts (409) by the core API, but a value the guest picked and can fix.
    upstreamCodes: ['DATE_IN_PAST', 'DATE_TOO_FAR', 'INVALID_STAY_LENGTH', 'CARD_NOT_FOUND'],
  },
  IDEMPOTENCY_KEY_REUSED: {
    message: 'This request key was already used for a different request.',
    upstreamCodes: ['IDEMPOTENCY_KEY_REUSED'],
  },
  GRAPHQL_VALIDATION_FAILED: { message: 'The operation does not fit the schema.' },
  GRAPHQL_PARSE_FAILED: { message: 'The operation is not valid GraphQL.' },
  OPERATION_RESOLUTION_FAILURE: { message: 'The operation to run could not be determined.' },
  COST_ESTIMATED_TOO_EXPENSIVE: { message: 'The operation costs more than the limit.' },
  BAD_REQUEST: { message: 'The request is not a GraphQL request this gateway accepts.' },
  PERSISTED_DOCUMENT_NOT_FOUND: { message: 'Unknown persisted document.' },
  PERSISTED_DOCUMENT_REQUIRED: { message: 'Only persisted documents are accepted.' },
  UNKNOWN: { message: 'Something went wrong' },
};

/** Spec §5: an order answer without an order id is an order failure with its own text. */
export const orderNotPlaced: ClassifiedError = { code: 'ORDER', message: 'Failed to place order' };

const codeByUpstreamCode = new Map(
  (Object.entries(catalogue) as [ErrorCode, CatalogueEntry][]).flatMap(([code, entry]) =>
    (entry.upstreamCodes ?? []).map((upstreamCode) => [upstreamCode, code] as const),
  ),
);

/** A code of the catalogue applied to one failure; `field` is an argument path of the request. */
export type ClassifiedError = {
  code: ErrorCode;
  message: string;
  field?: string;
  /** For `RATE_LIMITED`: when the limit's window ends, in seconds from now. */
  retryAfterSeconds?: number;
};

/**
 * The catalogue's code for an upstream failure: no answer to a change is `OUTCOME_UNKNOWN`, no
 * answer otherwise `NETWORK`; else its code when the table knows it, else by status (401 sign in
 * again, 429 too many, 400 input the guest can fix, 504 to a change unknown), else `UNKNOWN`. The
 * upstream's `field` is a core API name, so it is never copied: `GatewayError.inArguments`
 * translates it into the argument the client sent.
 */
export function classifyUpstreamFailure(failure: UpstreamFailure): ClassifiedError {
  if (failure.kind === 'no-response') {
    // A change that may have reached the core API is not a failure the guest can simply retry:
    // the screen re-checks first. The change's deadline keeps it from happening any later.
    const maybeDone = failure.change === true && failure.reason !== 'refused';
    return catalogueError(maybeDone ? 'OUTCOME_UNKNOWN' : 'NETWORK');
  }
  if (failure.kind === 'malformed') return catalogueError('UNKNOWN');
  const known = failure.code === undefined ? undefined : codeByUpstreamCode.get(failure.code);
  if (known) return catalogueError(known);
  if (failure.status === 401) return catalogueError('UNAUTHENTICATED');
  if (failure.status === 429) return catalogueError('RATE_LIMITED');
  if (failure.status === 400 || failure.status === 422) return catalogueError('BAD_USER_INPUT');
  if (failure.status === 504 && failure.change === true) return catalogueError('OUTCOME_UNKNOWN');
  return catalogueError('UNKNOWN');
}

/**
 * What of an upstream failure the logs may carry: its kind, status and code. The upstream's own
 * message and field stay out, because they may echo what the guest typed (an e-mail, a name).
 */
export function loggableFailure(
  failure: UpstreamFailure,
): Pick<UpstreamFailure, 'kind'> & { status?: number; code?: string | undefined; reason?: string } {
  return {
    kind: failure.kind,
    ...('status' in failure ? { status: failure.status } : {}),
    ...('code' in failure ? { code: failure.code } : {}),
    ...('reason' in failure && failure.reason ? { reason: failure.reason } : {}),
  };
}

/** The catalogue's entry for a code the gateway itself detects, optionally about one argument. */
export function catalogueError(code: ErrorCode, field?: string): ClassifiedError {
  return { code, message: catalogue[code].message, ...(field ? { field } : {}) };
}
