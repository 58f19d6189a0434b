import { useEffect, useEffectEvent } from 'react';

/** The waits between tries while the hotel's system cannot be reached: 5 s, doubling, at most 1 min. */
export function retryDelayMs(attempt: number): number {
  return Math.min(5_000 * 2 ** attempt, 60_000);
}

/**
 * The last try, across screens: a failed retry draws its error screen anew, and the backoff goes
 * on from there instead of starting over at 5 s.
 */
let lastTry = { attempt: 0, at: Number.NEGATIVE_INFINITY };

function continuedAttempt(now = Date.now()): number {
  const recent = now - lastTry.at < retryDelayMs(lastTry.attempt) + 10_000;
  return recent ? lastTry.attempt : 0;
}

/**
 * Runs `retry` by itself while `unavailable`: after 5 s, then backing off to once a minute while
 * the device is online, and at once when it comes back online or the app comes back to the
 * foreground. A guest never has to find a button for the screen to recover, and the server is not
 * asked more often than that.
 */
export function useRetryWhileUnavailable(unavailable: boolean, retry: () => void): void {
  const retryNow = useEffectEvent(retry);
  useEffect(() => {
    if (!unavailable) return;
    let attempt = continuedAttempt();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tryAgain = () => {
      lastTry = { attempt, at: Date.now() };
      retryNow();
    };
    const schedule = () => {
      timer = setTimeout(() => {
        // Offline, a request cannot succeed: the `online` event tries instead.
        if (navigator.onLine) {
          attempt += 1;
          tryAgain();
        }
        schedule();
      }, retryDelayMs(attempt));
    };
    const tryAgainNow = () => {
      clearTimeout(timer);
      tryAgain();
      schedule();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') tryAgainNow();
    };
    schedule();
    window.addEventListener('online', tryAgainNow);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', tryAgainNow);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [unavailable]);
}
