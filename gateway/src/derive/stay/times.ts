import type {
  OrderItemDto,
  ProductAvailabilityDto,
  ProductDto,
  TimeslotAvailabilityDto,
} from '../../upstream/dto.ts';
import { localDateOf } from '../time.ts';

export type TimeProductType = 'early-check-in' | 'late-check-out';

export type StayTimeChange = {
  productType: TimeProductType;
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
 * The timeslot on sale at a chosen local time: the product and the instant it starts. Undefined
 * when the time is not on offer (sold out, or too late to change: spec §4).
 */
export function timeslotOrderLine(
  availability: ProductAvailabilityDto | undefined,
  change: Pick<StayTimeChange, 'time'>,
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

/**
 * Items whose order has gone through: they move the stay's times, as the core API moves the door
 * keys (a pending order changes nothing yet, a failed or cancelled one never will).
 */
const settledItemStatuses: ReadonlySet<string> = new Set(['processed', 'confirmed', 'delivered']);

/** The order items and products of a stay, as far as its effective times depend on them. */
export type StayTimesInput = {
  orderItems: readonly Pick<OrderItemDto, 'id' | 'productId' | 'status' | 'consumptionDate'>[];
  products: readonly Pick<ProductDto, 'id' | 'type'>[];
  /** The stay's standard arrival and departure instants (check-in and check-out time). */
  startDate: string;
  endDate: string;
  /** The stay's arrival and departure days in the property's time zone, and that zone. */
  startDateLocal: string;
  endDateLocal: string;
  timeZone: string;
};

export type StayTimes = {
  /** When the guest may come in: the bought early check-in's time, else the standard. */
  arrival: string;
  /** When the guest must leave: the bought late check-out's time, else the standard. */
  departure: string;
  standardArrival: string;
  standardDeparture: string;
  /** The items that bought the arrival and departure times, when bought. */
  arrivalItem: string | null;
  departureItem: string | null;
};

/**
 * The stay's effective arrival and departure: the timeslot of the settled item of early check-in
 * on the arrival day, of late check-out on the departure day. A time left on a day the stay no
 * longer starts or ends on moves nothing (the core API releases it with the date change). Should
 * an older stay list two, the earliest arrival and the latest departure are what was paid for.
 */
export function stayTimesOf(stay: StayTimesInput): StayTimes {
  const bought = (productType: TimeProductType) => {
    const productIds = new Set(
      stay.products.filter((product) => product.type === productType).map((product) => product.id),
    );
    const day = productType === 'early-check-in' ? stay.startDateLocal : stay.endDateLocal;
    const items = stay.orderItems
      .filter((item) => item.productId && productIds.has(item.productId))
      .filter((item) => settledItemStatuses.has(item.status))
      .filter(
        (item): item is typeof item & { consumptionDate: string } =>
          typeof item.consumptionDate === 'string' && item.consumptionDate.includes('T'),
      )
      .filter((item) => localDateOf(item.consumptionDate, stay.timeZone) === day)
      .sort((a, b) => Date.parse(a.consumptionDate) - Date.parse(b.consumptionDate));
    return productType === 'early-check-in' ? items[0] : items.at(-1);
  };
  const arrival = bought('early-check-in');
  const departure = bought('late-check-out');
  return {
    arrival: arrival ? new Date(arrival.consumptionDate).toISOString() : stay.startDate,
    departure: departure ? new Date(departure.consumptionDate).toISOString() : stay.endDate,
    standardArrival: stay.startDate,
    standardDeparture: stay.endDate,
    arrivalItem: arrival?.id ?? null,
    departureItem: departure?.id ?? null,
  };
}

/**
 * Whether an arrival or departure time can still be chosen (bought, or a bought one changed):
 * early check-in until the guest's arrival, so a guest inside never gets a later start; late
 * check-out until the standard departure time. The core API holds to the same
 * (sandbox/src/domain/product-rules.ts, `isTimeChoiceOpen`).
 */
export function isTimeChoiceOpen(
  productType: TimeProductType,
  times: StayTimes,
  now: Date,
): boolean {
  const at = now.getTime();
  if (productType === 'early-check-in') {
    return at < Date.parse(times.arrival) && at < Date.parse(times.standardArrival);
  }
  return at < Date.parse(times.standardDeparture);
}
