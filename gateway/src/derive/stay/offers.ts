import type { OrderItemDto, ProductDto } from '../../upstream/dto.ts';
import { daysBetween, localDateOf, wallClockInstant } from '../time.ts';
import { isTimeChoiceOpen, type StayTimes, type TimeProductType } from './times.ts';

/** Spec §3: only items in these statuses are shown. */
export const listedOrderItemStatuses: ReadonlySet<string> = new Set([
  'pending',
  'processed',
  'confirmed',
  'delivered',
]);

export function listedOrderItems(
  items: readonly OrderItemDto[] | null | undefined,
): OrderItemDto[] {
  return (items ?? []).filter((item) => listedOrderItemStatuses.has(item.status));
}

/** Spec §5: only available products are shown. */
export function availableProducts(
  products: readonly ProductDto[] | null | undefined,
): ProductDto[] {
  return (products ?? []).filter((product) => product.isAvailable ?? product.isOrderable ?? true);
}

/** Whether a product can be bought for the stay now, and if not, why (one answer). */
export type ProductOfferState =
  | 'OFFERED'
  | 'BOUGHT'
  | 'NOT_OFFERED_HERE'
  | 'NOT_AVAILABLE_NOW'
  | 'STAY_CLOSED';

/** What the stay can buy of one product now, at what price, and what it holds of it already. */
export type ProductOffer = {
  state: ProductOfferState;
  product: ProductDto;
  /** What one costs now, rewards applied (major units, the product's currency). */
  price: number;
  /** The guest's reward that makes it free, when one applies. */
  rewardId: string | null;
  /** The stay's items of this product that are pending, processed, confirmed or delivered. */
  bought: OrderItemDto[];
  /** For a bought arrival or departure time: whether it can still be changed (in place). */
  canChange: boolean;
};

/** The facts about a stay its offers depend on. */
export type OfferInput = {
  now: Date;
  isOpenForOrders: boolean;
  timeZone: string;
  /** The stay's arrival and departure days, local. */
  startDateLocal: string;
  endDateLocal: string;
  times: StayTimes;
  orderItems: readonly OrderItemDto[];
};

const boughtOnceTypes: ReadonlySet<string> = new Set([
  'early-check-in',
  'late-check-out',
  'unit-category-upgrade',
]);

/**
 * A stay has one arrival, one departure and one unit: early check-in, late check-out and an
 * upgrade are bought once (a bought time is changed, never sold again), and so is whatever is
 * prepared for the arrival.
 */
export function isBoughtOnce(product: ProductDto): boolean {
  return boughtOnceTypes.has(product.type ?? '') || product.isForArrival === true;
}

const dailyProductTypes: ReadonlySet<string> = new Set([
  'breakfast',
  'gym',
  'parking',
  'sauna-kit',
  'stocked-fridge',
]);

/** Products sold by the day (their availability answers `days`). */
export function isDailyProduct(product: ProductDto): boolean {
  return dailyProductTypes.has(product.type ?? '');
}

/** Breakfast for a morning can be ordered until 20:00 local the evening before. */
const breakfastOrderCutoff = { hours: 20, minutes: 0 };

/** Spec §5: cleaning Monday to Friday, 9:00-17:00, one hour; the last slot starts at 16:00. */
const lastCleaningStartHour = 16;

/** The first night still to come of a stay: its arrival day, or today once it has begun. */
export function firstNightFrom(stay: Pick<OfferInput, 'startDateLocal'>, today: string): string {
  return stay.startDateLocal.localeCompare(today) > 0 ? stay.startDateLocal : today;
}

