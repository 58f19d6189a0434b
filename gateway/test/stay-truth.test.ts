import { describe, expect, it } from 'vitest';
import { stayAt } from '../src/derive/stay/index.ts';
import type { OrderItemDto, ProductDto, ReservationDto } from '../src/upstream/dto.ts';

// The stay as one state machine (derive/stay), evaluated on a core API answer at an instant.
// Berlin is UTC+1 in December: the stay arrives Tuesday 1 December at 15:00 (14:00Z) and leaves
// Thursday 3 December at 11:00 (10:00Z).

const product = (type: string, extra: Partial<ProductDto> = {}): ProductDto => ({
  id: `product-${type}`,
  name: type,
  type,
  priceGross: 25,
  currency: 'EUR',
  chargeInterval: 'once',
  chargeMethod: 'once',
  isOrderable: true,
  customerRewardId: null,
  isForArrival: false,
  ...extra,
});

const products = [
  product('early-check-in'),
  product('late-check-out'),
  product('breakfast', { chargeInterval: 'daily', chargeMethod: 'per-person-per-time-unit' }),
  product('stocked-fridge', { isForArrival: true }),
  product('reservation-extension-request'),
  product('mid-stay-cleaning'),
];

const item = (type: string, consumptionDate: string, status = 'confirmed'): OrderItemDto => ({
  id: `item-${type}-${consumptionDate}`,
  productId: `product-${type}`,
  consumptionDate,
  priceGross: 25,
  currency: 'EUR',
  status,
});

function reservation(extra: Partial<ReservationDto> = {}): ReservationDto {
  return {
    id: 'r1',
    slug: 's1',
    confirmationNumber: 'BK-1',
    startDate: '2026-12-01T14:00:00.000Z',
    endDate: '2026-12-03T10:00:00.000Z',
    startDateLocal: '2026-12-01',
    endDateLocal: '2026-12-03',
    status: 'confirmed',
    checkInState: 'check-in-completed',
    isPaid: true,
    totalPrice: 200,
    currencyCode: 'EUR',
    property: {
      id: 'p1',
      key: 'berlin-kop92',
      name: 'Berlin',
      city: 'Berlin',
      timeZone: 'Europe/Berlin',
    },
    products,
    orderItems: [],
    ...extra,
  };
}

const at = (instant: string) => new Date(instant);

