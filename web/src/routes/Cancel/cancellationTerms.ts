/** The cancellation policy as the schema gives it. */
export type CancellationPolicy = {
  readonly cancellationType: 'REFUNDABLE' | 'NON_REFUNDABLE' | 'ONLINE_TRAVEL_AGENCY' | string;
  readonly isFreeCancellationAvailable: boolean;
  readonly freeCancellationEndDate: string | null | undefined;
};

/**
 * What the guest is told about cancelling (spec §4), in the order of what rules it out:
 * - `cancelled`: nothing left to cancel;
 * - `agency`: booked through an online travel agency, cancelled there (not in the app);
 * - `started`: the stay has started: no cancelling, no refund;
 * - `free`: refundable and still free until `freeUntil`;
 * - `charged`: refundable, but free cancellation has ended: the full price is charged;
 * - `nonRefundable`: cancelling is charged in full.
 */
export type CancellationTerms =
  | { kind: 'cancelled' | 'agency' | 'started' | 'nonRefundable'; freeUntil?: undefined }
  | { kind: 'free' | 'charged'; freeUntil: string | null };

export function cancellationTerms(
  policy: CancellationPolicy,
  stay: { readonly isCancelled: boolean; readonly hasStarted: boolean },
): CancellationTerms {
  if (stay.isCancelled) return { kind: 'cancelled' };
  if (policy.cancellationType === 'ONLINE_TRAVEL_AGENCY') return { kind: 'agency' };
  if (stay.hasStarted) return { kind: 'started' };
  if (policy.cancellationType !== 'REFUNDABLE') return { kind: 'nonRefundable' };
  const freeUntil = policy.freeCancellationEndDate ?? null;
  return { kind: policy.isFreeCancellationAvailable ? 'free' : 'charged', freeUntil };
}

/** Only these can be cancelled in the app. */
export function canCancel(terms: CancellationTerms): boolean {
  return terms.kind === 'free' || terms.kind === 'charged' || terms.kind === 'nonRefundable';
}
