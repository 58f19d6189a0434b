import { describe, expect, it } from 'vitest';
import {
  isCompleteExpiry,
  isExpiryInPast,
  nextExpiryValue,
  toExpirationDate,
} from './expiryInput.ts';

/** Types the keys one by one into an empty field, as the browser sends each new value. */
function typeKeys(keys: string): string {
  let value = '';
  for (const key of keys) value = nextExpiryValue(value, value + key);
  return value;
}

describe('the card expiry input (spec §5)', () => {
  it('drops everything but digits and the slash', () => {
    expect(nextExpiryValue('', 'a')).toBe('');
    expect(nextExpiryValue('', '1-')).toBe('1');
    expect(typeKeys('1x2 / 2a8')).toBe('12/28');
  });

  it('keeps 0 or 1 alone, a month still being typed', () => {
    expect(typeKeys('0')).toBe('0');
    expect(typeKeys('1')).toBe('1');
  });

  it.each(['2', '3', '4', '5', '6', '7', '8', '9'])(
    'turns a single %s into 0, the digit and a slash',
    (digit) => {
      expect(typeKeys(digit)).toBe(`0${digit}/`);
    },
  );

  it('appends the slash to a valid two-digit month', () => {
    expect(typeKeys('01')).toBe('01/');
    expect(typeKeys('12')).toBe('12/');
    expect(typeKeys('10')).toBe('10/');
  });

  it('refuses a second digit that makes no month', () => {
    expect(typeKeys('13')).toBe('1');
    expect(typeKeys('00')).toBe('0');
  });

  it('takes up to two digits of the year after the slash', () => {
    expect(typeKeys('1228')).toBe('12/28');
    expect(typeKeys('122845')).toBe('12/28');
    expect(typeKeys('428')).toBe('04/28');
    expect(nextExpiryValue('', '12/2028')).toBe('12/20');
  });

  it("removes the month's last digit when backspace deletes the slash", () => {
    expect(nextExpiryValue('12/', '12')).toBe('1');
    expect(nextExpiryValue('04/', '04')).toBe('0');
    // Backspace in the year removes only the year's digit.
    expect(nextExpiryValue('12/2', '12/')).toBe('12/');
    expect(nextExpiryValue('12/28', '12/2')).toBe('12/2');
  });

  it('keeps the year while the month is changed', () => {
    // Backspace after the month's 2, then a 1: 12/28 becomes 11/28.
    expect(nextExpiryValue('12/28', '1/28')).toBe('1/28');
    expect(nextExpiryValue('1/28', '11/28')).toBe('11/28');
    // The whole month selected and deleted, then a new one typed.
    expect(nextExpiryValue('12/28', '/28')).toBe('/28');
    expect(nextExpiryValue('/28', '4/28')).toBe('04/28');
    expect(nextExpiryValue('/28', '0/28')).toBe('0/28');
    // A digit that makes no month is not taken: the month stays as it was typed.
    expect(nextExpiryValue('1/28', '13/28')).toBe('1/28');
    expect(nextExpiryValue('12/28', '12/283')).toBe('12/28');
  });

  it('converts to year-month with a 20 prefix', () => {
    expect(toExpirationDate('12/28')).toBe('2028-12');
    expect(toExpirationDate('04/31')).toBe('2031-04');
    expect(toExpirationDate('04/3')).toBeNull();
    expect(isCompleteExpiry('04/3')).toBe(false);
    expect(isCompleteExpiry('04/30')).toBe(true);
  });

  it('knows a card that expired before this month; this month still works', () => {
    const now = new Date(2026, 10, 23);
    expect(isExpiryInPast('10/26', now)).toBe(true);
    expect(isExpiryInPast('11/26', now)).toBe(false);
    expect(isExpiryInPast('01/27', now)).toBe(false);
    expect(isExpiryInPast('12/25', now)).toBe(true);
  });
});
