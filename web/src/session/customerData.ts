import { useSyncExternalStore } from 'react';

/**
 * What the app knows about the customer (spec §4): not loaded yet, loaded with nobody signed in,
 * or loaded for a signed-in customer. The account notification depends on it (customer data
 * loaded, nobody signed in); logout returns it to not loaded.
 */
export type CustomerData = 'not-loaded' | 'signed-out' | 'signed-in';

let current: CustomerData = 'not-loaded';
const listeners = new Set<() => void>();

export function setCustomerData(next: CustomerData): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

export function customerData(): CustomerData {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCustomerData(): CustomerData {
  return useSyncExternalStore(subscribe, customerData, customerData);
}
