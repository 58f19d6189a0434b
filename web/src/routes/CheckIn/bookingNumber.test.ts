import { describe, expect, it } from 'vitest';
import { normaliseBookingNumber } from './bookingNumber.ts';

describe('a typed booking number', () => {
  it.each([
    ['BK-100007', 'BK-100007'],
    ['bk 100007', 'BK-100007'],
    [' bk-100007 ', 'BK-100007'],
    ['BK100007', 'BK-100007'],
    ['100007', 'BK-100007'],
  ])('reads %j as %j', (typed, sent) => {
    expect(normaliseBookingNumber(typed)).toBe(sent);
  });

  it('sends any other reference as typed', () => {
    expect(normaliseBookingNumber(' HX-44A9 ')).toBe('HX-44A9');
  });
});
