/**
 * The signed-in state as the client knows it: the session's expiry, stored when sign-in succeeds
 * (`verifyLoginCode`'s `sessionExpiresAt`; the token itself is an HttpOnly cookie the page cannot
 * read). The session is valid only while that expiry exists and is in the future.
 */
const sessionKey = 'guestAppSession';

type StoredSession = { expiresAt: string };

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
