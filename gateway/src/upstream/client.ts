import { randomUUID } from 'node:crypto';
import type { UpstreamFailure } from '../errors/catalogue.ts';
import { GatewayError } from '../errors/gateway-error.ts';
import { endCallSpan, startCallSpan } from './tracing.ts';
import {
  type HttpTransport,
  isNeverSentFailure,
  isTimeoutFailure,
  ResponseTooLargeError,
  type TransportResponse,
} from './transport.ts';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | undefined;

/** One call to the core API. `path` is a template (`/check-in/{slug}`) so metrics stay low-cardinality. */
export type UpstreamCall = {
  method: HttpMethod;
  path: string;
  params?: Record<string, string>;
  query?: Record<string, QueryValue | readonly string[]>;
  body?: unknown;
  /** Sends the caller's bearer token; only calls the spec flags as authenticated set this. */
  auth?: boolean;
  /** Sends `x-slug`, which the spec requires on order-status reads. */
  slug?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /**
   * Sent as `Idempotency-Key`: the core API answers a repeat of the same request with the first
   * answer, so a write carrying one may be retried like a read. A write without one still sends
   * a key of its own (see `deadlineHeader`), but is never retried.
   */
  idempotencyKey?: string;
};

/**
 * The instant after which the core API must not start the call's work (RFC 3339, UTC), sent with
 * every call: the end of this attempt's timeout. Once the gateway has stopped waiting, a call the
 * core API held up (a stalled queue) is refused instead of carried out unseen: a door must not
 * open 16 seconds after the guest was told the unlock did not go through.
 */
export const deadlineHeader = 'x-request-deadline';

export type CallOutcome = 'ok' | 'api-error' | 'no-response' | 'malformed';

export type CallObservation = {
  method: HttpMethod;
  route: string;
  status: number | undefined;
  outcome: CallOutcome;
  durationMs: number;
  attempt: number;
};

/** What stays the same for every request: where the core API is and how patient to be with it. */
export type UpstreamSettings = {
  baseUrl: string;
  transport: HttpTransport;
  timeoutMs: number;
  /** The largest answer body the gateway reads; a larger one fails the call (as `unknown`). */
  maxResponseBytes: number;
  /** Retries per idempotent call; the request-wide budget below caps the total. */
  retriesPerCall: number;
  /** Retries one GraphQL request may spend in total, so a failing upstream is not hammered. */
  retryBudgetPerRequest: number;
  observe?: (observation: CallObservation) => void;
  onFailure?: (observation: CallObservation, failure: UpstreamFailure) => void;
};

/** What belongs to one incoming request. */
export type CallerIdentity = {
  requestId: string;
  language: string | undefined;
  token: string | undefined;
};

export type UpstreamResponse<T> = { status: number; data: T };

export type UpstreamClient = {
  /** Calls the core API and returns the envelope's `data`; any failure is a GatewayError. */
  call<T>(call: UpstreamCall): Promise<T>;
  /** Like `call`, but a 404 answers `undefined` instead of failing (reads by id or slug). */
  find<T>(call: UpstreamCall): Promise<T | undefined>;
  /**
   * The core API's clock as of its latest answer (its `Date` header), or undefined before any
   * answer. Date-derived flags follow the core API's time, not the gateway host's.
   */
  serverTime(): Date | undefined;
  /** The same caller with a token it just obtained (the login mutation's follow-up reads). */
  withToken(token: string): UpstreamClient;
  readonly identity: CallerIdentity;
};

const retryableStatuses = new Set([502, 503, 504]);
const backoffBaseMs = 40;

class NotFound {
  readonly status = 404;
}

/**
 * Builds the client bound to one request's language, token and request id. The transport is
 * shared (keep-alive connections); everything per request lives here.
 */
