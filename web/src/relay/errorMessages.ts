import type { ParseKeys } from 'i18next';
import type { ErrorCode } from './__generated__/userError_error.graphql.ts';

export type KnownErrorCode = Exclude<ErrorCode, '%future added value'>;

/**
 * Every error code of the schema and the text a guest reads for it (keys of the `errors`
 * namespace: `t(errorMessageKey(code), { ns: 'errors' })`, or `<ErrorText code>`). `satisfies` makes the table
 * exhaustive: a code added to the schema fails the type check until it has its text here. Codes
 * that only a client bug causes (a malformed document, a reused idempotency key) read as UNKNOWN.
 */
export const errorMessageKeys = {
  ALREADY_ORDERED: 'code.alreadyOrdered',
  ALREADY_PAID: 'code.alreadyPaid',
  BALANCE_CHANGED: 'code.balanceChanged',
  BAD_REQUEST: 'code.unknown',
  BAD_USER_INPUT: 'code.badUserInput',
  BOOKED_THROUGH_AGENCY: 'code.bookedThroughAgency',
  CARD_NOT_ADDED: 'code.cardNotAdded',
  CARD_NOT_AUTHORIZED: 'code.cardNotAuthorized',
  COST_ESTIMATED_TOO_EXPENSIVE: 'code.unknown',
  CUSTOMER_NOT_FOUND: 'code.customerNotFound',
  DATES_NOT_AVAILABLE: 'code.datesNotAvailable',
  GRAPHQL_PARSE_FAILED: 'code.unknown',
  GRAPHQL_VALIDATION_FAILED: 'code.unknown',
  IDEMPOTENCY_KEY_REUSED: 'code.unknown',
  LOGIN_CODE_EXPIRED: 'code.loginCodeExpired',
  NETWORK: 'code.network',
  NOT_AVAILABLE: 'code.notAvailable',
  NOT_AVAILABLE_YET: 'code.notAvailableYet',
  NOT_DEPARTURE_DAY: 'code.notDepartureDay',
  NOT_FOUND: 'code.unknown',
  NOT_PAID: 'code.notPaid',
  OPERATION_RESOLUTION_FAILURE: 'code.unknown',
  ORDER: 'code.order',
  OUTCOME_UNKNOWN: 'code.outcomeUnknown',
  PAY_AT_PROPERTY: 'code.payAtProperty',
  PAYMENT: 'code.payment',
  PERSISTED_DOCUMENT_NOT_FOUND: 'code.appUpdated',
  PERSISTED_DOCUMENT_REQUIRED: 'code.appUpdated',
  PRICE_CHANGED: 'code.priceChanged',
  PRODUCT_NOT_ORDERABLE: 'code.productNotOrderable',
  RATE_LIMITED: 'code.rateLimited',
  RESERVATION_NOT_FOUND: 'code.reservationNotFound',
  SOLD_OUT: 'code.soldOut',
  STAY_CANCELLED: 'code.stayCancelled',
  STAY_ENDED: 'code.stayEnded',
  STAY_STARTED: 'code.stayStarted',
  SUBSCRIPTION_EXPIRED: 'code.subscriptionExpired',
  TIME_NOT_CHANGEABLE: 'code.timeNotChangeable',
  TOO_SHORT_NOTICE: 'code.tooShortNotice',
  UNAUTHENTICATED: 'code.unauthenticated',
  UNIT_ACCESS_TOO_MANY_ATTEMPTS: 'code.unitAccessTooManyAttempts',
  UNKNOWN: 'code.unknown',
  VERIFICATION_FAILED: 'code.verificationFailed',
  WRONG_VERIFICATION_CODE: 'code.wrongVerificationCode',
} as const satisfies Record<KnownErrorCode, ParseKeys<'errors'>>;

export type ErrorMessageKey = (typeof errorMessageKeys)[KnownErrorCode];

function isKnownErrorCode(value: unknown): value is KnownErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorMessageKeys, value);
}

/** A code this build does not know yet (a newer server) reads as UNKNOWN. */
export function toKnownErrorCode(value: unknown): KnownErrorCode {
  return isKnownErrorCode(value) ? value : 'UNKNOWN';
}

export function errorMessageKey(code: KnownErrorCode): ErrorMessageKey {
  return errorMessageKeys[code];
}
