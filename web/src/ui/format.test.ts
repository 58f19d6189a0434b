import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDateTime,
  formatLocalDate,
  formatMoney,
  formattedLimit,
  keepFormattedTexts,
  recordFormattedTexts,
} from './format.ts';

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

/** Intl's `format` is a getter that hands out a bound function: each read is one formatting. */
const formatReads = (prototype: object) =>
  vi.spyOn(prototype as { format: unknown }, 'format', 'get');

describe('formatted values', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('are formatted once per value, language, style and zone', () => {
    const format = formatReads(Intl.DateTimeFormat.prototype);
    const at = '2031-05-04T09:15:00Z';
    for (let time = 0; time < 3; time++) formatDateTime(at, 'Europe/Madrid', 'es-ES', 'time');
    expect(format).toHaveBeenCalledTimes(1);
    expect(formatDateTime(at, 'Europe/Madrid', 'es-ES', 'time')).toBe('11:15');
    // Another zone, language or style is another text.
    expect(formatDateTime(at, 'Europe/London', 'es-ES', 'time')).toBe('10:15');
    expect(formatDateTime(at, 'Europe/Madrid', 'en-GB', 'date')).toBe('4 May 2031');
    expect(formatLocalDate('2031-05-04', 'en-GB', 'date')).toBe('4 May 2031');
    expect(format).toHaveBeenCalledTimes(4);
  });

  it('keep prices apart by currency and language', () => {
    const format = formatReads(Intl.NumberFormat.prototype);
    expect(formatMoney({ decimalAmount: '7.10', currencyCode: 'EUR' }, 'fi-FI')).toBe(
      '7,10\u00a0€',
    );
    expect(formatMoney({ decimalAmount: '7.10', currencyCode: 'EUR' }, 'fi-FI')).toBe(
      '7,10\u00a0€',
    );
    expect(formatMoney({ decimalAmount: '7.10', currencyCode: 'DKK' }, 'fi-FI')).toBe(
      '7,10\u00a0DKK',
    );
    expect(formatMoney({ decimalAmount: '7.10', currencyCode: 'EUR' }, 'en-GB')).toBe('€7.10');
    expect(format).toHaveBeenCalledTimes(3);
  });

  it('are forgotten when the store is full, and formatted again', () => {
    const format = formatReads(Intl.DateTimeFormat.prototype);
    const first = '2032-01-01T00:00:00Z';
    formatDateTime(first, 'UTC', 'en-GB', 'date');
    for (let day = 0; day < formattedLimit; day++) {
      formatDateTime(
        new Date(Date.UTC(2033, 0, 1) + day * 86_400_000).toISOString(),
        'UTC',
        'en-GB',
        'date',
      );
    }
    format.mockClear();
    expect(formatDateTime(first, 'UTC', 'en-GB', 'date')).toBe('1 Jan 2032');
    expect(format).toHaveBeenCalledTimes(1);
  });
});

describe("a server render's formatted values", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('are recorded by the render they were formatted for, and by no other', () => {
    const render = { language: 'de-DE' };
    const otherRender = { language: 'de-DE' };
    const recorded = recordFormattedTexts(render);
    const otherRecorded = recordFormattedTexts(otherRender);

    // As react-i18next hands the instance to each component: behind a proxy of its own.
    const asComponentsSeeIt = new Proxy(render, {});
    const shown = formatDateTime(instant, 'Europe/Berlin', asComponentsSeeIt, 'time');
    formatMoney({ decimalAmount: '12.50', currencyCode: 'EUR' }, asComponentsSeeIt);
    formatLocalDate('2026-12-02', render, 'date');
    formatDateTime(instant, 'Europe/Berlin', 'de-DE', 'date');

    expect(shown).toBe('15:00');
    expect(Object.values(recorded())).toEqual(['15:00', '12,50\u00a0€', '2. Dez. 2026']);
    expect(otherRecorded()).toEqual({});
  });

  it('are shown by the browser as the server wrote them, without formatting them again', () => {
    const render = { language: 'en-GB' };
    const recorded = recordFormattedTexts(render);
    const at = '2031-06-01T09:30:00Z';
    formatDateTime(at, 'Europe/London', render, 'dateTime');
    // As a browser whose Intl writes a date differently would keep the server's text.
    const fromServer = Object.fromEntries(
      Object.keys(recorded()).map((key) => [key, 'as the server wrote it']),
    );
    const format = formatReads(Intl.DateTimeFormat.prototype);

    keepFormattedTexts(fromServer);

    expect(formatDateTime(at, 'Europe/London', 'en-GB', 'dateTime')).toBe('as the server wrote it');
    expect(format).not.toHaveBeenCalled();
  });
});
