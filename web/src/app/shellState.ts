import { useSyncExternalStore } from 'react';
import type { Presentation } from './presentation.ts';

// What the lazily loaded parts (integrations, sign-in) tell the shell, in one small module: the
// entry keeps it, and every part that reports imports this one file.

/**
 * Unread conversations of the messaging widget (`integrations/messaging.ts` reports them); the
 * assistant tab shows the count.
 */
let unreadCount = 0;
const unreadListeners = new Set<() => void>();

export function setUnreadMessages(count: number): void {
  const next = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (next === unreadCount) return;
  unreadCount = next;
  for (const listener of unreadListeners) listener();
}

export function useUnreadMessages(): number {
  return useSyncExternalStore(
    (listener) => {
      unreadListeners.add(listener);
      return () => unreadListeners.delete(listener);
    },
    () => unreadCount,
  );
}

/**
 * The account notification (spec §4): a dot on the account button and tab that appears when
 * customer data has loaded, no customer is signed in, and the account has not been navigated to
 * (in this page's life). Sign-in and logout report the customer data here; the shell marks the
 * visit.
 */
export type AccountNotificationState = {
  customerDataLoaded: boolean;
  signedIn: boolean;
  accountVisited: boolean;
};

let account: AccountNotificationState = {
  customerDataLoaded: false,
  signedIn: false,
  accountVisited: false,
};
const accountListeners = new Set<() => void>();

function update(change: Partial<AccountNotificationState>): void {
  const next = { ...account, ...change };
  const same = (Object.keys(next) as (keyof AccountNotificationState)[]).every(
    (key) => next[key] === account[key],
  );
  if (same) return;
  account = next;
  for (const listener of accountListeners) listener();
}

export function showsAccountNotification(current: AccountNotificationState): boolean {
  return current.customerDataLoaded && !current.signedIn && !current.accountVisited;
}

/** Customer data has loaded: with a customer signed in or without. */
export function customerDataLoaded(signedIn: boolean): void {
  update({ customerDataLoaded: true, signedIn });
}

/** Logout: the customer is cleared and customer data counts as not loaded. */
export function customerDataCleared(): void {
  update({ customerDataLoaded: false, signedIn: false });
}

export function accountVisited(): void {
  update({ accountVisited: true });
}

export function useAccountNotification(): boolean {
  return useSyncExternalStore(
    (listener) => {
      accountListeners.add(listener);
      return () => accountListeners.delete(listener);
    },
    () => showsAccountNotification(account),
  );
}

/**
 * A property's `isWhiteLabel` flag (spec §1): a white-label property's stay shows the white-label
 * branding, navigation and wording even on the main brand's host. The shell learns the flag of
 * the stay on screen (`ShellIntegrations`) and sets it here; off a stay it is false again.
 */
let propertyIsWhiteLabel = false;
const brandListeners = new Set<() => void>();

export function setPropertyWhiteLabel(whiteLabel: boolean): void {
  if (whiteLabel === propertyIsWhiteLabel) return;
  propertyIsWhiteLabel = whiteLabel;
  for (const listener of brandListeners) listener();
}

function usePropertyWhiteLabel(): boolean {
  return useSyncExternalStore(
    (listener) => {
      brandListeners.add(listener);
      return () => brandListeners.delete(listener);
    },
    () => propertyIsWhiteLabel,
  );
}

/** The host's presentation, turned white-label by a white-label property. */
export function brandFor(
  hostPresentation: Presentation,
  whiteLabelProperty: boolean,
): Presentation {
  return whiteLabelProperty ? 'white-label' : hostPresentation;
}

export function useBrand(hostPresentation: Presentation): Presentation {
  return brandFor(hostPresentation, usePropertyWhiteLabel());
}

/** Tests start from a fresh page. */
export function resetShellState(): void {
  setUnreadMessages(0);
  update({ customerDataLoaded: false, signedIn: false, accountVisited: false });
  setPropertyWhiteLabel(false);
}
