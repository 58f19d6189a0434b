/**
 * When to read a stay again, on the core API's clock rather than the device's: a phone's clock
 * may be off, and the sandbox's can be moved. An answer says when it was worked out (`asOf`) and
 * when it stops being true (`nextChangeAt`); the device notes when it first saw each answer, so
 * the wait is what was left of the answer's life then, less the time since.
 */

/** Device time at which each answer (by its `asOf`) was first seen. A few suffice. */
const firstSeen = new Map<string, number>();
const remembered = 16;

/** After the boundary itself: the core API's clock is read to the second. */
const marginMs = 1_000;

/** `setTimeout` holds at most 2^31 - 1 ms; a longer wait is cut to this and taken again. */
export const longestWaitMs = 2 ** 31 - 1;

/** Notes the device time an answer was first seen at (the first call for its `asOf` counts). */
export function seeAnswer(asOf: string, now: number = Date.now()): number {
  const seen = firstSeen.get(asOf);
  if (seen !== undefined) return seen;
  firstSeen.set(asOf, now);
  if (firstSeen.size > remembered) {
    const oldest = firstSeen.keys().next().value;
    if (oldest !== undefined) firstSeen.delete(oldest);
  }
  return now;
}

/** The core API's time now: an answer's `asOf` plus the device time since it was first seen. */
export function coreApiNow(asOf: string, now: number = Date.now()): number {
  return Date.parse(asOf) + (now - seeAnswer(asOf, now));
}

/**
 * How long, in ms from `now`, until the stay should be read again: its answer's remaining life
 * when first seen, less the time since, plus a margin. Zero when it is already due; null when
 * nothing will change (no `nextChangeAt`) or the answer cannot be read.
 */
export function waitUntilNextChange(
  answer: { asOf: string; nextChangeAt: string | null | undefined },
  now: number = Date.now(),
): number | null {
  if (!answer.nextChangeAt) return null;
  const life = Date.parse(answer.nextChangeAt) - Date.parse(answer.asOf);
  if (Number.isNaN(life)) return null;
  const seen = seeAnswer(answer.asOf, now);
  return Math.min(Math.max(life - (now - seen) + marginMs, 0), longestWaitMs);
}
