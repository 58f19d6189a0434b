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
  /**
   * Reads the whole body; rejects when the connection dies mid-body, and with
   * `ResponseTooLargeError` (dropping the connection) once the body passes `maxBytes`.
   */
  text(maxBytes: number): Promise<string>;
};

/** The upstream answered more than the gateway will hold in memory for one call. */
export class ResponseTooLargeError extends Error {
  override name = 'ResponseTooLargeError';
  constructor(maxBytes: number) {
    super(`The core API's answer is larger than ${maxBytes} bytes`);
  }
}

/**
 * Collects a body up to `maxBytes`: a declared length above it is refused before reading, and
 * an undeclared one is cut off as soon as it passes, so one huge answer never sits in memory.
 */
async function readWithin(
  declaredLength: string | undefined,
  body: AsyncIterable<Uint8Array>,
  maxBytes: number,
  discard: () => void,
): Promise<string> {
  if (declaredLength !== undefined && Number(declaredLength) > maxBytes) {
    discard();
    throw new ResponseTooLargeError(maxBytes);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      discard();
      throw new ResponseTooLargeError(maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

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
    const header = (name: string) => {
      const value = response.headers[name.toLowerCase()];
      return Array.isArray(value) ? value[0] : value;
    };
    return {
      status: response.statusCode,
      header,
      text: (maxBytes) =>
        readWithin(header('content-length'), response.body, maxBytes, () => {
          // undici reports a destroyed body as an 'error' event; the caller already knows why.
          response.body.on('error', () => undefined);
          response.body.destroy();
        }),
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
  const header = (name: string) => response.headers.get(name) ?? undefined;
  return {
    status: response.status,
    header,
    text: (maxBytes) => {
      const body = response.body;
      if (body === null) return Promise.resolve('');
      // Node's web streams are async iterable; the DOM typings some dependencies load say otherwise.
      const chunks = body as unknown as AsyncIterable<Uint8Array>;
      return readWithin(header('content-length'), chunks, maxBytes, () => {
        body.cancel().catch(() => undefined);
      });
    },
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

/** Error codes of a connection that was never made: the request cannot have reached the server. */
const neverSentCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** Whether a transport failure happened before anything was sent (undici's or fetch's `cause`). */
export function isNeverSentFailure(error: unknown): boolean {
  for (let current = error, depth = 0; depth < 3; depth++) {
    if (typeof current !== 'object' || current === null) return false;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && neverSentCodes.has(code)) return true;
    current = cause;
  }
  return false;
}
