import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from './format.ts';

// 14:00 UTC on 1 December 2026: 15:00 in Berlin, 16:00 in Helsinki, 14:00 in London.
const instant = '2026-12-01T14:00:00.000Z';

describe('formatDateTime', () => {
  it.each([
    ['Europe/London', 'en-GB', 'Tue, 1 Dec 2026, 14:00'],
    ['Europe/Berlin', 'en-GB', 'Tue, 1 Dec 2026, 15:00'],
    ['Europe/Helsinki', 'en-GB', 'Tue, 1 Dec 2026, 16:00'],
  ])('shows the wall clock of %s', (timeZone, locale, expected) => {
    expect(formatDateTime(instant, timeZone, locale)).toBe(expected);
  });

  it('moves to the next calendar day when the property is ahead of UTC', () => {
    expect(formatDateTime('2026-12-01T23:30:00Z', 'Europe/Tallinn', 'en-GB')).toBe(
      'Wed, 2 Dec 2026, 01:30',
    );
  });

  it('formats in the active locale', () => {
    expect(formatDateTime(instant, 'Europe/Berlin', 'de-DE')).toBe('Di., 1. Dez. 2026, 15:00');
  });

  it('reads the 24-hour clock in every language, Greek included', () => {
    expect(formatDateTime(instant, 'Europe/Athens', 'el-GR', 'time')).toBe('16:00');
    expect(formatDateTime(instant, 'Europe/Athens', 'el-GR')).not.toMatch(/μ\.μ\.|π\.μ\./);
    for (const locale of ['da-DK', 'de-DE', 'es-ES', 'et-EE', 'fi-FI', 'it-IT', 'nl-NL', 'no-NO']) {
      expect(formatDateTime(instant, 'Europe/Berlin', locale, 'time')).toMatch(/^15[:.]00$/);
    }
  });

  it('has date-only and time-only styles', () => {
    expect(formatDateTime(instant, 'Europe/Athens', 'en-GB', 'date')).toBe('1 Dec 2026');
  });

  it('falls back to UTC for an unknown time zone', () => {
    expect(formatDateTime(instant, 'Mars/Olympus', 'en-GB')).toBe('Tue, 1 Dec 2026, 14:00');
  });
});

describe('formatMoney', () => {
  it('shows the amount in its own currency and the guest language', () => {
    expect(formatMoney({ decimalAmount: '12.50', currencyCode: 'EUR' }, 'de-DE')).toBe(
      '12,50\u00a0€',
    );
    expect(formatMoney({ decimalAmount: '12.50', currencyCode: 'GBP' }, 'en-GB')).toBe('£12.50');
    expect(formatMoney({ decimalAmount: '1250.00', currencyCode: 'DKK' }, 'da-DK')).toBe(
      '1.250,00\u00a0kr.',
    );
  });

  it('keeps every digit of large amounts exact', () => {
    expect(formatMoney({ decimalAmount: '12345678901234.57', currencyCode: 'EUR' }, 'en-GB')).toBe(
      '€12,345,678,901,234.57',
    );
  });

  it('shows an unknown currency code beside a plain number', () => {
    expect(formatMoney({ decimalAmount: '3', currencyCode: 'XYZ1' }, 'en-GB')).toBe('3.00 XYZ1');
  });
});
