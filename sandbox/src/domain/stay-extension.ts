import { freeNightsFrom, type Occupancy } from './occupancy.ts';
import { addDays } from './time.ts';

// Spec §5: stay extension choices are 1 night, 2 nights, or more than 2 nights.
export const extensionChoices = [
  { kind: 'one-night', nights: 1 },
  { kind: 'two-nights', nights: 2 },
  { kind: 'more-than-two-nights', nights: 3 },
] as const;

/** The longest extension offered in one request; longer stays are a new booking. */
export const maxExtensionNights = 14;

export interface ExtensionChoice {
  kind: (typeof extensionChoices)[number]['kind'];
  nights: number;
  maxNights: number;
  endDate: string;
  isAvailable: boolean;
}

/**
 * How many nights a stay can be extended by now: the unit's free nights from its departure date,
 * at most `maxExtensionNights`, none when the stay cannot extend. The availability answer's
 * options and an extension order line are both held to it, so an extension is taken exactly
 * when it is offered.
 */
export function extensibleNights(
  endDate: string,
  occupied: readonly Occupancy[],
  canExtend: boolean,
): number {
  return canExtend ? freeNightsFrom(occupied, endDate, maxExtensionNights) : 0;
}

/** Each choice checked against the unit's other stays after the current departure date. */
export function extensionOptions(
  endDate: string,
  occupied: readonly Occupancy[],
  canExtend: boolean,
): ExtensionChoice[] {
  const maxNights = extensibleNights(endDate, occupied, canExtend);
  return extensionChoices.map(({ kind, nights }) => ({
    kind,
    nights,
    maxNights,
    endDate: addDays(endDate, nights),
    isAvailable: maxNights >= nights,
  }));
}

/**
 * What extra nights cost: the nightly rate of the category of the unit the guest sleeps in now,
 * so a stay upgraded to a dearer category extends at that category's rate. The quote
 * (`GET /product-availability`) and the order line both price with this.
 */
export function extensionPriceMinor(
  category: { nightlyRateMinor: number },
  nights: number,
): number {
  return category.nightlyRateMinor * nights;
}
