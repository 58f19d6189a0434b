import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Whether what the screens show came from the network just now or from the answers kept for
 * offline use. The network marks it; the offline banner reads it.
 */
export type Freshness = {
  markStale: () => void;
  markFresh: () => void;
  isStale: () => boolean;
  subscribe: (listener: () => void) => () => void;
};

export function createFreshness(): Freshness {
  let stale = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === stale) return;
    stale = next;
    for (const listener of listeners) listener();
  };
  return {
    markStale: () => set(true),
    markFresh: () => set(false),
    isStale: () => stale,
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
