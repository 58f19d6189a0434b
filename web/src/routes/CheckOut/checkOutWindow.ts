import { instantAt, localDateIn } from '../../ui/zonedTime.ts';
import { apartmentAccessMinutes, buildingAccessUntil } from './checkOutRules.ts';

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
