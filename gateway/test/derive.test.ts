import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dialledPhone, normalisePhone } from '../src/derive/contact.ts';
import { isMarketingConsentGiven, referralCodeOf } from '../src/derive/customer.ts';
import { toGraphQLEnum } from '../src/derive/enums.ts';
import { featureList, orderedImages, placeholderImageUrl } from '../src/derive/images.ts';
import { paymentCodeOf } from '../src/derive/payment.ts';
import { cancellationTypeOf, reservationStatusOf } from '../src/derive/reservation.ts';
import { availableProducts, listedOrderItems } from '../src/derive/stay/offers.ts';
import { isCheckOutAvailable } from '../src/derive/stay/stage.ts';
import { localDateOf, timeZoneOrDefault, wallClockInstant } from '../src/derive/time.ts';
import { connectionFromArray } from '../src/graphql/connection.ts';

describe('stay flags in the property time zone', () => {
  const stay = {
    startDate: '2026-12-01',
    endDate: '2026-12-03',
    status: 'confirmed',
    checkOutDate: null,
    timeZone: 'Europe/Helsinki',
  };

  it('opens check-out on the departure day, local time', () => {
    expect(isCheckOutAvailable({ ...stay, now: new Date('2026-12-02T21:59:00Z') })).toBe(false);
    expect(isCheckOutAvailable({ ...stay, now: new Date('2026-12-02T22:01:00Z') })).toBe(true);
  });

  it('never offers check-out for cancelled or checked-out stays', () => {
    const departureDay = new Date('2026-12-03T10:00:00Z');
    expect(isCheckOutAvailable({ ...stay, status: 'canceled', now: departureDay })).toBe(false);
    expect(
      isCheckOutAvailable({ ...stay, checkOutDate: '2026-12-03T08:00:00Z', now: departureDay }),
    ).toBe(false);
  });

  it('tells the local date to the second, across a midnight in a zone offset by minutes', () => {
    // Kathmandu is UTC+5:45: its midnight falls at 18:15 UTC. Asked again (remembered answers),
    // each second keeps its own date, and the same minute in another zone its own.
    for (let round = 0; round < 2; round++) {
      expect(localDateOf('2026-12-01T18:14:59Z', 'Asia/Kathmandu')).toBe('2026-12-01');
      expect(localDateOf(new Date('2026-12-01T18:15:00Z'), 'Asia/Kathmandu')).toBe('2026-12-02');
      expect(localDateOf('2026-12-01T18:15:00Z', 'UTC')).toBe('2026-12-01');
    }
  });

  it('reads instants as local dates and falls back to UTC for unknown zones', () => {
    expect(localDateOf('2026-12-01T23:30:00Z', 'Europe/Berlin')).toBe('2026-12-02');
    expect(localDateOf(new Date('2026-12-01T22:59:59Z'), 'Europe/Berlin')).toBe('2026-12-01');
    expect(timeZoneOrDefault('Mars/Olympus')).toBe('UTC');
    expect(timeZoneOrDefault(null)).toBe('UTC');
  });

  it('finds a wall-clock time in the zone, days later across a month and a change of offset', () => {
    // Berlin moves to summer time on 2026-03-29: 20:00 the evening before is 19:00 UTC, the
    // evening itself 18:00 UTC. Asked again (remembered answers), each is a Date of its own.
    for (let round = 0; round < 2; round++) {
      const before = wallClockInstant('2026-03-29', 20, 0, 'Europe/Berlin', -1);
      expect(before.toISOString()).toBe('2026-03-28T19:00:00.000Z');
      before.setTime(0);
      expect(wallClockInstant('2026-03-29', 20, 0, 'Europe/Berlin').toISOString()).toBe(
        '2026-03-29T18:00:00.000Z',
      );
      expect(wallClockInstant('2026-03-31', 0, 0, 'Asia/Kathmandu', 1).toISOString()).toBe(
        '2026-03-31T18:15:00.000Z',
      );
    }
  });
});

