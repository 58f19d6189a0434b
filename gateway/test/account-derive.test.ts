import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { orderFailureOf, orderStatusOf } from '../src/derive/order-status.ts';
import { shownReservationSummaries } from '../src/derive/reservation-summaries.ts';
import {
  isRewardUnlocked,
  rewardStatusOf,
  rewardsAsCounted,
  shownRewards,
} from '../src/derive/rewards.ts';
import { stayTimeChangesOf, timeslotOrderLine } from '../src/derive/stay/times.ts';
import { GatewayError } from '../src/errors/gateway-error.ts';
import { reportedUserError } from '../src/errors/user-error.ts';
import { ReservationSummary } from '../src/resolvers/types/ReservationSummary.ts';
import type { ProductAvailabilityDto, ReservationSummaryDto } from '../src/upstream/dto.ts';

const progress = (nights: number, reservations: number) => ({
  nightsUntilNextTier: nights,
  reservationsUntilNextTier: reservations,
});

describe('rewards (spec §3, §4)', () => {
  it('derives status and unlocked state from nights and reservations still needed', () => {
    expect(rewardStatusOf(progress(0, 0))).toBe('ACTIVE');
    expect(rewardStatusOf(progress(0, 1))).toBe('UPCOMING');
    expect(rewardStatusOf(progress(0, 2))).toBe('INACTIVE');
    expect(rewardStatusOf(progress(3, 0))).toBe('INACTIVE');
    expect(isRewardUnlocked(progress(0, 1))).toBe(true);
    expect(isRewardUnlocked(progress(1, 1))).toBe(false);
  });

  it('calls a reward a stay has used used, neither unlocked nor locked any more', () => {
    const used = { ...progress(0, 1), redeemedAt: '2026-06-15T09:00:00.000Z' };
    expect(rewardStatusOf(used)).toBe('USED');
    expect(isRewardUnlocked(used)).toBe(false);
  });

  it('keeps the seven types and sorts by nights plus reservations, ties in upstream order', () => {
    const rewards = [
      { type: 'gym', ...progress(4, 1) },
      { type: 'legacy-points', ...progress(0, 0) },
      { type: 'loyalty-voucher', ...progress(0, 0) },
      { type: 'check-in-early', ...progress(2, 0) },
      { type: 'obvlo-access', ...progress(1, 1) },
    ];
    expect(shownRewards(rewards).map((reward) => reward.type)).toEqual([
      'loyalty-voucher',
      'check-in-early',
      'obvlo-access',
      'gym',
    ]);
  });
});

describe('rewards counted as the statistics count nights', () => {
  const reward = (type: string, totalNightsRequired: number, nightsUntilNextTier: number) => ({
    type,
    totalNightsRequired,
    nightsUntilNextTier,
    reservationsUntilNextTier: 1,
  });

  it("takes the nights still needed from the account's nights stayed, not the core API's own count", () => {
    // The core API's progress says 3 nights are still needed for 10; the account says 14 stayed.
    const counted = rewardsAsCounted(
      [reward('check-out-late', 10, 3), reward('obvlo-access', 20, 11)],
      { nightsStayed: 14 },
    );
    expect(counted.map((r) => r.nightsUntilNextTier)).toEqual([0, 6]);
    // Its status follows: no night left and one stay to go is upcoming, no longer locked.
    expect(counted.map((r) => rewardStatusOf(r))).toEqual(['UPCOMING', 'INACTIVE']);
  });

  it("keeps the core API's progress while the statistics cannot be loaded", () => {
    const rewards = [reward('check-out-late', 10, 3)];
    expect(rewardsAsCounted(rewards, null)).toEqual(rewards);
  });
});

