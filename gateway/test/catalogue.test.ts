import { describe, expect, it } from 'vitest';
import {
  CatalogueError,
  catalogue,
  classifyUpstreamFailure,
  errorCodes,
} from '../src/errors/catalogue.ts';
import { userErrorOf } from '../src/errors/user-error.ts';

const apiError = (code: string | undefined, status = 400) =>
  ({ kind: 'api-error', status, code, message: 'upstream detail: stack at foo.ts:12' }) as const;

describe('error catalogue (spec §8)', () => {
  it.each([
    ['TOO_MANY_REMOTE_UNLOCK_ATTEMPTS', 'unit-access-too-many-attempts'],
    ['WRONG_VERIFICATION_CODE', 'wrong-verification-code'],
    ['ERROR_ORDER_PAYMENT', 'payment'],
    ['ERROR_ORDER', 'order'],
    ['NOT_AVAILABLE_YET', 'not-available-yet'],
    ['NOT_PAID', 'not-paid'],
    ['NOT_AVAILABLE', 'not-available'],
    ['CUSTOMER_NOT_FOUND', 'customer-not-found'],
  ])('maps upstream %s to %s', (upstreamCode, expected) => {
    expect(classifyUpstreamFailure(apiError(upstreamCode)).code).toBe(expected);
  });

  it('maps any other API error code to unknown', () => {
    expect(classifyUpstreamFailure(apiError('RESERVATION_LOCKED', 409)).code).toBe('unknown');
    expect(classifyUpstreamFailure(apiError(undefined, 500)).code).toBe('unknown');
  });

  it('maps a request without a response to network', () => {
    expect(classifyUpstreamFailure({ kind: 'no-response', reason: 'timeout' }).code).toBe(
      'network',
    );
    expect(classifyUpstreamFailure({ kind: 'no-response', reason: 'connection' }).code).toBe(
      'network',
    );
  });

  it('maps an unreadable answer to unknown', () => {
    expect(classifyUpstreamFailure({ kind: 'malformed', status: 200 }).code).toBe('unknown');
  });

  it('maps an unlabelled 401 to unauthenticated', () => {
    expect(classifyUpstreamFailure(apiError(undefined, 401)).code).toBe('unauthenticated');
  });

  it('never forwards the upstream message, but keeps the offending field', () => {
    const classified = classifyUpstreamFailure({
      ...apiError('WRONG_VERIFICATION_CODE'),
      field: 'otp',
    });
    expect(classified).toEqual({
      code: 'wrong-verification-code',
      message: 'The code is incorrect',
      field: 'otp',
    });
    const error = CatalogueError.fromUpstream(apiError('SOMETHING_ELSE'));
    expect(error.message).not.toContain('stack');
    expect(error.extensions).toEqual({ code: 'unknown' });
  });

  it('lists every code it can produce, each upstream code once', () => {
    const upstreamCodes = catalogue.flatMap((entry) => entry.upstreamCodes);
    expect(new Set(upstreamCodes).size).toBe(upstreamCodes.length);
    for (const entry of catalogue) expect(errorCodes).toContain(entry.code);
  });
});

describe('errors as data', () => {
  it('keeps a catalogued code, message and field for mutation payloads', () => {
    const error = CatalogueError.fromUpstream({
      kind: 'api-error',
      status: 400,
      code: 'WRONG_VERIFICATION_CODE',
      message: 'otp mismatch',
      field: 'otp',
    });
    expect(userErrorOf(error)).toEqual({
      code: 'WRONG_VERIFICATION_CODE',
      message: 'The code is incorrect',
      field: 'otp',
    });
    expect(userErrorOf(CatalogueError.of('unit-access-too-many-attempts')).code).toBe(
      'UNIT_ACCESS_TOO_MANY_ATTEMPTS',
    );
  });

  it('turns anything else into UNKNOWN without its message', () => {
    expect(userErrorOf(new TypeError('cannot read x of undefined'))).toEqual({
      code: 'UNKNOWN',
      message: 'Something went wrong',
      field: null,
    });
  });
});
