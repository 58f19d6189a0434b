/**
 * The signed-in state as the client knows it: the session's expiry on this device's clock, stored
 * when sign-in succeeds (`verifyLoginCode`'s `sessionLifetimeSeconds` counted from then; the token
 * itself is an HttpOnly cookie the page cannot read). The session is valid only while that expiry
 * exists and is in the future.
 */
const sessionKey = 'guestAppSession';

type StoredSession = { expiresAt: string };

/**
 * When a session that lasts `lifetimeSeconds` from now ends, on this device's clock. Not the
 * server's `sessionExpiresAt`: a phone set hours ahead of the hotel's clock would find that
 * instant already past, and be signed out as it signs in.
 */
export function sessionEndOnThisDevice(lifetimeSeconds: number, now: number = Date.now()): string {
  return new Date(now + lifetimeSeconds * 1000).toISOString();
}

export function storeSession(expiresAt: string, storage: Storage = localStorage): void {
  storage.setItem(sessionKey, JSON.stringify({ expiresAt } satisfies StoredSession));
}

export function clearSession(storage: Storage = localStorage): void {
  storage.removeItem(sessionKey);
}

export function isSignedIn(storage: Storage = localStorage, now: number = Date.now()): boolean {
  const raw = storage.getItem(sessionKey);
  if (raw === null) return false;
  try {
    const { expiresAt } = JSON.parse(raw) as Partial<StoredSession>;
    const expiry = typeof expiresAt === 'string' ? Date.parse(expiresAt) : Number.NaN;
    return Number.isFinite(expiry) && expiry > now;
  } catch {
    return false;
  }
}
