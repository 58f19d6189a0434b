import { type KnownErrorCode, toKnownErrorCode } from './errorMessages.ts';

/** The request got no answer at all: the device is offline or the server cannot be reached. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly code = 'NETWORK' satisfies KnownErrorCode;
}

/** The server answered with an error instead of data; `code` is its `extensions.code`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: KnownErrorCode;
  /** The HTTP status, when the answer was not GraphQL at all (a proxy's error page). */
  readonly status: number | undefined;

  constructor(code: KnownErrorCode, message: string, status?: number) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

type GraphQLErrorLike = { message?: unknown; extensions?: { code?: unknown } | null };

/** The first error of a GraphQL answer decides the code; the rest are in the message for logs. */
export function apiErrorFrom(errors: readonly GraphQLErrorLike[], operation: string): ApiError {
  const code = toKnownErrorCode(errors[0]?.extensions?.code);
  const messages = errors.map((error) => String(error.message ?? '')).join('; ');
  return new ApiError(code, `${operation} failed: ${messages}`);
}

/**
 * Codes that are an answer about what was asked for, not a failure to get one: it does not exist
 * (an unknown stay), or the address cannot name one (a malformed slug). Only these make a stay
 * screen say the stay does not exist and forget it on this device.
 */
const verdictCodes: ReadonlySet<KnownErrorCode> = new Set([
  'RESERVATION_NOT_FOUND',
  'NOT_FOUND',
  'BAD_USER_INPUT',
]);

export function isVerdictCode(code: KnownErrorCode): boolean {
  return verdictCodes.has(code);
}

/**
 * Codes of a read that could not be answered right now: the hotel's system (the core API) did not
 * answer, failed, or asked us to slow down; `UNKNOWN` is also how the gateway names a core API
 * answering 500 or garbage. Worth retrying by itself, and the stay kept on this device stands in.
 */
const outageCodes: ReadonlySet<KnownErrorCode> = new Set(['NETWORK', 'UNKNOWN', 'RATE_LIMITED']);

/**
 * The hotel's system cannot be reached right now (or we cannot): no answer at all, a proxy's
 * error page, or an error whose code says the core API failed. Not an outage: a verdict about
 * what was asked (`isVerdictCode`), an expired session, an app version the server no longer
 * knows.
 */
export function isOutage(error: unknown): boolean {
  return (
    error instanceof NetworkError || (error instanceof ApiError && outageCodes.has(error.code))
  );
}

/** The catalogue code of anything a request, a mutation or a screen threw. */
export function errorCodeOf(error: unknown): KnownErrorCode {
  if (error instanceof NetworkError || error instanceof ApiError) return error.code;
  return 'UNKNOWN';
}

/**
 * A screen's code that could not be downloaded: browsers word it differently (Chromium "Failed to
 * fetch dynamically imported module", Safari "Importing a module script failed", Firefox "error
 * loading dynamically imported module").
 */
export function isCodeDownloadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|importing a module script failed/i.test(error.message)
  );
}

/**
 * No connection: a request without an answer, a screen whose code could not be downloaded, or
 * anything that failed while the device says it is offline.
 */
export function isOfflineError(error: unknown): boolean {
  return (
    error instanceof NetworkError ||
    isCodeDownloadFailure(error) ||
    (typeof navigator !== 'undefined' && navigator.onLine === false)
  );
}
