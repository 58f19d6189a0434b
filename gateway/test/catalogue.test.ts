import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue, classifyUpstreamFailure, ErrorCode } from '../src/errors/catalogue.ts';
import { GatewayError, inArguments } from '../src/errors/gateway-error.ts';
import { userErrorOf } from '../src/errors/user-error.ts';

const apiError = (code: string | undefined, status = 400) =>
  ({ kind: 'api-error', status, code, message: 'upstream detail: stack at foo.ts:12' }) as const;

describe('error catalogue (spec §8 and the codes screens act on)', () => {
  it.each([
    ['TOO_MANY_REMOTE_UNLOCK_ATTEMPTS', 'UNIT_ACCESS_TOO_MANY_ATTEMPTS'],
    ['WRONG_VERIFICATION_CODE', 'WRONG_VERIFICATION_CODE'],
    ['VERIFICATION_CODE_EXPIRED', 'LOGIN_CODE_EXPIRED'],
    ['VERIFICATION_CODE_USED', 'LOGIN_CODE_EXPIRED'],
    ['TOO_MANY_VERIFICATION_ATTEMPTS', 'LOGIN_CODE_EXPIRED'],
    ['ERROR_ORDER_PAYMENT', 'PAYMENT'],
    ['ERROR_ORDER', 'ORDER'],
    ['NOT_AVAILABLE_YET', 'NOT_AVAILABLE_YET'],
    ['NOT_PAID', 'NOT_PAID'],
    ['NOT_AVAILABLE', 'NOT_AVAILABLE'],
    ['KEY_NOT_REMOTE', 'NOT_AVAILABLE'],
    ['CUSTOMER_NOT_FOUND', 'CUSTOMER_NOT_FOUND'],
    ['CARD_NOT_AUTHORISED', 'CARD_NOT_AUTHORIZED'],
    ['TRANSACTION_ALREADY_USED', 'CARD_NOT_ADDED'],
    ['RESERVATION_CANCELED', 'STAY_CANCELLED'],
    ['ALREADY_CANCELED', 'STAY_CANCELLED'],
    ['CANCELLATION_NOT_ALLOWED_STAY_STARTED', 'STAY_STARTED'],
    ['ALREADY_CHECKED_OUT', 'STAY_ENDED'],
    ['CHECK_OUT_NOT_AVAILABLE_YET', 'NOT_DEPARTURE_DAY'],
    ['UNIT_NOT_AVAILABLE', 'DATES_NOT_AVAILABLE'],
    ['BOOKED_THROUGH_AGENCY', 'BOOKED_THROUGH_AGENCY'],
    ['RESERVATION_NOT_FOUND', 'RESERVATION_NOT_FOUND'],
    ['IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_REUSED'],
  ])('maps upstream %s to %s', (upstreamCode, expected) => {
    expect(classifyUpstreamFailure(apiError(upstreamCode)).code).toBe(expected);
  });

  it('maps other codes by status: 400 is bad input, 401 sign in again, 429 too many, else unknown', () => {
    expect(classifyUpstreamFailure(apiError('INVALID_DATE', 400)).code).toBe('BAD_USER_INPUT');
    expect(classifyUpstreamFailure(apiError(undefined, 401)).code).toBe('UNAUTHENTICATED');
    expect(classifyUpstreamFailure(apiError('SLOW_DOWN', 429)).code).toBe('RATE_LIMITED');
    expect(classifyUpstreamFailure(apiError('RESERVATION_LOCKED', 409)).code).toBe('UNKNOWN');
    expect(classifyUpstreamFailure(apiError(undefined, 500)).code).toBe('UNKNOWN');
  });

  it('maps a request without a response to NETWORK and an unreadable answer to UNKNOWN', () => {
    expect(classifyUpstreamFailure({ kind: 'no-response', reason: 'timeout' }).code).toBe(
      'NETWORK',
    );
    expect(classifyUpstreamFailure({ kind: 'no-response', reason: 'connection' }).code).toBe(
      'NETWORK',
    );
    expect(classifyUpstreamFailure({ kind: 'malformed', status: 200 }).code).toBe('UNKNOWN');
  });

  it('maps a change without an answer to OUTCOME_UNKNOWN, unless it never left or was refused late', () => {
    const classify = (failure: Parameters<typeof classifyUpstreamFailure>[0]) =>
      classifyUpstreamFailure(failure).code;
    expect(classify({ kind: 'no-response', reason: 'timeout', change: true })).toBe(
      'OUTCOME_UNKNOWN',
    );
    expect(classify({ kind: 'no-response', reason: 'connection', change: true })).toBe(
      'OUTCOME_UNKNOWN',
    );
    expect(classify({ kind: 'no-response', reason: 'refused', change: true })).toBe('NETWORK');
    expect(classify({ ...apiError(undefined, 504), change: true })).toBe('OUTCOME_UNKNOWN');
    expect(classify(apiError(undefined, 504))).toBe('UNKNOWN');
    // The core API refused the change for its deadline: nothing happened.
    expect(classify({ ...apiError('DEADLINE_EXCEEDED', 504), change: true })).toBe('NETWORK');
  });

  it('never forwards the upstream message nor its field name', () => {
    const classified = classifyUpstreamFailure({
      ...apiError('WRONG_VERIFICATION_CODE'),
      field: 'otp',
    });
    expect(classified).toEqual({
      code: 'WRONG_VERIFICATION_CODE',
      message: 'The code is incorrect',
    });
    const error = GatewayError.fromUpstream(apiError('SOMETHING_ELSE', 409));
    expect(error.message).not.toContain('stack');
    expect(error.extensions).toEqual({ code: 'UNKNOWN' });
  });

  it('names the argument the client sent, never the core API field, and only when one is known', async () => {
    const refused = () =>
      Promise.reject(
        GatewayError.fromUpstream({
          ...apiError('INVALID_INPUT'),
          field: 'orderItems[0].quantity',
        }),
      );
    const mapped = await inArguments(
      (field) => field.replace(/^orderItems/, 'items'),
      refused,
    ).catch((error: unknown) => error);
    expect(mapped).toMatchObject({
      classified: { code: 'BAD_USER_INPUT', field: 'items[0].quantity' },
      extensions: { code: 'BAD_USER_INPUT', field: 'items[0].quantity' },
    });
    const unmapped = await inArguments(() => undefined, refused).catch((error: unknown) => error);
    expect(unmapped).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect((unmapped as GatewayError).extensions.field).toBeUndefined();
  });

  it('gives an unknown failure the operation’s own code, and keeps known ones', async () => {
    const failing = (code: string) => () =>
      Promise.reject(GatewayError.fromUpstream(apiError(code, 409)));
    await expect(
      inArguments(() => undefined, failing('ODD'), 'CARD_NOT_ADDED'),
    ).rejects.toMatchObject({
      extensions: { code: 'CARD_NOT_ADDED' },
    });
    await expect(
      inArguments(() => undefined, failing('CARD_NOT_AUTHORISED'), 'CARD_NOT_ADDED'),
    ).rejects.toMatchObject({ extensions: { code: 'CARD_NOT_AUTHORIZED' } });
  });

  it('has a text for every code of the schema, and each upstream code maps to one code', () => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.values(ErrorCode).sort());
    const upstreamCodes = Object.values(catalogue).flatMap((entry) => entry.upstreamCodes ?? []);
    expect(new Set(upstreamCodes).size).toBe(upstreamCodes.length);
  });

  it('lists every code with its meaning for the guest in gateway/README.md', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const missing = Object.values(ErrorCode).filter((code) => !readme.includes(`| \`${code}\``));
    expect(missing).toEqual([]);
  });
});

describe('errors as data', () => {
  it('keeps a catalogued code, message and field for mutation payloads', () => {
    const error = GatewayError.of('WRONG_VERIFICATION_CODE', 'code');
    expect(userErrorOf(error)).toEqual({
      code: 'WRONG_VERIFICATION_CODE',
      message: 'The code is incorrect',
      field: 'code',
      retryAfterSeconds: null,
    });
    expect(userErrorOf(GatewayError.rateLimited(61_200))).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 62,
    });
    expect(userErrorOf(GatewayError.of('UNIT_ACCESS_TOO_MANY_ATTEMPTS')).code).toBe(
      'UNIT_ACCESS_TOO_MANY_ATTEMPTS',
    );
  });

  it('turns anything else into UNKNOWN without its message', () => {
    expect(userErrorOf(new TypeError('cannot read x of undefined'))).toEqual({
      code: 'UNKNOWN',
      message: 'Something went wrong',
      field: null,
      retryAfterSeconds: null,
    });
  });
});
