import { readSession, sessionLifetimeSeconds } from '../../auth/session.ts';
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie.ts';
import { type ArgumentOf, GatewayError, inArguments } from '../../errors/gateway-error.ts';
import { reportedUserError } from '../../errors/user-error.ts';
import type { GatewayContext } from '../../graphql/context.ts';
import { createLoaders } from '../../graphql/loaders.ts';
import type { MutationResolvers } from '../../graphql/resolvers.generated.ts';
import { normalisedEmail } from '../../hardening/rate-limits.ts';
import { loadViewer } from '../../steps/viewer.ts';
import { requestLoginCode, revokeSession, verifyLoginCode } from '../../upstream/account.ts';

/**
 * One-time-code login (spec §4) and log-out. Code requests are limited per e-mail and per IP, and
 * wrong codes per e-mail and IP pair (see `hardening/rate-limits.ts`), before the core API is asked. E-mails and codes are never logged: they only travel in request bodies.
 */
export const sessionMutations: Pick<
  MutationResolvers,
  'requestLoginCode' | 'resendLoginCode' | 'verifyLoginCode' | 'logOut'
> = {
  requestLoginCode: (_, request, context) => sendLoginCode(context, request),

  // The same call with the first request's key: the core API sends a new code for that attempt.
  resendLoginCode: (_, request, context) => sendLoginCode(context, request),

  verifyLoginCode: async (_, { email, code, idempotencyKey }, context) => {
    const { req, reply, attemptLimits, upstream } = context;
    try {
      await attemptLimits.verification(req, email);
      const { accessToken } = await inArguments(loginArgument, () =>
        verifyLoginCode(upstream, {
          email: normalisedEmail(email),
          code: code.trim(),
          idempotencyKey: idempotencyKey ?? null,
        }),
      ).catch(async (error: unknown) => {
        if (isRefusedCode(error)) await attemptLimits.verificationFailed(req, email);
        throw error;
      });
      // The core API's own clock decides whether its fresh token is still valid.
      const now = context.now();
      const session = readSession(undefined, accessToken, now);
      if (!session) throw GatewayError.of('UNAUTHENTICATED');
      // Reads for the answer go out with the new token; this request's own loaders have none.
      const viewer = await loadViewer(createLoaders(upstream.withToken(session.token)));
      if (!viewer) throw GatewayError.of('UNAUTHENTICATED');
      const lifetimeSeconds = sessionLifetimeSeconds(session, now);
      setSessionCookie(reply, session, lifetimeSeconds);
      return {
        ok: true,
        sessionExpiresAt: session.expiresAt.toISOString(),
        sessionLifetimeSeconds: lifetimeSeconds,
        viewer,
        error: null,
      };
    } catch (error) {
      return {
        ok: false,
        sessionExpiresAt: null,
        sessionLifetimeSeconds: null,
        viewer: null,
        error: reportedUserError(error, context.logger),
      };
    }
  },

  // The token is revoked at the core API first: clearing the cookie alone would leave a copy of
  // it working until it expires. A token the core API no longer accepts has nothing to revoke.
  logOut: async (_, __, { reply, session, upstream, logger }) => {
    if (session) {
      try {
        await revokeSession(upstream);
      } catch (error) {
        const refused =
          error instanceof GatewayError && error.classified.code === 'UNAUTHENTICATED';
        if (!refused) return { ok: false, error: reportedUserError(error, logger) };
      }
    }
    clearSessionCookie(reply);
    return { ok: true, error: null };
  },
};

async function sendLoginCode(
  { req, attemptLimits, upstream, logger }: GatewayContext,
  request: { email: string; botCheckToken: string; idempotencyKey?: string },
) {
  try {
    await attemptLimits.codeRequest(req, request.email);
    const sent = await inArguments(loginArgument, () =>
      requestLoginCode(upstream, { ...request, email: normalisedEmail(request.email) }),
    );
    return { ok: true, idempotencyKey: sent.idempotencyKey, error: null };
  } catch (error) {
    return { ok: false, idempotencyKey: null, error: reportedUserError(error, logger) };
  }
}

/** The core API refused the code itself (wrong, or none to check): what a guesser causes. */
function isRefusedCode(error: unknown): boolean {
  if (!(error instanceof GatewayError)) return false;
  const { code } = error.classified;
  return code === 'WRONG_VERIFICATION_CODE' || code === 'LOGIN_CODE_EXPIRED';
}

/** The core API's names for the login arguments: `otp` is the code, `turnstileToken` the bot check. */
const loginArgument: ArgumentOf = (upstreamField) =>
  ({
    email: 'email',
    otp: 'code',
    turnstileToken: 'botCheckToken',
    idempotencyKey: 'idempotencyKey',
  })[upstreamField];
