import type { ReservationSummaryDto } from '../upstream/dto.ts';

/**
 * Spec §3: the account's list leaves white-label properties out (their guests never see the main
 * brand's account); the rest is shown soonest arrival first.
 */
export function shownReservationSummaries(
  reservations: readonly ReservationSummaryDto[],
): ReservationSummaryDto[] {
  return reservations
    .filter((reservation) => reservation.property?.isWhiteLabel !== true)
    .toSorted((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
}
