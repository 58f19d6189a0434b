import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GatewayError } from '../errors/gateway-error.ts';

/**
 * Attempt limits for the login flow (spec §3: code requests and verification attempts),
 * per e-mail and per client IP. The login mutations call them before the core API:
 * `await context.attemptLimits.codeRequest(context.req, email)`.
 */
export type AttemptLimit = (request: FastifyRequest, email: string) => Promise<void>;
export type AttemptLimits = { codeRequest: AttemptLimit; verification: AttemptLimit };

export const attemptLimitSettings = {
  codeRequest: { perEmail: 5, perIp: 20, windowMs: 15 * 60_000 },
  verification: { perEmail: 10, perIp: 30, windowMs: 15 * 60_000 },
} as const;

export function createAttemptLimits(app: FastifyInstance): AttemptLimits {
  return {
    codeRequest: attemptLimit(app, 'code-request', attemptLimitSettings.codeRequest),
    verification: attemptLimit(app, 'verification', attemptLimitSettings.verification),
  };
}

function attemptLimit(
  app: FastifyInstance,
  name: string,
  settings: { perEmail: number; perIp: number; windowMs: number },
): AttemptLimit {
  // @fastify/rate-limit keys by request; the e-mail travels beside it in a per-call map.
  const emailOf = new WeakMap<FastifyRequest, string>();
  const perEmail = app.createRateLimit({
    max: settings.perEmail,
    timeWindow: settings.windowMs,
    keyGenerator: (request) => `${name}:email:${emailOf.get(request) ?? ''}`,
  });
  const perIp = app.createRateLimit({
    max: settings.perIp,
    timeWindow: settings.windowMs,
    keyGenerator: (request) => `${name}:ip:${request.ip}`,
  });
  return async (request, email) => {
    emailOf.set(request, email.trim().toLowerCase());
    const [byEmail, byIp] = await Promise.all([perEmail(request), perIp(request)]);
    // `isAllowed` means "on the allow list"; only `isExceeded` says the limit was hit.
    if (isExceeded(byEmail) || isExceeded(byIp)) throw GatewayError.of('RATE_LIMITED');
  };
}

function isExceeded(result: { isAllowed: boolean } & { isExceeded?: boolean }): boolean {
  return !result.isAllowed && result.isExceeded === true;
}
