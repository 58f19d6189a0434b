import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../src/http/error-handler.ts';
import { buildTestGateway } from './support/gateway.ts';

describe('the one error handler', () => {
  async function appWithRoutes(lines: string[]) {
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    await app.register(errorHandler);
    app.get('/broken', async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.7:5432 (db password in /etc/secret)');
    });
    app.post(
      '/strict',
      {
        schema: {
          body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
        },
      },
      async () => ({ ok: true }),
    );
    await app.ready();
    return app;
  }

  it('hides a 5xx failure’s details from the client and logs them with the request’s context', async () => {
    const lines: string[] = [];
    const app = await appWithRoutes(lines);
    const answer = await app.inject({ method: 'GET', url: '/broken' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong',
    });
    expect(answer.body).not.toContain('ECONNREFUSED');
    const logged = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'request failed');
    expect(logged).toMatchObject({
      level: 50,
      method: 'GET',
      route: '/broken',
      requestId: expect.any(String),
      err: { message: expect.stringContaining('ECONNREFUSED') },
    });
    await app.close();
  });

  it('keeps a refusal’s message, which names the problem', async () => {
    const app = await appWithRoutes([]);
    const answer = await app.inject({ method: 'POST', url: '/strict', payload: {} });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      statusCode: 400,
      code: 'FST_ERR_VALIDATION',
      error: 'Bad Request',
      message: "body must have required property 'name'",
    });
    await app.close();
  });

  it('answers the gateway’s operations routes by their schemas', async () => {
    const gateway = await buildTestGateway({ coreApiUrl: 'http://127.0.0.1:9' });
    const health = await gateway.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await gateway.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not-ready',
      upstream: 'unreachable',
      sharedState: 'process',
    });
    const refused = await gateway.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${'x'.repeat(600)}` },
    });
    expect(refused.statusCode).toBe(400);
    await gateway.close();
  });
});
