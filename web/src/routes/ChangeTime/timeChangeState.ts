/**
 * Whether the guest can still pick another check-in or check-out time (spec §4, §8):
 * - `too-late`: the stay's standard time has come (or the stay is cancelled or over):
 *   'Time cannot be changed anymore';
 * - `not-offered`: the property sells no such timeslots;
 * - `sold-out`: none left: 'Darn it, we've run out of timeslots. ...';
 * - `open`: the slots on offer.
 */
export type TimeChangeState = 'too-late' | 'not-offered' | 'sold-out' | 'open';

type Input = {
  /** The timeslots still on sale; null when the property does not offer the change. */
  readonly timeslots: readonly unknown[] | null | undefined;
  /** The standard arrival (check-in) or departure (check-out) instant, ISO. */
  readonly standardTime: string;
  /** Cancelled, checked out, or (for check-in) already started. */
  readonly isClosed: boolean;
  /** Now, in milliseconds. */
  readonly now: number;
};

export function timeChangeState({
  timeslots,
  standardTime,
  isClosed,
  now,
}: Input): TimeChangeState {
  if (isClosed || now >= Date.parse(standardTime)) return 'too-late';
  if (!timeslots) return 'not-offered';
  return timeslots.length === 0 ? 'sold-out' : 'open';
}
