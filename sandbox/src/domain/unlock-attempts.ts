/** Remote unlocks allowed per key and stay within the window; the next one answers 429 (spec §8). */
export const maxUnlockAttempts = 5;
export const unlockWindowMillis = 60_000;

/** The start of the sliding window that counts attempts made before `now`. */
export function unlockWindowStart(now: Date): string {
  return new Date(now.getTime() - unlockWindowMillis).toISOString();
}
