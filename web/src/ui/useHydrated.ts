import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False while the page is the server's (its HTML, and React taking it over), true once the
 * browser's app runs it. A page drawn by the browser is run by it from the start.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