describe('order status (spec §4)', () => {
  it('maps the three statuses and raises on any other', () => {
    expect(orderStatusOf({ status: 'pending' })).toBe('PENDING');
    expect(orderStatusOf({ status: 'ordered' })).toBe('ORDERED');
    expect(orderStatusOf({ status: 'failed' })).toBe('FAILED');
    expect(() => orderStatusOf({ status: 'shipped' })).toThrow(GatewayError);
  });

  it('classifies failures through the catalogue as payment or order', () => {
    const failed = (errorCode: string | null) => ({ id: 'o', status: 'failed', errorCode });
    expect(orderFailureOf(failed('ERROR_ORDER_PAYMENT'))?.code).toBe('PAYMENT');
    expect(orderFailureOf(failed('ERROR_ORDER'))?.code).toBe('ORDER');
    expect(orderFailureOf(failed(null))?.code).toBe('ORDER');
    expect(orderFailureOf({ id: 'o', status: 'ordered', errorCode: null })).toBeNull();
  });
});

describe('active reservation summaries', () => {
  const summary = (slug: string, startDate: string, isWhiteLabel: boolean) =>
    ({
      slug,
      startDate,
      property: { isWhiteLabel },
    }) as unknown as ReservationSummaryDto;

  it('leaves white-label properties out and shows the soonest first', () => {
    const shown = shownReservationSummaries([
      summary('later', '2026-12-20T14:00:00Z', false),
      summary('white', '2026-12-01T14:00:00Z', true),
      summary('sooner', '2026-12-05T14:00:00Z', false),
    ]);
    expect(shown.map((reservation) => reservation.slug)).toEqual(['sooner', 'later']);
  });

  it('answers a time zone the client can use: UTC when missing or not an IANA zone', () => {
    const timeZoneOf = (timeZone: string | null) =>
      (ReservationSummary.timeZone as (parent: unknown) => unknown)({ property: { timeZone } });
    expect(timeZoneOf('Europe/Helsinki')).toBe('Europe/Helsinki');
    expect(timeZoneOf(null)).toBe('UTC');
    expect(timeZoneOf('Mars/Olympus_Mons')).toBe('UTC');
  });
});

describe('stay time changes', () => {
  const availability = {
    productType: 'late-check-out',
    productId: 'p-late',
    price: 20,
    currency: 'EUR',
    date: '2026-12-03',
    timeslots: [{ id: 't1', time: '13:00', startDate: '2026-12-03T12:00:00.000Z', remaining: 2 }],
  } as ProductAvailabilityDto;

  it('turns the chosen times into the early check-in and late check-out products', () => {
    expect(stayTimeChangesOf({ checkInTime: '12:00', checkOutTime: null })).toEqual([
      { productType: 'early-check-in', time: '12:00', field: 'checkInTime' },
    ]);
    expect(stayTimeChangesOf({})).toEqual([]);
  });

  it('orders the timeslot at the chosen time, and nothing when it is not on offer', () => {
    const change = { productType: 'late-check-out', field: 'checkOutTime' } as const;
    expect(timeslotOrderLine(availability, { ...change, time: '13:00' })).toEqual({
      productId: 'p-late',
      consumptionDate: '2026-12-03T12:00:00.000Z',
    });
    expect(timeslotOrderLine(availability, { ...change, time: '14:00' })).toBeUndefined();
    expect(timeslotOrderLine(undefined, { ...change, time: '13:00' })).toBeUndefined();
  });
});

describe('reportedUserError', () => {
  it('logs the codes of a refusal, never the upstream message that may echo an e-mail', () => {
    const lines: unknown[] = [];
    const logger = {
      warn: (...args: unknown[]) => lines.push(args),
      error: (...args: unknown[]) => lines.push(args),
    } as unknown as FastifyBaseLogger;
    const refusal = GatewayError.fromUpstream({
      kind: 'api-error',
      status: 400,
      code: 'WRONG_VERIFICATION_CODE',
      message: 'Code 123456 is wrong for aino.virtanen@example.com',
    });
    expect(reportedUserError(refusal, logger)).toEqual({
      code: 'WRONG_VERIFICATION_CODE',
      message: 'The code is incorrect',
      field: null,
      retryAfterSeconds: null,
    });
    const logged = JSON.stringify(lines);
    expect(logged).toContain('WRONG_VERIFICATION_CODE');
    expect(logged).not.toContain('aino.virtanen');
    expect(logged).not.toContain('123456');
  });
});
