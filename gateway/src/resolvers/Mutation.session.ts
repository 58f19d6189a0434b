import type { FastifyBaseLogger } from 'fastify';
import { readSession } from '../auth/session.ts';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie.ts';
import { CatalogueError } from '../errors/catalogue.ts';
import { reportedUserError } from '../errors/user-error.ts';
import { createLoaders } from '../graphql/loaders.ts';
import type { MutationResolvers } from '../graphql/resolvers.generated.ts';
import { requestLoginCode, verifyLoginCode } from '../upstream/core-api.ts';
import { loadViewer } from './Viewer.ts';

/** The core API keeps e-mails lower-case; the attempt limits count them the same way. */
function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

const codeNotSent = (error: unknown, logger: FastifyBaseLogger) => ({
  ok: false,
  idempotencyKey: null,
  error: reportedUserError(error, logger),
});

/**
 * One-time-code login (spec §4) and log-out. Attempts are limited per e-mail and per IP before
 * the core API is asked. E-mails and codes are never logged: they only travel in request bodies.
 */
export const sessionMutations: Pick<
  MutationResolvers,
  'requestLoginCode' | 'resendLoginCode' | 'verifyLoginCode' | 'logOut'
> = {
  requestLoginCode: async (
    _,
    { email, botCheckToken },
    { req, attemptLimits, upstream, logger },
  ) => {
    try {
      await attemptLimits.codeRequest(req, email);
      const sent = await requestLoginCode(upstream, {
        email: normalisedEmail(email),
        botCheckToken,
      });
      return { ok: true, idempotencyKey: sent.idempotencyKey, error: null };
    } catch (error) {
      return codeNotSent(error, logger);
    }
  },

  resendLoginCode: async (
    _,
    { email, idempotencyKey, botCheckToken },
    { req, attemptLimits, upstream, logger },
  ) => {
    try {
      await attemptLimits.codeRequest(req, email);
      const sent = await requestLoginCode(upstream, {
        email: normalisedEmail(email),
        botCheckToken,
        idempotencyKey,
      });
      return { ok: true, idempotencyKey: sent.idempotencyKey, error: null };
    } catch (error) {
      return codeNotSent(error, logger);
    }
  },

  verifyLoginCode: async (_, { email, code, idempotencyKey }, context) => {
    const { req, reply, attemptLimits, upstream } = context;
    try {
      await attemptLimits.verification(req, email);
      const { accessToken } = await verifyLoginCode(upstream, {
        email: normalisedEmail(email),
        code: code.trim(),
        idempotencyKey: idempotencyKey ?? null,
      });
      // The core API's own clock decides whether its fresh token is still valid.
      const session = readSession(undefined, accessToken, context.now());
      if (!session) throw CatalogueError.of('unauthenticated');
      // Reads for the answer go out with the new token; this request's own loaders have none.
      const viewer = await loadViewer(createLoaders(upstream.withToken(session.token)));
      if (!viewer) throw CatalogueError.of('unauthenticated');
      setSessionCookie(reply, session);
      return {
        ok: true,
        sessionExpiresAt: session.expiresAt.toISOString(),
        viewer,
        error: null,
      };
    } catch (error) {
      return {
        ok: false,
        sessionExpiresAt: null,
        viewer: null,
        error: reportedUserError(error, context.logger),
      };
    }
  },

  logOut: (_, __, { reply }) => {
    clearSessionCookie(reply);
    return { ok: true };
  },
};
