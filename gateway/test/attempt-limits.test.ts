import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GatewayError } from '../src/errors/gateway-error.ts';
import { attemptLimitSettings, createAttemptLimits } from '../src/hardening/rate-limits.ts';

describe('attempt limits', () => {
  let app: FastifyInstance;
  /** The waits a slowed-down verification asked for (none is really waited here). */
  const waits: number[] = [];

  // The limits run inside resolvers with the real request; these routes stand in for them:
  // `/verify` checks a code and, when the body says the core API refused it, counts the failure.
  beforeAll(async () => {
    app = Fastify();
    await app.register(fastifyRateLimit, { global: false });
    const limits = createAttemptLimits(app, {
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    const answer = async (
      reply: { code(status: number): { send(body?: unknown): unknown } },
      run: () => Promise<void>,
    ) => {
      try {
        await run();
        return reply.code(204).send();
      } catch (error) {
        if (error instanceof GatewayError) {
          const { code, field, retryAfterSeconds } = error.classified;
          return reply.code(429).send({ code, ...(field ? { field } : {}), retryAfterSeconds });
        }
        throw error;
      }
    };
    app.post<{ Body: { email: string } }>('/code-request', (request, reply) =>
      answer(reply, () => limits.codeRequest(request, request.body.email)),
    );
    app.post<{ Body: { email: string; wrong: boolean } }>('/verify', (request, reply) =>
      answer(reply, async () => {
        await limits.verification(request, request.body.email);
        if (request.body.wrong) await limits.verificationFailed(request, request.body.email);
      }),
    );
    app.post<{ Body: { found: boolean } }>('/lookup', (request, reply) =>
      answer(reply, async () => {
        await limits.bookingLookup(request);
        if (!request.body.found) await limits.bookingLookupMissed(request);
      }),
    );
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    waits.length = 0;
  });

  const post = (url: string, payload: object, remoteAddress: string) =>
    app.inject({ method: 'POST', url, payload, remoteAddress });
  const wrongCode = (email: string, remoteAddress: string) =>
    post('/verify', { email, wrong: true }, remoteAddress);
  const rightCode = (email: string, remoteAddress: string) =>
    post('/verify', { email, wrong: false }, remoteAddress);

  describe('login code requests', () => {
    const { perEmailAndIp, perIp, perMailbox, mailboxWindowMs } = attemptLimitSettings.codeRequest;

    it('refuses requests beyond the limit of one e-mail and IP pair, and only that pair', async () => {
      const email = 'code-request@example.com';
      const requester = '10.0.0.1';
      for (let index = 0; index < perEmailAndIp; index++) {
        const spelling = index % 2 === 0 ? email.toUpperCase() : ` ${email}`;
        expect((await post('/code-request', { email: spelling }, requester)).statusCode).toBe(204);
      }
      const refused = await post('/code-request', { email }, requester);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 'RATE_LIMITED', retryAfterSeconds: 900 });
      // The requester still may for other e-mails. The mailbox had its share of codes from the
      // pair (perEmailAndIp is perMailbox): no more are sent from elsewhere either, and the owner
      // signs in with the newest (security/login.test.ts).
      expect(perEmailAndIp).toBe(perMailbox);
      expect((await post('/code-request', { email: `other-${email}` }, requester)).statusCode).toBe(
        204,
      );
      expect((await post('/code-request', { email }, '198.51.100.20')).json()).toMatchObject({
        code: 'RATE_LIMITED',
        field: 'email',
      });
      expect(waits).toEqual([]);
    });

    it('caps the codes one mailbox is sent from many IPs, saying the e-mail is the limit', async () => {
      const email = 'wanted@example.com';
      // Asked all at once, as 40 addresses did: the count is taken before any e-mail goes.
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          post('/code-request', { email }, `10.2.${index}.1`),
        ),
      );
      const sent = answers.filter((answer) => answer.statusCode === 204);
      expect(sent).toHaveLength(perMailbox);
      const refused = answers.find((answer) => answer.statusCode === 429);
      expect(refused?.json()).toEqual({
        code: 'RATE_LIMITED',
        field: 'email',
        retryAfterSeconds: mailboxWindowMs / 1000,
      });
      // Another mailbox is not affected, nor is the cap a wait anyone sits out.
      expect(
        (await post('/code-request', { email: 'other@example.com' }, '10.2.0.1')).statusCode,
      ).toBe(204);
      expect(waits).toEqual([]);
    });

    it('counts only codes that are sent: a request refused for its pair or IP leaves the mailbox alone', async () => {
      const email = 'refused-pair@example.com';
      const requester = '10.3.0.1';
      for (let index = 0; index < perEmailAndIp + 10; index++) {
        await post('/code-request', { email }, requester);
      }
      // The requester sent `perEmailAndIp` codes; the mailbox still has room for the rest.
      for (let index = perEmailAndIp; index < perMailbox; index++) {
        expect((await post('/code-request', { email }, `10.4.${index}.1`)).statusCode).toBe(204);
      }
    });

    it('refuses requests beyond the per-IP limit, whatever the e-mail', async () => {
      const ip = '192.0.2.1';
      for (let index = 0; index < perIp; index++) {
        expect(
          (await post('/code-request', { email: `guest${index}@example.com` }, ip)).statusCode,
        ).toBe(204);
      }
      expect((await post('/code-request', { email: 'fresh@example.com' }, ip)).statusCode).toBe(
        429,
      );
      expect(
        (await post('/code-request', { email: 'fresh@example.com' }, '198.51.100.1')).statusCode,
      ).toBe(204);
    });
  });

  describe('login code verification', () => {
    const { perEmailAndIp, perIp, perEmailBeforeDelay, delayMs } =
      attemptLimitSettings.verificationFailures;

    it('cuts off wrong codes from one IP for one e-mail, and only that pair', async () => {
      const email = 'victim@example.com';
      const guesser = '203.0.113.1';
      for (let guess = 0; guess < perEmailAndIp; guess++) {
        expect((await wrongCode(guess % 2 ? email.toUpperCase() : email, guesser)).statusCode).toBe(
          204,
        );
      }
      expect((await wrongCode(email, guesser)).json()).toEqual({
        code: 'RATE_LIMITED',
        retryAfterSeconds: 900,
      });
      expect((await rightCode(email, guesser)).statusCode).toBe(429);
      // The owner, on their own phone, is not locked out; the guesser may still sign in elsewhere.
      expect((await rightCode(email, '198.51.100.7')).statusCode).toBe(204);
      expect((await rightCode('guesser@example.com', guesser)).statusCode).toBe(204);
      expect(waits).toEqual([]);
    });

    it('counts only refused codes: checks that pass never run into the limit', async () => {
      for (let check = 0; check < perEmailAndIp * 2; check++) {
        expect((await rightCode('regular@example.com', '203.0.113.2')).statusCode).toBe(204);
      }
    });

    it('cuts off an IP guessing codes of many e-mails', async () => {
      const ip = '203.0.113.3';
      for (let guess = 0; guess < perIp; guess++) {
        expect((await wrongCode(`spray${guess}@example.com`, ip)).statusCode).toBe(204);
      }
      expect((await rightCode('spray-next@example.com', ip)).statusCode).toBe(429);
    });

    it('slows down, but never locks, an e-mail guessed from many IPs', async () => {
      const email = 'many-ips@example.com';
      for (let guess = 0; guess < perEmailBeforeDelay; guess++) {
        expect((await wrongCode(email, `10.1.${guess}.1`)).statusCode).toBe(204);
      }
      expect(waits).toEqual([]);
      const owner = await rightCode(email, '198.51.100.8');
      expect(owner.statusCode).toBe(204);
      expect(waits).toEqual([delayMs]);
    });
  });

  describe('booking lookup', () => {
    const { perIp } = attemptLimitSettings.bookingLookupMisses;

    it('cuts off an IP after its misses, whatever it finds meanwhile', async () => {
      const ip = '203.0.113.9';
      for (let lookup = 0; lookup < perIp * 2; lookup++) {
        expect((await post('/lookup', { found: true }, ip)).statusCode).toBe(204);
      }
      for (let miss = 0; miss < perIp; miss++) {
        expect((await post('/lookup', { found: false }, ip)).statusCode).toBe(204);
      }
      expect((await post('/lookup', { found: true }, ip)).json()).toEqual({
        code: 'RATE_LIMITED',
        retryAfterSeconds: 900,
      });
      expect((await post('/lookup', { found: true }, '198.51.100.9')).statusCode).toBe(204);
    });
  });
});
