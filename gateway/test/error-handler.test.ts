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
      errors: [{ message: 'Something went wrong', extensions: { code: 'UNKNOWN' } }],
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

  it('keeps a refusal’s message, which names the problem, as errors[] with a code of the schema', async () => {
    const app = await appWithRoutes([]);
    const answer = await app.inject({ method: 'POST', url: '/strict', payload: {} });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.json()).toEqual({
      errors: [
        {
          message: "body must have required property 'name'",
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    });
    await app.close();
  });

  it('answers Fastify’s own refusals in its words, in the media type asked for, never with FST_ codes', async () => {
    const app = await appWithRoutes([]);
    const answers = await Promise.all([
      app.inject({
        method: 'POST',
        url: '/strict',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json',
        },
        payload: '{"name":',
      }),
      app.inject({
        method: 'POST',
        url: '/strict',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=x',
      }),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.headers['content-type']])).toEqual([
      [400, 'application/graphql-response+json; charset=utf-8'],
      [415, 'application/json; charset=utf-8'],
    ]);
    expect(answers.map((answer) => answer.json().errors[0])).toEqual([
      { message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } },
      {
        message:
          'The media type application/x-www-form-urlencoded is not accepted: send application/json.',
        extensions: { code: 'BAD_REQUEST' },
      },
    ]);
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
