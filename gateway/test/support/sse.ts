import type { FastifyInstance } from 'fastify';

export type SseEvent<Data = unknown> = { event: string; data: Data | null };

/** Splits a Server-Sent Events body into its named events, parsing each `data` as JSON. */
export function sseEvents<Data = unknown>(body: string): SseEvent<Data>[] {
  return body
    .split('\n\n')
    .map((block) => {
      const lines = block.split('\n');
      const event = fieldOf(lines, 'event');
      const data = fieldOf(lines, 'data');
      return { event, data: data ? (JSON.parse(data) as Data) : null };
    })
    .filter((event) => event.event !== '');
}

function fieldOf(lines: string[], name: string): string {
  const prefix = `${name}:`;
  return (
    lines
      .find((line) => line.startsWith(prefix))
      ?.slice(prefix.length)
      .trim() ?? ''
  );
}

/**
 * POSTs a GraphQL subscription asking for Server-Sent Events and resolves with the whole body,
 * which `inject` delivers once the stream ends.
 */
export async function postSubscription(
  app: FastifyInstance,
  body: { query: string; variables?: Record<string, unknown> },
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
    payload: JSON.stringify(body),
  });
  return response.body;
}

/**
 * A `fetch` answered by the app in-process (`inject`), for HTTP clients under test such as
 * graphql-sse's. `inject` hands over the body once the stream has ended, so a subscription's
 * events arrive together, in order. `onResponse` sees each answer as the client receives it.
 */
export function injectFetch(
  app: FastifyInstance,
  onResponse: (response: Response) => void = () => {},
): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const injected = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(injected.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const response = new Response(new Uint8Array(injected.rawPayload), {
      status: injected.statusCode,
      headers,
    });
    onResponse(response);
    return response;
  };
}