export function createUpstreamClient(
  settings: UpstreamSettings,
  identity: CallerIdentity,
): UpstreamClient {
  let retriesLeft = settings.retryBudgetPerRequest;
  let serverTime: Date | undefined;

  async function attemptOnce(call: UpstreamCall, attempt: number): Promise<unknown> {
    const change = call.method !== 'GET';
    const started = performance.now();
    const observation = (status: number | undefined, outcome: CallOutcome): CallObservation => ({
      method: call.method,
      route: call.path,
      status,
      outcome,
      durationMs: performance.now() - started,
      attempt,
    });
    // Outside the try: a missing session or an unusable value is the caller's problem, not a
    // network failure.
    const timeoutMs = call.timeoutMs ?? settings.timeoutMs;
    const headers = headersOf(call, identity);
    headers[deadlineHeader] = new Date(Date.now() + timeoutMs).toISOString();
    const url = urlOf(settings.baseUrl, call);
    const span = startCallSpan(call, url, attempt, headers);
    const settled = (observed: CallObservation) => {
      endCallSpan(span, observed);
      return observed;
    };
    let response: TransportResponse;
    try {
      response = await settings.transport({
        url,
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        timeoutMs,
      });
    } catch (error) {
      const failure: UpstreamFailure = {
        kind: 'no-response',
        reason: isTimeoutFailure(error)
          ? 'timeout'
          : isNeverSentFailure(error)
            ? 'refused'
            : 'connection',
        ...(change ? { change } : {}),
      };
      report(settled(observation(undefined, 'no-response')), failure);
      throw new RetryableFailure(failure);
    }
    const dateHeader = response.header('date');
    if (dateHeader) serverTime = new Date(dateHeader);
    const text = await readBody(response, settings.maxResponseBytes);
    if (text === tooLarge) {
      const failure: UpstreamFailure = {
        kind: 'malformed',
        status: response.status,
        reason: 'too-large',
      };
      report(settled(observation(response.status, 'malformed')), failure);
      throw GatewayError.fromUpstream(failure);
    }
    if (text === undefined) {
      const failure: UpstreamFailure = {
        kind: 'no-response',
        reason: 'connection',
        ...(change ? { change } : {}),
      };
      report(settled(observation(response.status, 'no-response')), failure);
      throw new RetryableFailure(failure);
    }
    const parsed = parseJson(text);
    if (response.status >= 200 && response.status < 300) {
      if (!isEnvelope(parsed) && response.status !== 204) {
        const failure: UpstreamFailure = { kind: 'malformed', status: response.status };
        report(settled(observation(response.status, 'malformed')), failure);
        throw GatewayError.fromUpstream(failure);
      }
      settings.observe?.(settled(observation(response.status, 'ok')));
      return isEnvelope(parsed) ? parsed.data : undefined;
    }
    if (response.status === 404 && call.method === 'GET') {
      settings.observe?.(settled(observation(404, 'ok')));
      throw new NotFound();
    }
    const failure = apiFailure(response.status, parsed, change);
    report(
      settled(
        observation(response.status, failure.kind === 'malformed' ? 'malformed' : 'api-error'),
      ),
      failure,
    );
    if (retryableStatuses.has(response.status)) throw new RetryableFailure(failure);
    throw GatewayError.fromUpstream(failure);
  }

  function report(observation: CallObservation, failure: UpstreamFailure): void {
    settings.observe?.(observation);
    settings.onFailure?.(observation, failure);
  }

  async function withRetries(call: UpstreamCall): Promise<unknown> {
    const repeatable = call.method === 'GET' || call.idempotencyKey !== undefined;
    const maxAttempts = repeatable ? 1 + settings.retriesPerCall : 1;
    // Every change carries a key, so the core API can tell a repeat from a new request.
    const keyed =
      call.method === 'GET' || call.idempotencyKey
        ? call
        : { ...call, idempotencyKey: randomUUID() };
    for (let attempt = 1; ; attempt++) {
      try {
        return await attemptOnce(keyed, attempt);
      } catch (error) {
        if (!(error instanceof RetryableFailure)) throw error;
        if (attempt >= maxAttempts || retriesLeft <= 0)
          throw GatewayError.fromUpstream(error.failure);
        retriesLeft--;
        await sleep(backoffBaseMs * 2 ** (attempt - 1));
      }
    }
  }

  return {
    identity,
    serverTime: () => serverTime,
    withToken: (token) => createUpstreamClient(settings, { ...identity, token }),
    async call<T>(call: UpstreamCall): Promise<T> {
      try {
        return (await withRetries(call)) as T;
      } catch (error) {
        if (error instanceof NotFound) {
          throw GatewayError.fromUpstream({
            kind: 'api-error',
            status: 404,
            code: 'NOT_FOUND',
            message: 'Not found',
          });
        }
        throw error;
      }
    },
    async find<T>(call: UpstreamCall): Promise<T | undefined> {
      try {
        return (await withRetries(call)) as T;
      } catch (error) {
        if (error instanceof NotFound) return undefined;
        throw error;
      }
    },
  };
}

