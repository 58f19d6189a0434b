import { describe, expect, it } from 'vitest';
import { GatewayError } from '../src/errors/gateway-error.ts';
import { createUpstreamClient, urlOf } from '../src/upstream/client.ts';
import type { HttpTransport } from '../src/upstream/transport.ts';

// The upstream client's own guard behind the schema's `@identifier` rule: whatever reaches it,
// a value never changes the path it is put in, and a header it cannot send is the caller's bad
// input, not a network outage.
describe('upstream paths and headers', () => {
  const call = (slug: string) => ({ path: '/check-in/{slug}', params: { slug } });

  it('keeps a value inside its path segment', () => {
    expect(urlOf('http://core', call('a/b?c#d'))).toBe('http://core/check-in/a%2Fb%3Fc%23d');
    expect(new URL(urlOf('http://core', call('%2e%2e'))).pathname).toBe('/check-in/%252e%252e');
  });

  it.each(['..', '.', ''])('refuses %j, which URL parsing would collapse', (slug) => {
    expect(() => urlOf('http://core', call(slug))).toThrow(GatewayError);
  });

  it.each([
    ['an emoji', 'stay-😀'],
    ['CR/LF', 'stay\r\nx-injected: 1'],
    ['a NUL', 'stay\u0000'],
  ])('answers a header value with %s as bad input without sending anything', async (_, slug) => {
    const sent: string[] = [];
    const transport: HttpTransport = async (request) => {
      sent.push(request.url);
      throw new Error('unreachable');
    };
    const client = createUpstreamClient(
      {
        baseUrl: 'http://core',
        transport,
        timeoutMs: 1000,
        maxResponseBytes: 1000,
        retriesPerCall: 0,
        retryBudgetPerRequest: 0,
      },
      { requestId: 'r1', language: undefined, token: undefined },
    );
    const failure = await client
      .call({ method: 'GET', path: '/orders/{id}', params: { id: 'o1' }, slug })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GatewayError);
    expect((failure as GatewayError).classified.code).toBe('BAD_USER_INPUT');
    expect(sent).toEqual([]);
  });
});
