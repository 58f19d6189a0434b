import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../app/paths.ts';
import { reportToShell } from '../app/shellState.ts';
import { clearSession } from './session.ts';

/**
 * What the app knows about the customer (spec §4): not loaded yet, loaded with nobody signed in,
 * or loaded for a signed-in customer. The account notification depends on it (customer data
 * loaded, nobody signed in); logout returns it to not loaded.
 */
export type CustomerData = 'not-loaded' | 'signed-out' | 'signed-in';

let current: CustomerData = 'not-loaded';
const listeners = new Set<() => void>();

export function setCustomerData(next: CustomerData): void {
  // The shell's account notification follows who is signed in (spec §4); a new page's shell
  // starts without knowing, so it is told even when nothing changed here.
  reportToShell({ customerDataLoaded: next !== 'not-loaded', signedIn: next === 'signed-in' });
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

/**
 * Rendered by an account screen whose `viewer` came back null: the page believed it was signed
 * in, but the server knows no session (revoked elsewhere, or the core API restarted). The stored
 * session is dropped, customer data is loaded with nobody signed in, and the visitor goes to
 * signup (spec §2). Beside the customer data so the account screens share one small chunk.
 */
export function SessionEnded(): null {
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    setCustomerData('signed-out');
    navigate(paths.signUp, { replace: true });
  }, [navigate]);
  return null;
}
