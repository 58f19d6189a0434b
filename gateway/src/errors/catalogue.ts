import { GraphQLError } from 'graphql';

/**
 * The error catalogue of spec §8 as ONE table. Every upstream failure goes through
 * `classifyUpstreamFailure`; resolvers never invent codes of their own. The codes are the spec's
 * results verbatim; they reach clients as `extensions.code` and, in mutation payloads, as the
 * `ErrorCode` enum (whose internal values are these strings, see resolvers/ErrorCode.ts).
 */
export const errorCodes = [
  'unit-access-too-many-attempts',
  'wrong-verification-code',
  'network',
  'payment',
  'order',
  'not-available',
  'not-available-yet',
  'not-paid',
  'customer-not-found',
  'unauthenticated',
  'rate-limited',
  'time-not-changeable',
  'unknown',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** What the core API said: the first entry of its `errors` array is the one that counts. */
export type UpstreamFailure =
  | { kind: 'no-response'; reason: 'timeout' | 'connection' }
  | { kind: 'api-error'; status: number; code: string | undefined; message: string; field?: string }
  | { kind: 'malformed'; status: number };

type CatalogueEntry = {
  /** Upstream `errors[0].code` values that map to this entry. */
  upstreamCodes: readonly string[];
  code: ErrorCode;
  /** Safe English text for clients; the upstream's own message is never forwarded in production. */
  message: string;
};

export const catalogue: readonly CatalogueEntry[] = [
  {
    upstreamCodes: ['TOO_MANY_REMOTE_UNLOCK_ATTEMPTS'],
    code: 'unit-access-too-many-attempts',
    message: 'Too many unlock attempts. Please wait a moment and try again.',
  },
  {
    upstreamCodes: ['WRONG_VERIFICATION_CODE'],
    code: 'wrong-verification-code',
    message: 'The code is incorrect',
  },
  {
    upstreamCodes: ['ERROR_ORDER_PAYMENT'],
    code: 'payment',
    message: "We couldn't process your payment. Please try again or update your card details.",
  },
  { upstreamCodes: ['ERROR_ORDER'], code: 'order', message: 'Failed to proceed the order' },
  {
    upstreamCodes: ['NOT_AVAILABLE_YET'],
    code: 'not-available-yet',
    message: 'Door access is not available yet.',
  },
  {
    upstreamCodes: ['NOT_PAID'],
    code: 'not-paid',
    message: 'The code is available after payment.',
  },
  {
    upstreamCodes: ['NOT_AVAILABLE'],
    code: 'not-available',
    message: 'Door access is not available.',
  },
  {
    upstreamCodes: ['CUSTOMER_NOT_FOUND'],
    code: 'customer-not-found',
    message: 'Customer not found',
  },
  {
    upstreamCodes: ['UNAUTHENTICATED', 'UNAUTHORIZED', 'TOKEN_EXPIRED'],
    code: 'unauthenticated',
    message: 'Please sign in again.',
  },
  {
    upstreamCodes: ['TOO_MANY_REQUESTS', 'RATE_LIMITED'],
    code: 'rate-limited',
    message: 'Too many attempts. Please wait a few minutes and try again.',
  },
  // Detected by the gateway (area A): the chosen check-in/check-out timeslot is not on offer.
  { upstreamCodes: [], code: 'time-not-changeable', message: 'Time cannot be changed anymore' },
];

/** Spec §5: an order answer without an order id is an order failure with its own text. */
export const orderNotPlaced: ClassifiedError = { code: 'order', message: 'Failed to place order' };

const networkMessage = 'The service could not be reached. Please try again.';
const unknownMessage = 'Something went wrong';

const entryByUpstreamCode = new Map(
  catalogue.flatMap((entry) => entry.upstreamCodes.map((code) => [code, entry] as const)),
);

/** An entry of the catalogue applied to one failure, plus what only the logs may see. */
export type ClassifiedError = { code: ErrorCode; message: string; field?: string };

export function classifyUpstreamFailure(failure: UpstreamFailure): ClassifiedError {
  if (failure.kind === 'no-response') return { code: 'network', message: networkMessage };
  if (failure.kind === 'malformed') return { code: 'unknown', message: unknownMessage };
  const entry = failure.code === undefined ? undefined : entryByUpstreamCode.get(failure.code);
  if (entry) return { code: entry.code, message: entry.message, ...fieldOf(failure) };
  if (failure.status === 401) return { code: 'unauthenticated', message: 'Please sign in again.' };
  // The offending input (e.g. `phone` of guest details) is safe to show and lets a form point at it.
  return { code: 'unknown', message: unknownMessage, ...fieldOf(failure) };
}

/**
 * What of an upstream failure the logs may carry: its kind, status and code. The upstream's own
 * message and field stay out, because they may echo what the guest typed (an e-mail, a name).
 */
export function loggableFailure(
  failure: UpstreamFailure,
): Pick<UpstreamFailure, 'kind'> & { status?: number; code?: string | undefined } {
  return {
    kind: failure.kind,
    ...('status' in failure ? { status: failure.status } : {}),
    ...('code' in failure ? { code: failure.code } : {}),
  };
}

/** The catalogue entry for a code the gateway itself detects (e.g. an empty customer list). */
export function catalogueError(code: ErrorCode): ClassifiedError {
  const entry = catalogue.find((candidate) => candidate.code === code);
  if (entry) return { code, message: entry.message };
  return { code, message: code === 'network' ? networkMessage : unknownMessage };
}

function fieldOf(failure: { field?: string }): { field?: string } {
  return failure.field ? { field: failure.field } : {};
}

/**
 * The one exception type resolvers throw for catalogued failures. Yoga's error masking lets
 * GraphQLErrors through, so `extensions.code` and the safe message reach clients while the
 * upstream's own message and stack stay in the logs (`originalFailure`).
 */
export class CatalogueError extends GraphQLError {
  readonly classified: ClassifiedError;
  readonly originalFailure: UpstreamFailure | undefined;

  constructor(classified: ClassifiedError, originalFailure?: UpstreamFailure) {
    super(classified.message, {
      extensions: {
        code: classified.code,
        ...(classified.field ? { field: classified.field } : {}),
      },
    });
    this.name = 'CatalogueError';
    this.classified = classified;
    this.originalFailure = originalFailure;
  }

  static fromUpstream(failure: UpstreamFailure): CatalogueError {
    return new CatalogueError(classifyUpstreamFailure(failure), failure);
  }

  static of(code: ErrorCode): CatalogueError {
    return new CatalogueError(catalogueError(code));
  }
}
