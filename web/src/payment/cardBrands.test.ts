import { describe, expect, it } from 'vitest';
import {
  cvvLengthFor,
  detectCardBrand,
  formatCardNumber,
  isValidCardNumber,
  passesLuhn,
} from './cardBrands.ts';
import { lastFourOf, toCardBrand } from './storedCard.ts';

describe('Luhn', () => {
  it.each([
    '4242424242424242',
    '5555555555554444',
    '4000000000000002',
    '4000000000009995',
    '378282246310005',
    '6011111111111117',
  ])('%s passes', (number) => {
    expect(passesLuhn(number)).toBe(true);
  });

  it('fails a mistyped digit and anything but digits', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242 4242 4242 4242')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('card numbers', () => {
  it("accepts every test card of the sandbox's pay page, spaces allowed", () => {
    for (const number of [
      '4242 4242 4242 4242',
      '5555 5555 5555 4444',
      '4000 0000 0000 0002',
      '4000 0000 0000 9995',
    ]) {
      expect(isValidCardNumber(number), number).toBe(true);
    }
  });

  it('refuses a valid check digit at a length the brand does not have', () => {
    expect(isValidCardNumber('42424242424242')).toBe(false);
    expect(isValidCardNumber('4242 4242 4242 4241')).toBe(false);
  });

  it('groups the number as the card prints it and stops at the longest length', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005');
    expect(formatCardNumber('42a4')).toBe('424');
  });

  it('reads the last four digits of a masked number', () => {
    expect(lastFourOf('424242xxxxxx4242')).toBe('4242');
    expect(lastFourOf('**** **** **** 4444')).toBe('4444');
  });
});

describe('brand detection', () => {
  it.each([
    ['4', 'VISA'],
    ['4242 4242', 'VISA'],
    ['51', 'MASTERCARD'],
    ['5555 5555 5555 4444', 'MASTERCARD'],
    ['2221 00', 'MASTERCARD'],
    ['34', 'AMEX'],
    ['37', 'AMEX'],
    ['36', 'DINERS_CLUB'],
    ['3056', 'DINERS_CLUB'],
    ['3530', 'JCB'],
    ['6011', 'DISCOVER'],
    ['65', 'DISCOVER'],
    ['622126', 'DISCOVER'],
    ['6200', 'UNION_PAY'],
    ['9', 'UNKNOWN'],
    ['', 'UNKNOWN'],
  ])('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('asks 4 CVV digits for American Express, 3 otherwise', () => {
    expect(cvvLengthFor('3782 822463 10005')).toBe(4);
    expect(cvvLengthFor('4242')).toBe(3);
    expect(cvvLengthFor('')).toBe(3);
  });

  it("reads the schema's card type, a newer one as UNKNOWN", () => {
    expect(toCardBrand('VISA')).toBe('VISA');
    expect(toCardBrand('ELO')).toBe('UNKNOWN');
  });
});
