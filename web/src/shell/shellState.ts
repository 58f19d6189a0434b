import { useSyncExternalStore } from 'react';
import { type CustomerData, useCustomerData } from '../session/customerData.ts';

/**
 * What the lazily loaded parts (integrations, sign-in) tell the shell, in one small store: the
 * entry keeps it, and every part that reports imports this one file.
 */
export type ShellState = {
  /** Unread conversations of the messaging widget: the assistant tab's badge. */
  unreadMessages: number;
  /** The account has been navigated to in this page's life (spec §4's account notification). */
  accountVisited: boolean;
};

const initialState: ShellState = {
  unreadMessages: 0,
  accountVisited: false,
};

let state = initialState;
const listeners = new Set<() => void>();

export function reportToShell(change: Partial<ShellState>): void {
  const next = { ...state, ...change };
  if ((Object.keys(next) as (keyof ShellState)[]).every((key) => next[key] === state[key])) return;
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Re-renders when the selected value changes; select a primitive. A server render and the
 * hydration after it draw the state a page starts with (nothing reported yet).
 */
export function useShellState<T>(select: (current: ShellState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(initialState),
  );
}

/**
 * The account notification (spec §4): customer data has loaded, no customer is signed in, and the
 * account has not been navigated to in this page's life. Logout counts as data not loaded.
 */
export function showsAccountNotification(customer: CustomerData, accountVisited: boolean): boolean {
  return customer === 'signed-out' && !accountVisited;
}

/**
 * Whether the account notification shows, for the parts that draw it (the header's account
 * button, the account tab): read there rather than by the layout, so that customer data arriving
 * after the first screen re-renders those two and not the whole shell around the screen.
 */
export function useAccountNotification(): boolean {
  return showsAccountNotification(
    useCustomerData(),
    useShellState((state) => state.accountVisited),
  );
}

/** Tests start from a fresh page. */
export function resetShellState(): void {
  reportToShell(initialState);
}
