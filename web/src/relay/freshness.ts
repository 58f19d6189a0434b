import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Whether what the screens show came from the network just now or from the answers kept on this
 * device (offline, or while the hotel's system cannot be reached), and since when those answers
 * are: the network marks it; the offline banner reads it.
 */
export type Freshness = {
  /** A kept answer is on screen; `keptAt` is when it was received (ms since the epoch). */
  markStale: (keptAt?: number) => void;
  markFresh: () => void;
  isStale: () => boolean;
  /** When the oldest kept answer shown since the last fresh one was received; null if unknown. */
  keptAt: () => number | null;
  subscribe: (listener: () => void) => () => void;
};

export function createFreshness(): Freshness {
  let stale = false;
  let oldestKept: number | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    markStale: (keptAt) => {
      const older = keptAt !== undefined && (oldestKept === null || keptAt < oldestKept);
      if (stale && !older) return;
      stale = true;
      if (older) oldestKept = keptAt;
      notify();
    },
    markFresh: () => {
      if (!stale) return;
      stale = false;
      oldestKept = null;
      notify();
    },
    isStale: () => stale,
    keptAt: () => oldestKept,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const FreshnessContext = createContext<Freshness>(createFreshness());

/** True while a screen shows answers kept from an earlier visit because the network failed. */
export function useShowsStaleData(): boolean {
  const freshness = useContext(FreshnessContext);
  return useSyncExternalStore(freshness.subscribe, freshness.isStale, freshness.isStale);
}

/** When the kept answers on screen were received, while they are on screen; else null. */
export function useKeptAt(): number | null {
  const freshness = useContext(FreshnessContext);
  return useSyncExternalStore(freshness.subscribe, freshness.keptAt, freshness.keptAt);
}
