import type { CustomerRewardTable, Flag, ProductTable } from '../db/types.ts';
import { addDays, nightsBetween, zonedInstant } from './time.ts';

// What a stay can buy, and when: the rules the core API enforces when an order is placed and
// settles, and that its availability answers follow, so nothing it offers is refused and nothing
// it refuses was offered. The gateway states the same rules for the app (gateway/src/derive/stay).

/** Order items in these statuses hold what they bought (spec §3 lists only these). */
export const liveItemStatuses = ['pending', 'processed', 'confirmed', 'delivered'] as const;

export function isLiveItem(status: string): boolean {
  return (liveItemStatuses as readonly string[]).includes(status);
}

type ProductKind = Pick<ProductTable, 'type'> & { isForArrival: Flag };

const boughtOnceTypes: ReadonlySet<string> = new Set([
  'early-check-in',
  'late-check-out',
  'unit-category-upgrade',
]);

/**
 * A stay has one arrival, one departure and one unit: early check-in, late check-out and an
 * upgrade are bought once (a bought time is changed, never bought again), and so is whatever is
 * prepared for the arrival.
 */
export function isBoughtOnce(product: ProductKind): boolean {
  return boughtOnceTypes.has(product.type) || product.isForArrival === 1;
}

/** Products sold by the day (GET /product-availability answers them as `days`). */
export const dailyProductTypes: ReadonlySet<string> = new Set([
  'breakfast',
  'gym',
  'parking',
  'sauna-kit',
  'stocked-fridge',
]);

/** Breakfast for a morning can be ordered until this local time the evening before. */
export const breakfastOrderCutoff = '20:00';

/**
 * The days a daily product is sold for: breakfast the morning after each night, what is prepared
 * for the arrival its arrival day, the rest each night of the stay.
 */
export function dailyDates(
  stay: { startDate: string; endDate: string },
  product: ProductKind,
): string[] {
  if (product.isForArrival === 1) return [stay.startDate];
  const first = product.type === 'breakfast' ? addDays(stay.startDate, 1) : stay.startDate;
  const count = nightsBetween(stay.startDate, stay.endDate);
  return Array.from({ length: count }, (_, offset) => addDays(first, offset));
}

export interface StayClock {
  now: Date;
  /** Today in the property's time zone. */
  today: string;
  timeZone: string;
  /** When the guest may come in: a bought early check-in, else the standard check-in time. */
  arrival: Date;
}

/** Whether a day of a daily product can still be ordered (not whether the stay takes orders). */
export function isDayOpen(product: ProductKind, date: string, clock: StayClock): boolean {
  if (product.isForArrival === 1) return clock.now < clock.arrival;
  if (product.type === 'breakfast') {
    return clock.now < zonedInstant(addDays(date, -1), breakfastOrderCutoff, clock.timeZone);
  }
  return date >= clock.today;
}

/**
 * The days an order line covers, as it is priced: a per-day price counts the nights from
 * `from` to `until` (at least one), any other price covers its first day.
 */
export function daysCovered(
  product: Pick<ProductTable, 'chargeMethod' | 'chargeInterval'>,
  from: string,
  until: string | null,
): string[] {
  const perDay =
    product.chargeMethod.endsWith('per-time-unit') && product.chargeInterval === 'daily';
  const count = perDay && until ? Math.max(1, nightsBetween(from, until)) : 1;
  return Array.from({ length: count }, (_, offset) => addDays(from, offset));
}

/**
 * The reward type that makes a product free, by product type: the things a stay buys once. (The
 * gym reward is the partner gym's own access, not the app's weekly pass.)
 */
const rewardTypeByProductType: Readonly<Record<string, string>> = {
  'early-check-in': 'check-in-early',
  'late-check-out': 'check-out-late',
  'unit-category-upgrade': 'property-unit-category-upgrade',
};

type RewardProgress = Pick<
  CustomerRewardTable,
  'id' | 'type' | 'nightsUntilNextTier' | 'reservationsUntilNextTier' | 'redeemedAt'
>;

/**
 * Spec §4: a reward is unlocked when no nights are still needed and at most one reservation (the
 * stay it is used for); each is used once.
 */
export function isRewardRedeemable(reward: RewardProgress): boolean {
  return (
    reward.nightsUntilNextTier === 0 &&
    reward.reservationsUntilNextTier <= 1 &&
    reward.redeemedAt === null
  );
}

/**
 * The customer's reward that makes a product of this type free, when one is unlocked, unused and
 * not already held by another line (`claimed`: reward ids of live order items).
 */
export function rewardFor<Reward extends RewardProgress>(
  productType: string,
  rewards: readonly Reward[],
  claimed: ReadonlySet<string>,
): Reward | undefined {
  const type = rewardTypeByProductType[productType];
  if (type === undefined) return undefined;
  return rewards.find(
    (reward) => reward.type === type && isRewardRedeemable(reward) && !claimed.has(reward.id),
  );
}

export interface StayTimes {
  now: Date;
  /** The standard arrival (check-in time on the arrival day) and the stay's effective one. */
  standardArrival: Date;
  arrival: Date;
  standardDeparture: Date;
}

/**
 * Whether an arrival or departure time can still be chosen (bought or changed): early check-in
 * until the guest's arrival (a bought one, else the standard check-in time), so a guest inside
 * never gets a later start; late check-out until the standard departure time.
 */
export function isTimeChoiceOpen(
  productType: 'early-check-in' | 'late-check-out',
  times: StayTimes,
): boolean {
  if (productType === 'early-check-in') {
    return times.now < times.arrival && times.now < times.standardArrival;
  }
  return times.now < times.standardDeparture;
}
