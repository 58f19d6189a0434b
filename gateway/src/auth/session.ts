/** Name of the HttpOnly, Secure, SameSite=Strict cookie `verifyLoginCode` sets. */
export const sessionCookieName = 'guest_session';

export type Session = { token: string; expiresAt: Date };

/**
 * The caller's session: the bearer token from `Authorization` (API clients) or from the session
 * cookie (the browser app), valid only while its JWT `exp` is in the future. The signature is
 * NOT checked here: the core API verifies every token it receives; the gateway only avoids
 * forwarding tokens it already knows to be expired.
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

function bearerOf(authorization: string | undefined): string | undefined {
  const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization.trim()) : null;
  return match?.[1];
}

/** The `exp` claim of a JWT as a date, or undefined when the token is not a readable JWT. */
export function jwtExpiry(token: string): Date | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null || !('exp' in claims)) return undefined;
    return typeof claims.exp === 'number' ? new Date(claims.exp * 1000) : undefined;
  } catch {
    return undefined;
  }
}
