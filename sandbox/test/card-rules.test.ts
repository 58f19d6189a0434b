import { describe, expect, it } from 'vitest';
import {
  brandOf,
  cvvLengthFor,
  expirationDateOf,
  hasExpired,
  maskNumber,
  passesLuhn,
} from '../src/domain/cards.ts';

describe('card rules', () => {
  it('Luhn-checks numbers', () => {
    for (const valid of [
      '4242424242424242',
      '5555555555554444',
      '4000000000000002',
      '378282246310005',
    ]) {
      expect(passesLuhn(valid), valid).toBe(true);
    }
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('tells brands from issuer prefixes', () => {
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('2223003122003222')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
    expect(brandOf('30569309025904')).toBe('diners-club');
    expect(brandOf('6011111111111117')).toBe('discover');
    expect(brandOf('3530111333300000')).toBe('jcb');
    expect(brandOf('6200000000000005')).toBe('union-pay');
    expect(brandOf('9999999999999995')).toBe('unknown');
    expect(cvvLengthFor('amex')).toBe(4);
    expect(cvvLengthFor('visa')).toBe(3);
  });

  it('masks all but the first six and last four digits', () => {
    expect(maskNumber('4242424242424242')).toBe('424242xxxxxx4242');
    expect(maskNumber('378282246310005')).toBe('378282xxxxx0005');
  });

  it('reads MM/YY and keeps a card valid through its expiry month', () => {
    expect(expirationDateOf('07/29')).toBe('2029-07');
    expect(expirationDateOf('00/29')).toBeNull();
    expect(expirationDateOf('13/29')).toBeNull();
    expect(hasExpired('2026-06', new Date('2026-06-30T23:59:59Z'))).toBe(false);
    expect(hasExpired('2026-06', new Date('2026-07-01T00:00:00Z'))).toBe(true);
  });
});
