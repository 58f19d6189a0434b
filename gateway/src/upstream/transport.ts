import { Agent } from 'undici';

/** What the upstream client needs from HTTP: one request, one answer, nothing more. */
export type TransportRequest = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  timeoutMs: number;
};

export type TransportResponse = {
  status: number;
  header(name: string): string | undefined;
  /** Reads the whole body; rejects when the connection dies mid-body. */
  text(): Promise<string>;
};

export type HttpTransport = (request: TransportRequest) => Promise<TransportResponse>;

/**
 * The production transport: an undici Agent keeping connections to the core API alive, with
 * the per-call timeout applied to both the headers and the body.
 */
export function createUndiciTransport(options: { connections: number; keepAliveMs: number }): {
  transport: HttpTransport;
  close(): Promise<void>;
} {
  const agent = new Agent({
    connections: options.connections,
    keepAliveTimeout: options.keepAliveMs,
    keepAliveMaxTimeout: options.keepAliveMs * 2,
  });
  const transport: HttpTransport = async (request) => {
    const url = new URL(request.url);
    const response = await agent.request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method: request.method as 'GET',
      headers: request.headers,
      body: request.body,
      headersTimeout: request.timeoutMs,
      bodyTimeout: request.timeoutMs,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    return {
      status: response.statusCode,
      header: (name) => {
        const value = response.headers[name.toLowerCase()];
        return Array.isArray(value) ? value[0] : value;
      },
      text: () => response.body.text(),
    };
  };
  return { transport, close: () => agent.close() };
}

/**
 * Node's global fetch, looked up at call time. Tests use it so msw can inject faults the
 * sandbox cannot produce (msw intercepts fetch, not undici's Agent).
 */
export const fetchTransport: HttpTransport = async (request) => {
  const response = await globalThis.fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(request.timeoutMs),
  });
  return {
    status: response.status,
    header: (name) => response.headers.get(name) ?? undefined,
    text: () => response.text(),
  };
};

/** Whether a transport failure was the per-call timeout (rather than a refused or reset connection). */
export function isTimeoutFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    name === 'TimeoutError' ||
    name === 'AbortError' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    code === 'UND_ERR_ABORTED'
  );
}
