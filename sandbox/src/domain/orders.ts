import type { OrderTable } from '../db/types.ts';
import { isCalendarDate } from './calendar-date.ts';
import { cleaningSlots } from './cleaning-slots.ts';
import { localDateOf, nightsBetween, zonedInstant } from './time.ts';

/** A new order stays pending this long before it resolves (the gateway polls it meanwhile). */
export const orderSettleMillis = 1_500;

export type OrderErrorCode = NonNullable<OrderTable['errorCode']>;

/** `YYYY-MM-DD` as given, or the local date an instant falls on in the property's time zone. */
export function localDateOfInput(value: string, timeZone: string): string {
  return value.length === 10 ? value : localDateOf(new Date(value), timeZone);
}

/** A real calendar date or instant: `Date.parse` alone rolls 2026-02-30 over to March. */
export function isValidDateInput(value: string): boolean {
  if (!isCalendarDate(value.slice(0, 10))) return false;
  return value.length === 10 || !Number.isNaN(Date.parse(value));
}

export interface PricedProduct {
  priceGrossMinor: number;
  chargeInterval: string;
  chargeMethod: string;
}

export interface ItemRequest {
  quantity: number;
  guests: number;
  /** Local dates of consumption; `until` null for a single day. */
  from: string;
  until: string | null;
}

/** The gross price of one order line from the product's charge method and interval. */
export function itemPriceMinor(product: PricedProduct, item: ItemRequest): number {
  const perPerson = product.chargeMethod.startsWith('per-person') ? item.guests : 1;
  const perTimeUnit =
    product.chargeMethod.endsWith('per-time-unit') && product.chargeInterval === 'daily'
      ? Math.max(1, item.until ? nightsBetween(item.from, item.until) : 1)
      : 1;
  return product.priceGrossMinor * perPerson * perTimeUnit * item.quantity;
}

export interface OrderLineFacts {
  /** The product exists, belongs to the reservation's property and may be ordered. */
  orderable: boolean;
  /** Inventory the line needs (a timeslot, a cleaning slot) is still there. */
  inventoryLeft: boolean;
  priceGrossMinor: number;
}

/**
 * How a pending order resolves: a line that cannot be ordered fails the order (ERROR_ORDER)
 * before any charge is tried; a charge is needed only for a positive total, and fails without a
 * card or with a card whose charges fail (ERROR_ORDER_PAYMENT).
 */
export function orderOutcome(
  lines: readonly OrderLineFacts[],
  card: { chargeOutcome: 'succeeds' | 'fails' } | null,
  reservationActive: boolean,
): OrderErrorCode | null {
  if (!reservationActive) return 'ERROR_ORDER';
  if (lines.some((line) => !line.orderable || !line.inventoryLeft)) return 'ERROR_ORDER';
  const total = lines.reduce((sum, line) => sum + line.priceGrossMinor, 0);
  if (total > 0 && (card === null || card.chargeOutcome === 'fails')) return 'ERROR_ORDER_PAYMENT';
  return null;
}

/** Whether `instant` is one of the local `times` on `localDate` (early check-in, late check-out). */
export function isTimeslotOf(
  times: readonly string[],
  localDate: string,
  timeZone: string,
  instant: string,
): boolean {
  const wanted = Date.parse(instant);
  return times.some((time) => zonedInstant(localDate, time, timeZone).getTime() === wanted);
}

/**
 * Whether `instant` starts a cleaning slot of the stay that has not begun (spec §5 hours) and is
 * not `taken` (start instants of the unit's cleanings).
 */
export function isCleaningSlot(
  stay: { startDate: string; endDate: string },
  timeZone: string,
  instant: string,
  now: Date,
  taken: ReadonlySet<string>,
): boolean {
  const wanted = new Date(instant).toISOString();
  return cleaningSlots(stay, timeZone, now, taken).some(
    (slot) => slot.isAvailable && slot.startDate === wanted,
  );
}
