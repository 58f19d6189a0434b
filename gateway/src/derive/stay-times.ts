import type {
  OrderItemDto,
  ProductAvailabilityDto,
  ProductDto,
  TimeslotAvailabilityDto,
} from '../upstream/dto.ts';
import { listedOrderItemStatuses } from './reservation.ts';
import { localDateOf } from './time.ts';

export type StayTimeChange = {
  productType: 'early-check-in' | 'late-check-out';
  /** Local `HH:MM` the guest chose. */
  time: string;
  /** The argument the time came in, named in errors. */
  field: 'checkInTime' | 'checkOutTime';
};

/** The requested changes: an earlier arrival is early check-in, a later departure late check-out. */
export function stayTimeChangesOf(times: {
  checkInTime?: string | null;
  checkOutTime?: string | null;
}): StayTimeChange[] {
  const changes: StayTimeChange[] = [];
  if (times.checkInTime) {
    changes.push({ productType: 'early-check-in', time: times.checkInTime, field: 'checkInTime' });
  }
  if (times.checkOutTime) {
    changes.push({
      productType: 'late-check-out',
      time: times.checkOutTime,
      field: 'checkOutTime',
    });
  }
  return changes;
}

/**
 * The order line for a chosen time: the product and the instant of the timeslot at that local
 * time. Undefined when the time is not on offer (sold out, or too late to change: spec §4).
 */
export function timeslotOrderLine(
  availability: ProductAvailabilityDto | undefined,
  change: StayTimeChange,
): { productId: string; consumptionDate: string } | undefined {
  if (!availability || !isTimeslotAvailability(availability)) return undefined;
  const slot = availability.timeslots.find((candidate) => candidate.time === change.time.trim());
  return slot ? { productId: availability.productId, consumptionDate: slot.startDate } : undefined;
}

function isTimeslotAvailability(
  availability: ProductAvailabilityDto,
): availability is TimeslotAvailabilityDto {
  return (
    availability.productType === 'early-check-in' || availability.productType === 'late-check-out'
  );
}

/** The order items and products of a stay, as far as its effective times depend on them. */
export type StayTimesInput = {
  orderItems: readonly Pick<OrderItemDto, 'productId' | 'status' | 'consumptionDate'>[];
  products: readonly Pick<ProductDto, 'id' | 'type'>[];
  /** The stay's arrival and departure days in the property's time zone, and that zone. */
  startDateLocal: string;
  endDateLocal: string;
  timeZone: string;
};

/**
 * The instant of the stay's effective arrival (early check-in) or departure (late check-out):
 * the timeslot of the listed item of that product type on the stay's arrival or departure day.
 * The core API replaces an earlier time change, and moves a late check-out with an extension; a
 * time left on a day the stay no longer starts or ends on moves nothing. Should an older stay
 * list two, the earliest arrival and the latest departure are what the guest has paid for.
 * Undefined when none is ordered.
 */
export function changedStayTime(
  stay: StayTimesInput,
  productType: StayTimeChange['productType'],
): string | undefined {
  const productIds = new Set(
    stay.products.filter((product) => product.type === productType).map((product) => product.id),
  );
  const day = productType === 'early-check-in' ? stay.startDateLocal : stay.endDateLocal;
  const instants = stay.orderItems
    .filter((item) => item.productId && productIds.has(item.productId))
    .filter((item) => listedOrderItemStatuses.has(item.status))
    .map((item) => item.consumptionDate)
    .filter((value): value is string => typeof value === 'string' && value.includes('T'))
    .filter((instant) => localDateOf(instant, stay.timeZone) === day);
  const sorted = instants.sort((a, b) => Date.parse(a) - Date.parse(b));
  return productType === 'early-check-in' ? sorted[0] : sorted.at(-1);
}
