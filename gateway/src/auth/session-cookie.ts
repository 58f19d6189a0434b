import type { FastifyReply } from 'fastify';
import { type Session, sessionCookieName } from './session.ts';

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

/** Sets the session cookie to expire exactly when the token does. */
export function setSessionCookie(reply: FastifyReply, session: Session): void {
  reply.setCookie(sessionCookieName, session.token, {
    ...cookieAttributes,
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName, cookieAttributes);
}
