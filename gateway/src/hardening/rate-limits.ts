import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GatewayError } from '../errors/gateway-error.ts';

/**
 * Attempt limits the resolvers apply before the core API is asked: the login flow (spec §3: code
 * requests and code verifications) and the online check-in lookup. Counters live in
 * @fastify/rate-limit's store, so they follow wherever the app's rate limits are kept.
 *
 * None of them may be turned against a guest: a limit on an e-mail alone would let anyone lock a
 * victim out of sign-in from anywhere (five code requests for someone else's e-mail once did, for
 * 15 minutes). So code requests and wrong codes are counted per e-mail and IP pair and per IP
 * (the hard limits, refused with the time left). What one mailbox receives is capped too, across
 * every IP and replica (40 requests from 40 addresses once sent 40 e-mails to one mailbox): at
 * most `perMailbox` codes within a window no longer than a code works, so while the cap holds,
 * every code it let through still works, and the owner signs in with the newest one in their
 * inbox (a code is checked against the newest sent to the e-mail). The cap is on e-mails sent,
 * never on signing in with a code. Wrong codes for one e-mail from anywhere above a ceiling wait
 * a moment each instead of being refused.
 */
export type AttemptLimits = {
  /**
   * Before a login code is sent: refuses a pair or an IP at its limit, and a mailbox that was sent
   * its share (`RATE_LIMITED` with `field` `email`: the codes already sent still work).
   */
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
  codeRequest: {
    /** Codes asked for one e-mail from one IP: each sends an e-mail. */
    perEmailAndIp: 5,
    /** Codes asked from one IP for any e-mails. */
    perIp: 20,
    windowMs: fifteenMinutes,
    /** E-mails with a code one mailbox is sent from anywhere, within `mailboxWindowMs`. */
    perMailbox: 5,
    /**
     * No longer than a code works at the core API (10 minutes, the sandbox contract): a code the
     * cap let through still works until the cap lets go.
     */
    mailboxWindowMs: 10 * 60_000,
  },
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
    perPair: counter(
      app,
      codeRequest.perEmailAndIp,
      codeRequest.windowMs,
      byEmailAndIp('code-request'),
    ),
    perIp: counter(app, codeRequest.perIp, codeRequest.windowMs, byIp('code-request')),
    perMailbox: counter(
      app,
      codeRequest.perMailbox,
      codeRequest.mailboxWindowMs,
      byEmail('code-sent'),
    ),
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
      const [pair, ip] = await Promise.all([
        codeRequests.perPair.count(request, email),
        codeRequests.perIp.count(request, email),
      ]);
      const refusal = [pair, ip].filter((state) => state.exceeded);
      if (refusal.length > 0) throw rateLimitedUntil(refusal);
      // Counted (atomically, in the shared store) before the e-mail goes, never read first: 40
      // requests at once would all read a count under the cap and all send.
      const mailbox = await codeRequests.perMailbox.count(request, email);
      if (mailbox.exceeded) throw GatewayError.rateLimited(mailbox.resetInMs, 'email');
    },
    async verification(request, email) {
      const [pair, ip, anywhere] = await Promise.all([
        failures.perPair.read(request, email),
        failures.perIp.read(request, email),
        failures.perEmail.read(request, email),
      ]);
      const refusal = [pair, ip].filter((state) => state.reached);
      if (refusal.length > 0) throw rateLimitedUntil(refusal);
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
      const misses = await lookupMisses.read(request, '');
      if (misses.reached) throw rateLimitedUntil([misses]);
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

/** `RATE_LIMITED`, to be tried again once the last of the limits hit lets go. */
function rateLimitedUntil(limits: { resetInMs: number }[]): GatewayError {
  return GatewayError.rateLimited(Math.max(...limits.map((limit) => limit.resetInMs)));
}

type Counter = {
  /** Counts one more; `exceeded` once the count passes the limit; the window's time left. */
  count(request: FastifyRequest, email: string): Promise<{ exceeded: boolean; resetInMs: number }>;
  /** Reads without counting; `reached` once the count is at the limit. */
  read(request: FastifyRequest, email: string): Promise<{ reached: boolean; resetInMs: number }>;
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
      if (result.isAllowed) return { exceeded: false, resetInMs: 0 };
      return { exceeded: result.isExceeded, resetInMs: result.ttl };
    },
    async read(request, email) {
      emailOf.set(request, email);
      const result = await limit(request, { increment: false });
      if (result.isAllowed) return { reached: false, resetInMs: 0 };
      return { reached: result.remaining === 0, resetInMs: result.ttl };
    },
  };
}
