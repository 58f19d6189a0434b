import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from '../src/errors/gateway-error.ts';
import { attemptLimitSettings, createAttemptLimits } from '../src/hardening/rate-limits.ts';

describe('attempt limits for the login flow', () => {
  let app: FastifyInstance;

  // The limits run inside resolvers with the real request; this route stands in for them.
  beforeAll(async () => {
    app = Fastify();
    await app.register(fastifyRateLimit, { global: false });
    const limits = createAttemptLimits(app);
    app.post<{ Params: { kind: 'codeRequest' | 'verification' }; Body: { email: string } }>(
      '/attempt/:kind',
      async (request, reply) => {
        try {
          await limits[request.params.kind](request, request.body.email);
          return reply.code(204).send();
        } catch (error) {
          if (error instanceof GatewayError)
            return reply.code(429).send({ code: error.classified.code });
          throw error;
        }
      },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const attempt = (kind: string, email: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: `/attempt/${kind}`, payload: { email }, remoteAddress });

  const kinds = ['codeRequest', 'verification'] as const;

  it.each(kinds)('refuses %s beyond the per-e-mail limit, whatever the IP', async (kind) => {
    const email = `${kind}@example.com`;
    const { perEmail } = attemptLimitSettings[kind];
    for (let index = 0; index < perEmail; index++) {
      const spelling = index % 2 === 0 ? email.toUpperCase() : ` ${email}`;
      expect(
        (await attempt(kind, spelling, `10.${kinds.indexOf(kind)}.0.${index}`)).statusCode,
      ).toBe(204);
    }
    const refused = await attempt(kind, email, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED' });
    expect((await attempt(kind, `other-${email}`, '10.9.9.9')).statusCode).toBe(204);
  });

  it.each(kinds)('refuses %s beyond the per-IP limit, whatever the e-mail', async (kind) => {
    const ip = `192.0.2.${kinds.indexOf(kind) + 1}`;
    const { perIp } = attemptLimitSettings[kind];
    for (let index = 0; index < perIp; index++) {
      expect((await attempt(kind, `guest${index}-${kind}@example.com`, ip)).statusCode).toBe(204);
    }
    expect((await attempt(kind, `fresh-${kind}@example.com`, ip)).statusCode).toBe(429);
    expect((await attempt(kind, `fresh-${kind}@example.com`, '198.51.100.1')).statusCode).toBe(204);
  });
});
