/**
 * Whether the guest can still pick another check-in or check-out time, as the stay's offer of it
 * says (`Reservation.productOffers`, one rule with Extras and the order mutations):
 * - `too-late`: not any more (early check-in once the guest's arrival time has come, late
 *   check-out once the standard departure has, a stay cancelled or over): 'Time cannot be changed
 *   anymore';
 * - `not-offered`: the property sells no such timeslots;
 * - `sold-out`: none left: 'Darn it, we've run out of timeslots. ...';
 * - `open`: the slots on sale, to buy;
 * - `change`: a time bought already, to move to another slot on sale (nothing charged again).
 */
export type TimeChangeState = 'too-late' | 'not-offered' | 'sold-out' | 'open' | 'change';

type Input = {
  /** The stay's offer of this time; undefined when the answer has none. */
  readonly offer: { readonly state: string; readonly canChange: boolean } | null | undefined;
  /** The timeslots on sale (their starts); null when there is no answer. */
  readonly timeslots: readonly { readonly startDate: string }[] | null | undefined;
  /** The start of the bought timeslot, when the time is bought. */
  readonly bought: string | null;
};

export function timeChangeState({ offer, timeslots, bought }: Input): TimeChangeState {
  if (!offer || offer.state === 'NOT_OFFERED_HERE') return 'not-offered';
  if (offer.state === 'OFFERED') return timeslots?.length ? 'open' : 'sold-out';
  if (offer.state === 'BOUGHT' && offer.canChange) {
    const others = (timeslots ?? []).filter(
      (slot) => bought === null || Date.parse(slot.startDate) !== Date.parse(bought),
    );
    return others.length > 0 ? 'change' : 'sold-out';
  }
  return 'too-late';
}
