/** The cancellation policy as the schema gives it. */
export type CancellationPolicy = {
  readonly cancellationType: 'REFUNDABLE' | 'NON_REFUNDABLE' | 'ONLINE_TRAVEL_AGENCY' | string;
  readonly isFreeCancellationAvailable: boolean;
  readonly freeCancellationEndDate: string | null | undefined;
};

/** Where the stay stands (the schema's `StayStage`). */
export type StayStage =
  | 'UPCOMING'
  | 'ARRIVAL_DAY'
  | 'IN_HOUSE'
  | 'DEPARTURE_DAY'
  | 'CHECKED_OUT'
  | 'ENDED'
  | 'CANCELLED'
  | '%future added value';

/**
 * What the guest is told about cancelling (spec §4), in the order of what rules it out:
 * - `cancelled`: nothing left to cancel;
 * - `ended`: checked out or past the departure day: nothing left to cancel either;
 * - `agency`: booked through an online travel agency, cancelled there (not in the app);
 * - `started`: the guest's arrival time has come (`Reservation.hasStarted`, not merely the arrival
 *   day): it can be cancelled, but with no refund (charged in full), and its doors close at once;
 * - `free`: refundable and still free until `freeUntil`;
 * - `charged`: refundable, but free cancellation has ended: the full price is charged;
 * - `nonRefundable`: cancelling is charged in full.
 */
export type CancellationTerms =
  | {
      kind: 'cancelled' | 'ended' | 'agency' | 'started' | 'nonRefundable';
      freeUntil?: undefined;
    }
  | { kind: 'free' | 'charged'; freeUntil: string | null };

export function cancellationTerms(
  policy: CancellationPolicy,
  stage: StayStage,
  hasStarted: boolean,
): CancellationTerms {
  if (stage === 'CANCELLED') return { kind: 'cancelled' };
  if (stage === 'ENDED' || stage === 'CHECKED_OUT') return { kind: 'ended' };
  if (policy.cancellationType === 'ONLINE_TRAVEL_AGENCY') return { kind: 'agency' };
  if (hasStarted) return { kind: 'started' };
  if (policy.cancellationType !== 'REFUNDABLE') return { kind: 'nonRefundable' };
  const freeUntil = policy.freeCancellationEndDate ?? null;
  return { kind: policy.isFreeCancellationAvailable ? 'free' : 'charged', freeUntil };
}

/** Only these can be cancelled in the app; all but `free` are charged in full. */
export function canCancel(terms: CancellationTerms): boolean {
  return (
    terms.kind === 'free' ||
    terms.kind === 'charged' ||
    terms.kind === 'nonRefundable' ||
    terms.kind === 'started'
  );
}
