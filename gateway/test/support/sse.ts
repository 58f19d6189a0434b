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
