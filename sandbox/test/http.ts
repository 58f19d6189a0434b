import type { FastifyInstance } from 'fastify';

export interface Answer {
  status: number;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on them
  json: () => any;
}

/** `app.inject` in the shape the contract tests read: status, raw body and parsed JSON. */
export function client(sandbox: () => FastifyInstance) {
  async function send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const response = await sandbox().inject({
      method,
      url,
      headers: options.headers,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    return { status: response.statusCode, body: response.body, json: () => response.json() };
  }
  return {
    get: (url: string, headers?: Record<string, string>) => send('GET', url, { headers }),
    post: (url: string, body?: unknown, headers?: Record<string, string>) =>
      send('POST', url, { body, headers }),
    setClock: (now: string) => send('PUT', '/_sandbox/clock', { body: { now } }),
    resetClock: () => send('DELETE', '/_sandbox/clock'),
    /** A fresh reservation from the contract's test helper; answers its id and slug. */
    book: async (request: Record<string, unknown> = {}) => {
      const created = await send('POST', '/_sandbox/reservations', { body: request });
      if (created.status !== 201) throw new Error(`booking failed: ${created.body}`);
      return created.json().data as { id: string; slug: string; propertyKey: string };
    },
  };
}