function plusDays(localDate: string, days: number): string {
  const date = new Date(`${localDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function isWeekday(localDate: string): boolean {
  const day = new Date(`${localDate}T00:00:00Z`).getUTCDay();
  return day >= 1 && day <= 5;
}

/**
 * Whether a mid-stay cleaning slot can still come: a weekday after the arrival day and before the
 * departure day whose last slot (16:00 local) has not started.
 */
function hasCleaningDayAhead(stay: OfferInput): boolean {
  for (
    let day = plusDays(stay.startDateLocal, 1);
    day < stay.endDateLocal;
    day = plusDays(day, 1)
  ) {
    if (!isWeekday(day)) continue;
    const lastStart = wallClockInstant(day, lastCleaningStartHour, 0, stay.timeZone);
    if (lastStart.getTime() > stay.now.getTime()) return true;
  }
  return false;
}

/**
 * The days a daily product is sold for: breakfast the morning after each night, what is prepared
 * for the arrival its arrival day, the rest each night of the stay.
 */
function dailyDates(product: ProductDto, stay: OfferInput): string[] {
  if (product.isForArrival) return [stay.startDateLocal];
  const first =
    product.type === 'breakfast' ? plusDays(stay.startDateLocal, 1) : stay.startDateLocal;
  const count = daysBetween(stay.startDateLocal, stay.endDateLocal);
  return Array.from({ length: count }, (_, offset) => plusDays(first, offset));
}

/** Whether one day of a daily product can still be ordered, by the clock alone. */
function isDayOpen(product: ProductDto, date: string, stay: OfferInput): boolean {
  if (product.isForArrival) return stay.now.getTime() < Date.parse(stay.times.arrival);
  if (product.type === 'breakfast') {
    const { hours, minutes } = breakfastOrderCutoff;
    return stay.now < wallClockInstant(date, hours, minutes, stay.timeZone, -1);
  }
  return date >= localDateOf(stay.now, stay.timeZone);
}

/**
 * The days an item covers, as the core API prices it: a per-day price counts the nights from its
 * day to its end day (at least one); any other covers its first day.
 */
function daysCovered(product: ProductDto, item: OrderItemDto, timeZone: string): string[] {
  if (!item.consumptionDate) return [];
  const from = localDateOf(item.consumptionDate, timeZone);
  const perDay =
    (product.chargeMethod ?? '').endsWith('per-time-unit') && product.chargeInterval === 'daily';
  const until = item.consumptionEndDate ? localDateOf(item.consumptionEndDate, timeZone) : null;
  const count = perDay && until ? Math.max(1, daysBetween(from, until)) : 1;
  return Array.from({ length: count }, (_, offset) => plusDays(from, offset));
}

/** The days of a daily product the stay has ordered already (a day is ordered once). */
export function orderedDays(product: ProductDto, stay: OfferInput): Set<string> {
  return new Set(
    boughtItemsOf(product, stay).flatMap((item) => daysCovered(product, item, stay.timeZone)),
  );
}

/** The days of a daily product the stay can still order: on sale, open, not ordered already. */
export function orderableDays(product: ProductDto, stay: OfferInput): string[] {
  const ordered = orderedDays(product, stay);
  return dailyDates(product, stay).filter(
    (date) => !ordered.has(date) && isDayOpen(product, date, stay),
  );
}

function boughtItemsOf(product: ProductDto, stay: OfferInput): OrderItemDto[] {
  return stay.orderItems.filter(
    (item) => item.productId === product.id && listedOrderItemStatuses.has(item.status),
  );
}

/**
 * Why a product the stay has not bought out cannot be bought now, by the clock: early check-in
 * only before the guest's arrival, late check-out before the standard departure, what is prepared
 * for the arrival before it, cleaning while a weekday slot lies ahead, a daily product while a day
 * is left, an upgrade while a night is left.
 */
function unavailableNow(product: ProductDto, stay: OfferInput): boolean {
  const type = product.type ?? '';
  if (type === 'early-check-in' || type === 'late-check-out') {
    return !isTimeChoiceOpen(type, stay.times, stay.now);
  }
  if (product.isForArrival && stay.now.getTime() >= Date.parse(stay.times.arrival)) return true;
  if (type === 'mid-stay-cleaning') return !hasCleaningDayAhead(stay);
  if (isDailyProduct(product)) return orderableDays(product, stay).length === 0;
  if (type === 'unit-category-upgrade') {
    const today = localDateOf(stay.now, stay.timeZone);
    return firstNightFrom(stay, today) >= stay.endDateLocal;
  }
  return false;
}

/** The offer of one product of the stay's property (one the property sells: spec §5). */
export function productOfferOf(product: ProductDto, stay: OfferInput): ProductOffer {
  const bought = boughtItemsOf(product, stay);
  const rewardId = product.customerRewardId ?? null;
  const offer = { product, price: rewardId ? 0 : product.priceGross, rewardId, bought };
  if (!stay.isOpenForOrders) return { ...offer, state: 'STAY_CLOSED', canChange: false };
  if (isBoughtOnce(product) && bought.length > 0) {
    const type = product.type as TimeProductType;
    const isTime = type === 'early-check-in' || type === 'late-check-out';
    const settled = bought.some((item) => item.status !== 'pending');
    return {
      ...offer,
      state: 'BOUGHT',
      canChange: isTime && settled && isTimeChoiceOpen(type, stay.times, stay.now),
    };
  }
  return {
    ...offer,
    state: unavailableNow(product, stay) ? 'NOT_AVAILABLE_NOW' : 'OFFERED',
    canChange: false,
  };
}

const statePreference: readonly ProductOfferState[] = [
  'OFFERED',
  'BOUGHT',
  'NOT_AVAILABLE_NOW',
  'STAY_CLOSED',
];

/**
 * The offer of a kind of product from its products' offers: the best of them (offered before
 * bought before not now), or `NOT_OFFERED_HERE` when the property sells none. A product the core
 * API lists but marks not orderable is one the property does not sell (parking where the building
 * has no garage), not one that has sold out.
 */
export function bestOffer(
  offers: readonly ProductOffer[],
): ProductOffer | { state: 'NOT_OFFERED_HERE'; product: null } {
  for (const state of statePreference) {
    const offer = offers.find((candidate) => candidate.state === state);
    if (offer) return offer;
  }
  return { state: 'NOT_OFFERED_HERE', product: null };
}
