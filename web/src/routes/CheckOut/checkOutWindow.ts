import { instantAt, localDateIn } from '../../ui/zonedTime.ts';

/** After check-out the apartment's door still opens this long (spec §4, §9). */
export const apartmentAccessMinutes = 15;
/** ...and the building's until this time of the check-out day, the property's clock. */
export const buildingAccessUntil = '23:00';

export type AccessAfterCheckOut = {
  /** Instant (ISO) until the apartment stays accessible. */
  apartmentUntil: string;
  /** Instant (ISO) until the building stays accessible. */
  buildingUntil: string;
};

/** Until when the guest can still get in after checking out at `checkOutDate`. */
export function accessAfterCheckOut(checkOutDate: string, timeZone: string): AccessAfterCheckOut {
  const checkedOutAt = Date.parse(checkOutDate);
  return {
    apartmentUntil: new Date(checkedOutAt + apartmentAccessMinutes * 60_000).toISOString(),
    buildingUntil: instantAt(localDateIn(checkOutDate, timeZone), buildingAccessUntil, timeZone),
  };
}
