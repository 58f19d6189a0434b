import { describe, expect, it } from 'vitest';
import {
  isTimeslotOf,
  isValidDateInput,
  itemPriceMinor,
  orderOutcome,
} from '../src/domain/orders.ts';

const line = { orderable: true, inventoryLeft: true, priceGrossMinor: 1000 };
const goodCard = { chargeOutcome: 'succeeds' as const };

describe('order pricing', () => {
  const item = { quantity: 1, guests: 3, from: '2026-06-15', until: '2026-06-18' };

  it('charges per person, per day and per quantity as the charge method says', () => {
    const product = { priceGrossMinor: 1200, chargeInterval: 'daily' };
    expect(itemPriceMinor({ ...product, chargeMethod: 'once' }, item)).toBe(1200);
    expect(itemPriceMinor({ ...product, chargeMethod: 'per-person' }, item)).toBe(3600);
    expect(itemPriceMinor({ ...product, chargeMethod: 'per-time-unit' }, item)).toBe(3600);
    expect(itemPriceMinor({ ...product, chargeMethod: 'per-person-per-time-unit' }, item)).toBe(
      10800,
    );
    expect(itemPriceMinor({ ...product, chargeMethod: 'once' }, { ...item, quantity: 2 })).toBe(
      2400,
    );
  });

  it('counts one time unit without an end date or for non-daily intervals', () => {
    const hourly = {
      priceGrossMinor: 500,
      chargeInterval: 'hourly',
      chargeMethod: 'per-time-unit',
    };
    expect(itemPriceMinor(hourly, item)).toBe(500);
    const daily = { ...hourly, chargeInterval: 'daily' };
    expect(itemPriceMinor(daily, { ...item, until: null })).toBe(500);
  });
});

describe('order outcome', () => {
  it('orders when every line can be ordered and the card charges', () => {
    expect(orderOutcome([line], goodCard, true)).toBeNull();
  });

  it('fails with ERROR_ORDER before trying a charge', () => {
    expect(orderOutcome([line, { ...line, orderable: false }], null, true)).toBe('ERROR_ORDER');
    expect(orderOutcome([{ ...line, inventoryLeft: false }], goodCard, true)).toBe('ERROR_ORDER');
    expect(orderOutcome([line], goodCard, false)).toBe('ERROR_ORDER');
  });

  it('fails with ERROR_ORDER_PAYMENT without a card or with a failing one, unless free', () => {
    expect(orderOutcome([line], null, true)).toBe('ERROR_ORDER_PAYMENT');
    expect(orderOutcome([line], { chargeOutcome: 'fails' }, true)).toBe('ERROR_ORDER_PAYMENT');
    expect(orderOutcome([{ ...line, priceGrossMinor: 0 }], null, true)).toBeNull();
  });
});

describe('timeslots', () => {
  it('matches an instant to a local slot time on the date, across time zones', () => {
    const times = ['12:00', '13:00'];
    expect(isTimeslotOf(times, '2026-06-15', 'Europe/London', '2026-06-15T11:00:00.000Z')).toBe(
      true,
    );
    expect(isTimeslotOf(times, '2026-06-15', 'Europe/Helsinki', '2026-06-15T11:00:00.000Z')).toBe(
      false,
    );
    expect(isTimeslotOf(times, '2026-06-15', 'Europe/Helsinki', '2026-06-15T09:00:00.000Z')).toBe(
      true,
    );
  });
});

describe('date input', () => {
  it('accepts real dates and instants only', () => {
    expect(isValidDateInput('2028-02-29')).toBe(true);
    expect(isValidDateInput('2026-06-15T11:00:00.000Z')).toBe(true);
    expect(isValidDateInput('2026-06-15T13:00:00+02:00')).toBe(true);
    expect(isValidDateInput('2026-02-29')).toBe(false);
    expect(isValidDateInput('2026-02-30T10:00:00Z')).toBe(false);
    expect(isValidDateInput('2026-06-15T25:00:00Z')).toBe(false);
  });
});
