/** The stages of `Reservation.stage` in which a stay takes no orders, each with its own words. */
export type ClosedStage = 'CANCELLED' | 'CHECKED_OUT' | 'ENDED';

/** Keys of the `products` namespace naming why nothing more can be ordered for the stay. */
export type StayClosedTitleKey =
  | 'closed.cancelledTitle'
  | 'closed.checkedOutTitle'
  | 'closed.endedTitle';

const titles: Record<ClosedStage, StayClosedTitleKey> = {
  CANCELLED: 'closed.cancelledTitle',
  CHECKED_OUT: 'closed.checkedOutTitle',
  ENDED: 'closed.endedTitle',
};

/**
 * Why the stay takes no orders, from its stage (the gateway's `isOpenForOrders` is false exactly
 * for these): a stage that still takes orders, or one the client does not know, has none.
 */
export function stayClosedTitleKey(stage: string): StayClosedTitleKey | null {
  return stage in titles ? titles[stage as ClosedStage] : null;
}
