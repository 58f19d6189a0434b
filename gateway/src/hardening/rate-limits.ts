import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GatewayError } from '../errors/gateway-error.ts';

/**
 * Attempt limits the resolvers apply before the core API is asked: the login flow (spec §3: code
 * requests and code verifications) and the online check-in lookup. Counters live in
 * @fastify/rate-limit's store, so they follow wherever the app's rate limits are kept.
 *
 * None of them may be turned against a guest: a limit on an e-mail alone would let anyone lock a
 * victim out of sign-in from anywhere. So wrong codes are counted per e-mail and IP pair (the hard
 * limit), and per e-mail only above a higher ceiling, where each further check waits a moment
 * instead of being refused: the owner can still sign in from their own phone.
 */
export type AttemptLimits = {
  /** Before a login code is sent: per e-mail and per IP. */
  codeRequest: (request: FastifyRequest, email: string) => Promise<void>;
  /** Before a code is checked: refuses a pair or an IP at its limit, slows an e-mail past its ceiling. */
  verification: (request: FastifyRequest, email: string) => Promise<void>;
  /** After the core API refused a code: counts it for the pair, the e-mail and the IP. */
  verificationFailed: (request: FastifyRequest, email: string) => Promise<void>;
  /** Before a booking lookup: refuses an IP that missed too often (booking numbers are sequential). */
  bookingLookup: (request: FastifyRequest) => Promise<void>;
  /** After a booking lookup found nothing: counts the miss for the IP. */
  bookingLookupMissed: (request: FastifyRequest) => Promise<void>;
};

const fifteenMinutes = 15 * 60_000;

export const attemptLimitSettings = {
  codeRequest: { perEmail: 5, perIp: 20, windowMs: fifteenMinutes },
  verificationFailures: {
    /** Wrong codes from one IP for one e-mail: the guesser, not the owner, is cut off. */
    perEmailAndIp: 10,
    /** Wrong codes from one IP for any e-mails. */
    perIp: 30,
    /** Wrong codes for one e-mail from anywhere before each further check waits `delayMs`. */
    perEmailBeforeDelay: 30,
    delayMs: 2000,
    windowMs: fifteenMinutes,
  },
  bookingLookupMisses: { perIp: 10, windowMs: fifteenMinutes },
} as const;

export type AttemptLimitOptions = {
  /** How a slowed-down check waits (tests observe it instead of waiting). */
  wait?: (ms: number) => Promise<void>;
};

export function createAttemptLimits(
  app: FastifyInstance,
  { wait = (ms) => sleep(ms) }: AttemptLimitOptions = {},
): AttemptLimits {
  const { codeRequest, verificationFailures, bookingLookupMisses } = attemptLimitSettings;
  const byEmail = (name: string) => (_request: FastifyRequest, email: string) =>
    `${name}:email:${normalisedEmail(email)}`;
  const byEmailAndIp = (name: string) => (request: FastifyRequest, email: string) =>
    `${name}:email-ip:${normalisedEmail(email)}:${request.ip}`;
  const byIp = (name: string) => (request: FastifyRequest) => `${name}:ip:${request.ip}`;

  const codeRequests = {
    perEmail: counter(app, codeRequest.perEmail, codeRequest.windowMs, byEmail('code-request')),
    perIp: counter(app, codeRequest.perIp, codeRequest.windowMs, byIp('code-request')),
  };
  const failures = {
    perPair: counter(
      app,
      verificationFailures.perEmailAndIp,
      verificationFailures.windowMs,
      byEmailAndIp('verification-failure'),
    ),
    perIp: counter(
      app,
      verificationFailures.perIp,
      verificationFailures.windowMs,
      byIp('verification-failure'),
    ),
    perEmail: counter(
      app,
      verificationFailures.perEmailBeforeDelay,
      verificationFailures.windowMs,
      byEmail('verification-failure'),
    ),
  };
  const lookupMisses = counter(
    app,
    bookingLookupMisses.perIp,
    bookingLookupMisses.windowMs,
    byIp('booking-lookup-miss'),
  );

  return {
    async codeRequest(request, email) {
      const [perEmail, perIp] = await Promise.all([
        codeRequests.perEmail.count(request, email),
        codeRequests.perIp.count(request, email),
      ]);
      if (perEmail.exceeded || perIp.exceeded) throw GatewayError.of('RATE_LIMITED');
    },
    async verification(request, email) {
      const [pair, ip, anywhere] = await Promise.all([
        failures.perPair.read(request, email),
        failures.perIp.read(request, email),
        failures.perEmail.read(request, email),
      ]);
      if (pair.reached || ip.reached) throw GatewayError.of('RATE_LIMITED');
      if (anywhere.reached) await wait(verificationFailures.delayMs);
    },
    async verificationFailed(request, email) {
      await Promise.all([
        failures.perPair.count(request, email),
        failures.perIp.count(request, email),
        failures.perEmail.count(request, email),
      ]);
    },
    async bookingLookup(request) {
      if ((await lookupMisses.read(request, '')).reached) throw GatewayError.of('RATE_LIMITED');
    },
    async bookingLookupMissed(request) {
      await lookupMisses.count(request, '');
    },
  };
}

/** The core API keeps e-mails lower-case; the limits count every spelling of one as one. */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

type Counter = {
  /** Counts one more; `exceeded` once the count passes the limit. */
  count(request: FastifyRequest, email: string): Promise<{ exceeded: boolean }>;
  /** Reads without counting; `reached` once the count is at the limit. */
  read(request: FastifyRequest, email: string): Promise<{ reached: boolean }>;
};

function counter(
  app: FastifyInstance,
  max: number,
  windowMs: number,
  keyOf: (request: FastifyRequest, email: string) => string,
): Counter {
  // @fastify/rate-limit keys by request; the e-mail travels beside it in a per-call map.
  const emailOf = new WeakMap<FastifyRequest, string>();
  const limit = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => keyOf(request, emailOf.get(request) ?? ''),
  });
  return {
    async count(request, email) {
      emailOf.set(request, email);
      const result = await limit(request);
      // `isAllowed` means "on the allow list"; only `isExceeded` says the limit was hit.
      return { exceeded: !result.isAllowed && result.isExceeded === true };
    },
    async read(request, email) {
      emailOf.set(request, email);
      const result = await limit(request, { increment: false });
      return { reached: !result.isAllowed && result.remaining === 0 };
    },
  };
}