describe('the stay at an instant', () => {
  it('starts at the arrival time, not at midnight: a bought early check-in moves both', () => {
    const plain = reservation();
    expect(stayAt(plain, at('2026-12-01T08:00:00Z')).stage).toBe('ARRIVAL_DAY');
    expect(stayAt(plain, at('2026-12-01T08:00:00Z')).hasStarted).toBe(false);
    expect(stayAt(reservation(), at('2026-12-01T14:00:00Z')).hasStarted).toBe(true);

    const early = reservation({ orderItems: [item('early-check-in', '2026-12-01T11:00:00.000Z')] });
    const stay = stayAt(early, at('2026-12-01T11:30:00Z'));
    expect(stay.times.arrival).toBe('2026-12-01T11:00:00.000Z');
    expect(stay.hasStarted).toBe(true);
    expect(stay.keyWindow({ type: 'property-unit' }).validFrom).toBe('2026-12-01T11:00:00.000Z');
  });

  it('moves nothing for a pending or failed time, only for one that has gone through', () => {
    for (const status of ['pending', 'failed', 'canceled']) {
      const stay = stayAt(
        reservation({ orderItems: [item('late-check-out', '2026-12-03T12:00:00.000Z', status)] }),
        at('2026-11-20T10:00:00Z'),
      );
      expect(stay.times.departure, status).toBe('2026-12-03T10:00:00.000Z');
    }
  });

  it('says a bought time is bought (not on sale again) and changeable only until the guest is in', () => {
    const early = reservation({ orderItems: [item('early-check-in', '2026-12-01T11:00:00.000Z')] });
    const before = stayAt(early, at('2026-12-01T09:00:00Z'));
    expect(before.offerOfType('early-check-in')).toMatchObject({
      state: 'BOUGHT',
      canChange: true,
    });
    expect(before.offeredProducts().map((offered) => offered.type)).not.toContain('early-check-in');
    const inside = stayAt(early, at('2026-12-01T11:30:00Z'));
    expect(inside.offerOfType('early-check-in')).toMatchObject({
      state: 'BOUGHT',
      canChange: false,
    });
    expect(inside.orderLineRefusal([{ productId: 'product-early-check-in' }])).toMatchObject({
      code: 'ALREADY_ORDERED',
      field: 'productId',
    });
  });

  it('sells early check-in until the arrival time, late check-out until the departure time', () => {
    const stay = reservation();
    expect(stayAt(stay, at('2026-12-01T13:59:00Z')).offerOfType('early-check-in').state).toBe(
      'OFFERED',
    );
    expect(stayAt(stay, at('2026-12-01T14:00:00Z')).offerOfType('early-check-in').state).toBe(
      'NOT_AVAILABLE_NOW',
    );
    expect(stayAt(stay, at('2026-12-03T10:00:00Z')).offerOfType('late-check-out').state).toBe(
      'NOT_AVAILABLE_NOW',
    );
  });

  it('promotes nothing on the departure day that cannot be booked any more', () => {
    const departureDay = stayAt(reservation(), at('2026-12-03T07:00:00Z'));
    expect(departureDay.offerOfType('breakfast').state).toBe('NOT_AVAILABLE_NOW');
    expect(departureDay.offerOfType('stocked-fridge').state).toBe('NOT_AVAILABLE_NOW');
    expect(departureDay.offerOfType('mid-stay-cleaning').state).toBe('NOT_AVAILABLE_NOW');
    expect(
      departureDay
        .offeredProducts()
        .map((offered) => offered.type)
        .sort(),
    ).toEqual(['late-check-out', 'reservation-extension-request']);
  });

  it('sells a morning of breakfast until 20:00 the evening before, once', () => {
    const stay = reservation({ orderItems: [item('breakfast', '2026-12-02')] });
    const evening = stayAt(stay, at('2026-12-01T18:30:00Z')); // 19:30 in Berlin
    expect(
      evening.orderLineRefusal([{ productId: 'product-breakfast', consumptionDate: '2026-12-03' }]),
    ).toBeUndefined();
    expect(
      evening.orderLineRefusal([{ productId: 'product-breakfast', consumptionDate: '2026-12-02' }]),
    ).toMatchObject({ code: 'ALREADY_ORDERED', field: 'consumptionDate' });
    expect(
      evening.orderLineRefusal([{ productId: 'product-breakfast', consumptionDate: '2026-12-01' }]),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'consumptionDate' });
  });

  it('prices what a reward makes free at 0', () => {
    const rewarded = reservation({
      products: [product('early-check-in', { customerRewardId: 'reward-1' })],
    });
    expect(
      stayAt(rewarded, at('2026-11-20T10:00:00Z')).offerOfType('early-check-in'),
    ).toMatchObject({ state: 'OFFERED', price: 0, rewardId: 'reward-1' });
  });

  it('withholds the secrets of an unpaid stay and asks for payment after online check-in', () => {
    const unpaid = stayAt(reservation({ isPaid: false }), at('2026-12-01T15:00:00Z'));
    expect(unpaid).toMatchObject({
      isPaid: false,
      balanceDue: 200,
      showsSecrets: false,
      nextStep: 'PAY',
    });
    const notCheckedIn = stayAt(
      reservation({ isPaid: false, checkInState: 'guest-details-required' }),
      at('2026-12-03T08:00:00Z'),
    );
    // The departure day of a stay never checked in: check in comes first, not check-out.
    expect(notCheckedIn.stage).toBe('DEPARTURE_DAY');
    expect(notCheckedIn.nextStep).toBe('CHECK_IN_ONLINE');
  });

  it('says when the departure time has passed on the departure day', () => {
    expect(stayAt(reservation(), at('2026-12-03T09:59:00Z')).isPastDepartureTime).toBe(false);
    const late = stayAt(reservation(), at('2026-12-03T11:00:00Z'));
    expect(late).toMatchObject({ isPastDepartureTime: true, nextStep: 'CHECK_OUT' });
    const lateCheckOut = reservation({
      orderItems: [item('late-check-out', '2026-12-03T13:00:00.000Z')],
    });
    expect(stayAt(lateCheckOut, at('2026-12-03T11:00:00Z')).isPastDepartureTime).toBe(false);
  });

  it('refuses a transfer inside its notice, in the property time zone', () => {
    const stay = stayAt(reservation(), at('2026-12-01T10:00:00Z')); // 11:00 in Berlin
    expect(stay.requestNoticeRefusal(24 * 60, { date: '2026-12-02', time: '10:59' })).toBe(
      'TOO_SHORT_NOTICE',
    );
    expect(
      stay.requestNoticeRefusal(24 * 60, { date: '2026-12-02', time: '11:00' }),
    ).toBeUndefined();
    expect(stay.requestNoticeRefusal(null, { date: '2026-12-01', time: '11:30' })).toBeUndefined();
  });
});

describe('the stay of one answer', () => {
  it('is evaluated once for one instant, again a second later, and leaves the answer as sent', () => {
    const answer = reservation();
    const sent = JSON.stringify(answer);

    const first = stayAt(answer, at('2026-12-01T08:00:00.000Z'));
    expect(stayAt(answer, at('2026-12-01T08:00:00.900Z'))).toBe(first);
    const later = stayAt(answer, at('2026-12-01T08:00:02.000Z'));
    expect(later).not.toBe(first);
    expect(later.now).toEqual(at('2026-12-01T08:00:02.000Z'));

    expect(JSON.stringify(answer)).toBe(sent);
    expect(Object.keys(answer)).toEqual(Object.keys(reservation()));
  });
});
