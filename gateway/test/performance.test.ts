import { makeExecutableSchema } from '@graphql-tools/schema';
import { createYoga } from 'graphql-yoga';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import {
  useCompiledExecution,
  withDefaultsForCompiledExecution,
} from '../src/graphql/compiled-execution.ts';
import { buildGatewayWithCapturedLog } from './support/gateway.ts';

describe('request log', () => {
  it('writes one line per request with its id, status and duration', async () => {
    const { app, lines } = await buildGatewayWithCapturedLog();
    await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-7' },
      payload: JSON.stringify({ query: '{ __typename }' }),
    });
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.close();
    const requestLines = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.reqId === 'trace-7');
    expect(requestLines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        method: 'POST',
        url: '/graphql',
        statusCode: 200,
        responseTimeMs: expect.any(Number),
      }),
    ]);
    expect(lines.some((line) => line.includes('/healthz'))).toBe(false);
  });

  it('logs the path without the query string, which carries reservation slugs', async () => {
    const { app, lines } = await buildGatewayWithCapturedLog();
    await app.inject({
      method: 'GET',
      url: '/stay?slug=shared-stay-secret&lng=FIN',
      headers: { accept: 'text/html', 'x-request-id': 'trace-8' },
    });
    await app.close();
    const requestLines = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.reqId === 'trace-8');
    expect(requestLines).toEqual([
      expect.objectContaining({ msg: 'request completed', method: 'GET', url: '/stay' }),
    ]);
    expect(lines.join('')).not.toContain('shared-stay-secret');
  });
});

describe('compiled execution and schema defaults', () => {
  const schema = () =>
    makeExecutableSchema({
      typeDefs:
        'input Range { from: Int = 3 } type Query { echo(n: Int = 7, range: Range = {}): String }',
      resolvers: {
        Query: {
          echo: (_: unknown, args: { n?: number; range?: { from?: number } }) =>
            `${args.n}:${args.range?.from}`,
        },
      },
    });
  async function echo(executable: ReturnType<typeof schema>): Promise<unknown> {
    const yoga = createYoga({
      schema: executable,
      plugins: [useCompiledExecution(pino({ level: 'silent' }))],
    });
    const response = await yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ echo }' }),
    });
    return response.json();
  }

  it('passes SDL argument and input field defaults to compiled queries', async () => {
    // graphql-jit alone misses graphql 17's defaults; the schema the gateway builds carries them.
    expect(await echo(schema())).toEqual({ data: { echo: 'undefined:undefined' } });
    expect(await echo(withDefaultsForCompiledExecution(schema()))).toEqual({
      data: { echo: '7:3' },
    });
  });
});