describe('derived values of spec §3', () => {
  it('reads a reservation status the same way for the stay and the account list', () => {
    expect(reservationStatusOf('confirmed')).toBe('CONFIRMED');
    expect(reservationStatusOf('canceled')).toBe('CANCELED');
    expect(reservationStatusOf('cancelled')).toBe('CANCELED');
    expect(reservationStatusOf('started')).toBe('UNKNOWN');
    expect(reservationStatusOf(undefined)).toBe('UNKNOWN');
  });

  it('normalises phones to + and digits as a person dials them', () => {
    expect(normalisePhone('+44 (0)20 7946-0958')).toBe('+442079460958');
    // The same spelling again, now remembered.
    expect(normalisePhone('+44 (0)20 7946-0958')).toBe('+442079460958');
    expect(normalisePhone('00 358 40 123 4567')).toBe('+358401234567');
    expect(normalisePhone('+49 (0)30 1234567')).toBe('+49301234567');
    // Not in any numbering plan libphonenumber knows: the digits are kept, the `00` still dialled.
    expect(normalisePhone('00 47 1')).toBe('+471');
    expect(normalisePhone('00 47 1')).toBe('+471');
    expect(normalisePhone('')).toBeNull();
    expect(normalisePhone(null)).toBeNull();
  });

  it('reads a typed phone as it is dialled, or not at all', () => {
    expect(dialledPhone(' 00 358 40 123 4567 ')).toBe('+358401234567');
    expect(dialledPhone('+44 (0)20 7946 0958')).toBe('+442079460958');
    expect(dialledPhone('040 123 4567')).toBeNull();
    expect(dialledPhone('+358 1')).toBeNull();
    expect(dialledPhone('call me')).toBeNull();
  });

  it('maps card brands to payment codes', () => {
    expect(paymentCodeOf('visa')).toBe('VIS');
    expect(paymentCodeOf('mastercard')).toBe('ECA');
    expect(paymentCodeOf('amex')).toBe('AMX');
    expect(paymentCodeOf('diners-club')).toBe('DIN');
    expect(paymentCodeOf('discover')).toBe('DIS');
    expect(paymentCodeOf('jcb')).toBe('JCB');
    expect(paymentCodeOf('union-pay')).toBe('CUP');
    expect(paymentCodeOf('unknown')).toBeNull();
  });

  it('orders images by sequence number and falls back to a placeholder', () => {
    const images = orderedImages([
      { url: 'b.jpg', sequenceNumber: 2 },
      { url: 'a.jpg', sequenceNumber: 1 },
    ]);
    expect(images.map((image) => image.url)).toEqual(['a.jpg', 'b.jpg']);
    expect(orderedImages([])).toEqual([
      { url: placeholderImageUrl, sequenceNumber: 0, isPlaceholder: true },
    ]);
  });

  it('points the placeholder at an image the web client ships (served from web/dist)', () => {
    const shipped = fileURLToPath(
      new URL(`../../web/public${placeholderImageUrl}`, import.meta.url),
    );
    expect(readFileSync(shipped, 'utf8')).toContain('<svg');
  });

  it('splits newline-separated features', () => {
    expect(featureList('Balcony\n\n Kitchen \n')).toEqual(['Balcony', 'Kitchen']);
  });

  it('reads marketing consent from options and the referral code from the first voucher', () => {
    expect(isMarketingConsentGiven({ options: ['send-marketing-emails'] })).toBe(true);
    expect(isMarketingConsentGiven({ options: [] })).toBe(false);
    expect(
      referralCodeOf({ referralVoucherCodes: [{ value: 'FRIEND10' }, { value: 'OTHER' }] }),
    ).toBe('FRIEND10');
    expect(referralCodeOf({ referralVoucherCodes: [] })).toBe('');
  });

  it('lists only pending, processed, confirmed and delivered order items', () => {
    const item = (id: string, status: string) => ({ id, status, priceGross: 1 });
    const statuses = ['pending', 'processed', 'confirmed', 'delivered', 'canceled', 'failed'];
    expect(
      listedOrderItems(statuses.map((status) => item(status, status))).map((i) => i.id),
    ).toEqual(statuses.slice(0, 4));
  });

  it('offers only available products', () => {
    const product = (id: string, isOrderable: boolean) => ({
      id,
      name: id,
      priceGross: 1,
      isOrderable,
    });
    expect(availableProducts([product('a', true), product('b', false)]).map((p) => p.id)).toEqual([
      'a',
    ]);
  });

  it('derives the cancellation type', () => {
    expect(cancellationTypeOf({ isOTA: true, isFreeCancellationAvailable: true })).toBe(
      'ONLINE_TRAVEL_AGENCY',
    );
    expect(
      cancellationTypeOf({ isOTA: false, freeCancellationEndDate: '2026-11-29T12:00:00Z' }),
    ).toBe('REFUNDABLE');
    expect(cancellationTypeOf({ isOTA: false, isFreeCancellationAvailable: false })).toBe(
      'NON_REFUNDABLE',
    );
  });

  it('maps upstream enum spellings and unknown values', () => {
    expect(toGraphQLEnum('diners-club', ['VISA', 'DINERS_CLUB'] as const, 'VISA')).toBe(
      'DINERS_CLUB',
    );
    expect(toGraphQLEnum('brand-new', ['VISA'] as const, 'VISA')).toBe('VISA');
  });
});

describe('connections', () => {
  it('pages with opaque cursors', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    const first = connectionFromArray(items, { first: 2 });
    expect(first.edges.map((edge) => edge.node)).toEqual(['a', 'b']);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = connectionFromArray(items, { first: 2, after: first.pageInfo.endCursor });
    expect(second.edges.map((edge) => edge.node)).toEqual(['c', 'd']);
    expect(second.totalCount).toBe(5);
    expect(
      connectionFromArray(items, { first: 10, after: second.pageInfo.endCursor }).pageInfo
        .hasNextPage,
    ).toBe(false);
  });
});
