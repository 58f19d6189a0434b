import type { ProductAvailabilityDto, TimeslotAvailabilityDto } from '../upstream/dto.ts';

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
