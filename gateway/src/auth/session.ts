/** Name of the HttpOnly, Secure, SameSite=Strict cookie `verifyLoginCode` sets. */
export const sessionCookieName = 'guest_session';

export type Session = { token: string; expiresAt: Date };

/**
 * The caller's session: the bearer token from `Authorization` (API clients) or from the session
 * cookie (the browser app), valid only while its JWT `exp` is in the future. The signature is
 * NOT checked here: the core API verifies every token it receives; the gateway only avoids
 * forwarding tokens it already knows to be expired. A token it cannot read (not a JWT, no
 * numeric `exp`, an `exp` no date can hold) is no session, never an error: both come from the
 * client.
 */
export function readSession(
  authorization: string | undefined,
  cookieToken: string | undefined,
  now: Date = new Date(),
): Session | undefined {
  const token = bearerOf(authorization) ?? (cookieToken || undefined);
  if (!token) return undefined;
  const expiresAt = jwtExpiry(token);
  if (!expiresAt || expiresAt.getTime() <= now.getTime()) return undefined;
  return { token, expiresAt };
}

/**
 * Whole seconds `session` lasts from `now` (the core API's clock, which signed its expiry): what
 * the browser counts on its own clock, which may be set differently (the cookie's `Max-Age`,
 * `verifyLoginCode`'s `sessionLifetimeSeconds`).
 */
export function sessionLifetimeSeconds(session: Session, now: Date): number {
  return Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000));
}

function bearerOf(authorization: string | undefined): string | undefined {
  const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization.trim()) : null;
  return match?.[1];
}

/**
 * The `exp` claim of a JWT as a date, or undefined when the token is not a readable JWT or its
 * `exp` is no instant a date can hold (`1e300`, `-1e300`: `new Date` would be invalid, and
 * every later use of it, `toISOString()` first, would throw).
 */
export function jwtExpiry(token: string): Date | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null || !('exp' in claims)) return undefined;
    if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) return undefined;
    const expiresAt = new Date(claims.exp * 1000);
    return Number.isNaN(expiresAt.getTime()) ? undefined : expiresAt;
  } catch {
    return undefined;
  }
}

/** Why a session cookie is no session, for the log (never the value): or null when it is one. */
export function unreadableSessionCookie(
  cookieToken: string | undefined,
  now: Date = new Date(),
): 'not a token' | 'expired' | null {
  if (cookieToken === undefined) return null;
  const expiresAt = jwtExpiry(cookieToken);
  if (!expiresAt) return 'not a token';
  return expiresAt.getTime() <= now.getTime() ? 'expired' : null;
}
