import { TZDate } from '@date-fns/tz';
import type { ProductDto, ReservationDto } from '../upstream/dto.ts';
import { availableProducts, stayFlagsOf } from './reservation.ts';
import { isOpenForOrders, stayStageOf } from './stay-stage.ts';
import { localDateOf } from './time.ts';

/** Whether a kind of product can be bought for the stay now, and if not, why (one answer). */
export type ProductOfferState =
  | 'OFFERED'
  | 'NOT_OFFERED_HERE'
  | 'NOT_AVAILABLE_NOW'
  | 'STAY_CLOSED';

/** Spec §5: cleaning Monday to Friday, 9:00-17:00, one hour; the last slot starts at 16:00. */
const lastCleaningStartHour = 16;

function isWeekday(localDate: string): boolean {
  const day = new Date(`${localDate}T00:00:00Z`).getUTCDay();
  return day >= 1 && day <= 5;
}

function nextDay(localDate: string): string {
  const date = new Date(`${localDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Whether a mid-stay cleaning slot can still come: a weekday after the arrival day and before the
 * departure day whose last slot (16:00 local) has not started.
 */
export function hasCleaningDayAhead(reservation: ReservationDto, now: Date): boolean {
  const stay = stayFlagsOf(reservation, now);
  const arrival = localDateOf(stay.startDate, stay.timeZone);
  const departure = localDateOf(stay.endDate, stay.timeZone);
  for (let day = nextDay(arrival); day < departure; day = nextDay(day)) {
    if (!isWeekday(day)) continue;
    const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
    const lastStart = new TZDate(year, month - 1, date, lastCleaningStartHour, 0, stay.timeZone);
    if (lastStart.getTime() > now.getTime()) return true;
  }
  return false;
}

/**
 * True when a product on the property's list cannot be bought now: early check-in only before the
 * standard arrival time (after it, the guest is simply let in), late check-out only before the
 * standard departure time, cleaning only while a weekday slot lies ahead.
 */
function unavailableNow(product: ProductDto, reservation: ReservationDto, now: Date): boolean {
  switch (product.type) {
    case 'early-check-in':
      return now.getTime() >= Date.parse(reservation.startDate);
    case 'late-check-out':
      return now.getTime() >= Date.parse(reservation.endDate);
    case 'mid-stay-cleaning':
      return !hasCleaningDayAhead(reservation, now);
    default:
      return false;
  }
}

/** The state of one product type (upstream spelling, `early-check-in`) for the stay at `now`. */
export function productOfferStateOf(
  reservation: ReservationDto,
  productType: string,
  now: Date,
): ProductOfferState {
  // A product the core API lists but marks not orderable is one the property does not sell
  // (parking where the building has no garage): not a product that has sold out.
  const sold = availableProducts(
    (reservation.products ?? []).filter((product) => product.type === productType),
  );
  if (sold.length === 0) return 'NOT_OFFERED_HERE';
  if (!isOpenForOrders(stayStageOf(stayFlagsOf(reservation, now)))) return 'STAY_CLOSED';
  const available = sold.filter((product) => !unavailableNow(product, reservation, now));
  return available.length > 0 ? 'OFFERED' : 'NOT_AVAILABLE_NOW';
}

/** The products the stay can buy now: each one's type is `OFFERED`. */
export function offeredProductsOf(reservation: ReservationDto, now: Date): ProductDto[] {
  if (!isOpenForOrders(stayStageOf(stayFlagsOf(reservation, now)))) return [];
  return availableProducts(reservation.products).filter(
    (product) => !unavailableNow(product, reservation, now),
  );
}