class RetryableFailure {
  readonly failure: UpstreamFailure;
  constructor(failure: UpstreamFailure) {
    this.failure = failure;
  }
}

export function urlOf(
  baseUrl: string,
  call: Pick<UpstreamCall, 'path' | 'params' | 'query'>,
): string {
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${call.path}`);
    return pathSegment(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, item);
    else search.append(name, String(value));
  }
  const query = search.toString();
  return `${baseUrl}${path}${query ? `?${query}` : ''}`;
}

/**
 * One path segment that stays one segment: encoded, and never empty, `.` or `..` (URL parsing
 * collapses those, `%2e` spellings included, and the call would reach another path). The schema
 * already refuses such identifiers (`@identifier`); this keeps any other value from slipping by.
 */
function pathSegment(value: string): string {
  const segment = encodeURIComponent(value);
  if (/^(?:\.|%2e){0,2}$/i.test(segment)) throw GatewayError.of('BAD_USER_INPUT');
  return segment;
}

/** Header values are Latin-1 without control characters; undici would throw on anything else. */
const headerValuePattern = /^[\t\x20-\x7e\x80-\xff]*$/;

function headersOf(call: UpstreamCall, identity: CallerIdentity): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-request-id': identity.requestId,
    ...call.headers,
  };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (identity.language) headers['x-language-code'] = identity.language;
  if (call.slug) headers['x-slug'] = call.slug;
  if (call.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey;
  if (call.auth) {
    if (!identity.token) throw GatewayError.of('UNAUTHENTICATED');
    headers.authorization = `Bearer ${identity.token}`;
  }
  for (const value of Object.values(headers)) {
    if (!headerValuePattern.test(value)) throw GatewayError.of('BAD_USER_INPUT');
  }
  return headers;
}

const tooLarge = Symbol('too large');

async function readBody(
  response: TransportResponse,
  maxBytes: number,
): Promise<string | typeof tooLarge | undefined> {
  try {
    return await response.text(maxBytes);
  } catch (error) {
    if (error instanceof ResponseTooLargeError) return tooLarge;
    // The connection died mid-body: for the catalogue that is "no response".
    return undefined;
  }
}

function parseJson(text: string): unknown {
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isEnvelope(value: unknown): value is { data: unknown } {
  return typeof value === 'object' && value !== null && 'data' in value;
}

function apiFailure(status: number, body: unknown, change: boolean): UpstreamFailure {
  if (
    typeof body !== 'object' ||
    body === null ||
    !('errors' in body) ||
    !Array.isArray(body.errors)
  ) {
    return { kind: 'malformed', status };
  }
  const first: unknown = body.errors[0];
  const entry =
    typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : {};
  return {
    kind: 'api-error',
    status,
    code: typeof entry.code === 'string' ? entry.code : undefined,
    message: typeof entry.message === 'string' ? entry.message : '',
    ...(typeof entry.field === 'string' ? { field: entry.field } : {}),
    ...(change ? { change } : {}),
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
