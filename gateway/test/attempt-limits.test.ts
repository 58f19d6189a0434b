import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueError } from '../src/errors/catalogue.ts';
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
          if (error instanceof CatalogueError)
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

  it('refuses code requests beyond the per-e-mail limit, whatever the IP', async () => {
    const { perEmail } = attemptLimitSettings.codeRequest;
    for (let index = 0; index < perEmail; index++) {
      expect(
        (await attempt('codeRequest', 'Guest@Example.com', `10.0.0.${index}`)).statusCode,
      ).toBe(204);
    }
    const refused = await attempt('codeRequest', ' guest@example.com', '10.0.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'rate-limited' });
    expect((await attempt('codeRequest', 'other@example.com', '10.0.1.1')).statusCode).toBe(204);
  });

  it('refuses verification attempts beyond the per-IP limit, whatever the e-mail', async () => {
    const { perIp } = attemptLimitSettings.verification;
    for (let index = 0; index < perIp; index++) {
      expect(
        (await attempt('verification', `guest${index}@example.com`, '192.0.2.7')).statusCode,
      ).toBe(204);
    }
    expect((await attempt('verification', 'fresh@example.com', '192.0.2.7')).statusCode).toBe(429);
    expect((await attempt('verification', 'fresh@example.com', '192.0.2.8')).statusCode).toBe(204);
  });
});
