import { useSyncExternalStore } from 'react';

/**
 * What the lazily loaded parts (integrations, sign-in) tell the shell, in one small store: the
 * entry keeps it, and every part that reports imports this one file.
 */
export type ShellState = {
  /** Unread conversations of the messaging widget: the assistant tab's badge. */
  unreadMessages: number;
  /**
   * The account notification (spec §4) needs these three: customer data has loaded, no customer
   * is signed in, the account has not been navigated to (in this page's life). Sign-in and
   * logout report the customer data; logout counts as data not loaded.
   */
  customerDataLoaded: boolean;
  signedIn: boolean;
  accountVisited: boolean;
  /**
   * The stay on screen belongs to a white-label property (`isWhiteLabel`, spec §1): its branding,
   * navigation and wording are white-label even on the main brand's host.
   */
  propertyWhiteLabel: boolean;
};

const initialState: ShellState = {
  unreadMessages: 0,
  customerDataLoaded: false,
  signedIn: false,
  accountVisited: false,
  propertyWhiteLabel: false,
};

let state = initialState;
const listeners = new Set<() => void>();
/**
 * The state a server render draws, and so the state hydration starts from: the browser's own
 * (seeded from the page's data before hydrating) unless the server says where its request's is.
 */
let serverState: () => ShellState = () => state;

/** The server's render reads its own request's shell state (`entry-server.tsx`). */
export function readServerShellStateFrom(read: () => ShellState): void {
  serverState = read;
}

/** The shell state a page starts from: the browser's defaults with what the server derived. */
export function shellStateWith(change: Partial<ShellState>): ShellState {
  return { ...initialState, ...change };
}

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

/** Re-renders when the selected value changes; select a primitive. */
export function useShellState<T>(select: (current: ShellState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(serverState()),
  );
}

export function showsAccountNotification(current: ShellState): boolean {
  return current.customerDataLoaded && !current.signedIn && !current.accountVisited;
}

/** Tests start from a fresh page. */
export function resetShellState(): void {
  reportToShell(initialState);
}
