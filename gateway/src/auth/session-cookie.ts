import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Session, sessionCookieName, unreadableSessionCookie } from './session.ts';

/**
 * The browser session lives only in this cookie: HttpOnly so scripts cannot read the token,
 * Secure and SameSite=Strict so it never travels over plain HTTP or with cross-site requests.
 */
const cookieAttributes = {
  path: '/',
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
} as const;

/**
 * Sets the session cookie to expire when the token does. `Max-Age`, the seconds it has left by
 * the core API's clock, is what browsers follow when it is there: a phone whose clock is set
 * hours ahead would otherwise drop the cookie as soon as it is set. `Expires` stays for clients
 * that only read that.
 */
export function setSessionCookie(
  reply: FastifyReply,
  session: Session,
  lifetimeSeconds: number,
): void {
  reply.setCookie(sessionCookieName, session.token, {
    ...cookieAttributes,
    expires: session.expiresAt,
    maxAge: lifetimeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName, cookieAttributes);
}

/**
 * A session cookie that is no session (damaged, forged badly, expired, an `exp` out of range) is
 * treated as none wherever it is read (`readSession`); this says so once per request, at info
 * and without its value, so an operator can tell it from a guest who never signed in.
 */
export function noteUnreadableSessionCookies(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const reason = unreadableSessionCookie(request.cookies?.[sessionCookieName]);
    if (reason) request.log.info({ sessionCookie: reason }, 'session cookie ignored: no session');
  });
}
