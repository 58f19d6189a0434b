import { describe, expect, it } from 'vitest';
import { decimalOf, money, multiplyMoney, sumMoney } from './money.ts';

describe('exact money', () => {
  it('spells minor units as the schema does', () => {
    expect(decimalOf(1250, 2)).toBe('12.50');
    expect(decimalOf(5, 2)).toBe('0.05');
    expect(decimalOf(-5, 2)).toBe('-0.05');
    expect(decimalOf(0, 2)).toBe('0.00');
    expect(decimalOf(1200, 0)).toBe('1200');
    expect(decimalOf(7, 3)).toBe('0.007');
  });

  it('adds in minor units, so 0.10 + 0.20 is exactly 0.30', () => {
    const total = sumMoney([money(10, 'EUR'), money(20, 'EUR')], 'EUR');
    expect(total).toEqual({
      amountMinor: 30,
      minorUnitDigits: 2,
      decimalAmount: '0.30',
      currencyCode: 'EUR',
    });
  });

  it('is zero in the currency for no amounts', () => {
    expect(sumMoney([], 'NOK').decimalAmount).toBe('0.00');
  });

  it('refuses to add two currencies', () => {
    expect(() => sumMoney([money(100, 'EUR'), money(100, 'GBP')], 'EUR')).toThrow(RangeError);
  });

  it('multiplies by guests or nights', () => {
    expect(multiplyMoney(money(1450, 'EUR'), 3).decimalAmount).toBe('43.50');
    expect(() => multiplyMoney(money(1450, 'EUR'), 1.5)).toThrow(RangeError);
  });
});
