import { describe, expect, it } from 'vitest';
import { cleaningSlots, isWeekday } from '../src/domain/cleaning-slots.ts';
import { elevatorStatus } from '../src/domain/elevator.ts';
import { ageOn, needsIdentityCheck, normalisePhone } from '../src/domain/identity-check.ts';
import { requestedLanguage } from '../src/domain/language.ts';
import { quoteRates } from '../src/domain/rates.ts';
import { parseSelect } from '../src/domain/select.ts';
import { extensionOptions } from '../src/domain/stay-extension.ts';
import { unitDateOptions } from '../src/domain/unit-dates.ts';

describe('cleaning slots', () => {
  it('skip weekends and the arrival and departure days, and follow daylight saving', () => {
    expect(isWeekday('2026-10-24')).toBe(false); // Saturday
    // Friday 23 to Tuesday 27 October in Berlin; clocks go back on Sunday the 25th.
    const slots = cleaningSlots(
      { startDate: '2026-10-23', endDate: '2026-10-27' },
      'Europe/Berlin',
      new Date('2026-10-01T00:00:00Z'),
      new Set(['2026-10-26T09:00:00.000Z']),
    );
    expect(slots).toHaveLength(8);
    expect(slots[0]).toEqual({
      startDate: '2026-10-26T08:00:00.000Z',
      endDate: '2026-10-26T09:00:00.000Z',
      isAvailable: true,
    });
    expect(slots[1]?.isAvailable).toBe(false);
  });
});

describe('stay extension', () => {
  it('checks 1, 2 and more than 2 nights against the unit’s next stay', () => {
    const options = extensionOptions(
      '2026-06-18',
      [{ startDate: '2026-06-20', endDate: '2026-06-22' }],
      true,
    );
    expect(options.map((option) => [option.kind, option.isAvailable, option.endDate])).toEqual([
      ['one-night', true, '2026-06-19'],
      ['two-nights', true, '2026-06-20'],
      ['more-than-two-nights', false, '2026-06-21'],
    ]);
    expect(options[0]?.maxNights).toBe(2);
    expect(extensionOptions('2026-06-18', [], false).every((option) => !option.isAvailable)).toBe(
      true,
    );
  });
});

describe('rates', () => {
  it('quote a flexible and a cheaper non-refundable rate, with VAT inside the gross price', () => {
    const [flexible, saver] = quoteRates({
      nightlyRateMinor: 10_000,
      nights: 3,
      vatPercent: 10,
      voucherDiscountPercent: 20,
    });
    expect(flexible).toMatchObject({
      pricePerNightMinor: 10_000,
      discountPricePerNightMinor: 8_000,
      totalPriceMinor: 24_000,
      vatAmountMinor: 2_182,
    });
    expect(saver).toMatchObject({ pricePerNightMinor: 9_000, discountPricePerNightMinor: 7_200 });
  });
});

describe('unit dates', () => {
  const clock = { timeZone: 'UTC', checkInTime: '15:00', checkOutTime: '11:00' };

  it('offer arrivals from the check-in time when someone leaves that morning, earlier otherwise', () => {
    const dates = unitDateOptions(
      { startDate: '2026-06-20', endDate: '2026-06-22' },
      [{ startDate: '2026-06-16', endDate: '2026-06-18' }],
      '2026-06-15',
      clock,
    );
    const starts = dates.filter((date) => date.type === 'start-date');
    expect(starts.map((date) => date.date)).toEqual([
      '2026-06-18',
      '2026-06-19',
      '2026-06-20',
      '2026-06-21',
    ]);
    expect(starts[0]?.timeslot.startDate).toBe('2026-06-18T15:00:00.000Z');
    expect(starts[1]?.timeslot.startDate).toBe('2026-06-19T12:00:00.000Z');
  });
});

describe('online check-in rules', () => {
  it('ask foreign guests for an ID, count age on arrival and normalise phones', () => {
    expect(needsIdentityCheck('FI', 'fi-FI')).toBe(false);
    expect(needsIdentityCheck('SE', 'fi-FI')).toBe(true);
    expect(ageOn('2008-06-16', '2026-06-15')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(normalisePhone('+358 (40) 123-4567')).toBe('+358401234567');
  });
});

describe('small parsers', () => {
  it('elevator status, $select and the language header', () => {
    const at = new Date('2026-06-15T08:00:00Z');
    expect(elevatorStatus(at, new Date('2026-06-15T08:00:02Z'))).toBe('sent');
    expect(elevatorStatus(at, new Date('2026-06-15T08:00:03Z'))).toBe('on-the-way');
    expect(elevatorStatus(at, new Date('2026-06-15T08:00:15Z'))).toBe('arrived');
    expect(parseSelect(' key , id,key', ['id', 'key', 'phone'])).toEqual(['key', 'id']);
    expect(parseSelect(undefined, ['id', 'key'])).toEqual(['id', 'key']);
    expect(() => parseSelect('email', ['id'])).toThrow(/email/);
    expect(requestedLanguage('NOR')).toBe('no');
    expect(requestedLanguage('fi-FI')).toBe('fi');
    expect(requestedLanguage(undefined)).toBe('en');
  });
});
