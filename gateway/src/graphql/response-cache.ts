import { type DocumentNode, getOperationAST, parse } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { negotiateLanguage } from '../auth/language.ts';
import { readSession, sessionCookieName } from '../auth/session.ts';
import { extractDocumentId, type PersistedDocuments } from '../hardening/trusted-documents.ts';

/** What the cache needs to know about an incoming request (a Fastify request fits). */
export type CacheableRequest = {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  cookies?: Record<string, string | undefined>;
  body: unknown;
};

export type CachedResponse = { body: string; contentType: string };

export type CacheOutcome = 'hit' | 'miss' | 'store';

export type ResponseCacheOptions = {
  /** How long an answer may be served again; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  documents: PersistedDocuments;
  now?: () => number;
  observe?: (outcome: CacheOutcome) => void;
};

export type ResponseCache = ReturnType<typeof createResponseCache>;

type Entry = CachedResponse & { expiresAt: number };

/**
 * A short-lived cache of whole answers to persisted *query* documents, consulted before Yoga.
 * The key is everything the answer depends on: document, operation name, variables, the
 * caller's session token and `x-slug`, language and accepted media type, so one caller's answer is never
 * served to another. Only error-free answers are kept, never longer than `ttlMs`, and never past
 * a door key's validity boundary they contain. Every mutation through this gateway drops the
 * whole cache (before and after it runs), and a read that overlapped a mutation stores nothing.
 * Changes the gateway does not see (other instances, the core API's own transitions, the clock)
 * show up after at most `ttlMs`.
 */
export function createResponseCache(options: ResponseCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // Parsed once per persisted document. Keyed by known ids only: ids and operation names come
  // straight from unauthenticated request bodies, so memoising those would grow without bound.
  const parsedDocuments = new Map<string, DocumentNode | null>();
  let generation = 0;

  function isQueryDocument(id: string, operationName: unknown): boolean {
    const text = options.documents.get(id);
    if (text === undefined) return false;
    let document = parsedDocuments.get(id);
    if (document === undefined) {
      document = parseOrNull(text);
      parsedDocuments.set(id, document);
    }
    const name = typeof operationName === 'string' ? operationName : undefined;
    return document !== null && getOperationAST(document, name)?.operation === 'query';
  }

  return {
    enabled: options.ttlMs > 0,

    /** The cache key of a cacheable request (a JSON POST of a persisted query), else undefined. */
    keyOf(request: CacheableRequest): string | undefined {
      if (options.ttlMs <= 0 || request.method !== 'POST') return undefined;
      const contentType = request.headers['content-type'];
      if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) {
        return undefined;
      }
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
      const params = body as Record<string, unknown>;
      const id = extractDocumentId(params as never);
      if (!id || typeof params.query === 'string') return undefined;
      if (!isQueryDocument(id, params.operationName)) return undefined;
      const authorization = request.headers.authorization;
      const session = readSession(
        typeof authorization === 'string' ? authorization : undefined,
        request.cookies?.[sessionCookieName],
      );
      return JSON.stringify([
        id,
        params.operationName ?? null,
        params.variables ?? null,
        session?.token ?? null,
        negotiateLanguage(request.headers) ?? null,
        request.headers.accept ?? null,
        // The credential `node` reads a reservation with: another slug, another answer.
        request.headers['x-slug'] ?? null,
      ]);
    },

    lookup(key: string): CachedResponse | undefined {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) {
        options.observe?.('hit');
        return entry;
      }
      if (entry) entries.delete(key);
      options.observe?.('miss');
      return undefined;
    },

    /** Marks the start of a read; `store` needs it to tell whether a mutation overlapped. */
    generation: () => generation,

    /** Keeps an answer, unless a mutation ran since `startedAt` or the answer has errors. */
    store(key: string, startedAt: number, response: CachedResponse): void {
      if (startedAt !== generation) return;
      const parsed = parseAnswer(response.body);
      if (!parsed || parsed.errors !== undefined || parsed.data == null) return;
      const stored = now();
      const expiresAt = Math.min(stored + options.ttlMs, nextBoundaryAfter(parsed.data, stored));
      if (expiresAt <= stored) return;
      if (entries.size >= options.maxEntries) {
        // Oldest first: Map iteration follows insertion order.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { ...response, expiresAt });
      options.observe?.('store');
    },

    invalidate(): void {
      generation++;
      entries.clear();
    },

    size: () => entries.size,
    parsedDocumentCount: () => parsedDocuments.size,
  };
}

/** Drops the cache around every mutation this gateway executes. */
export function useResponseCacheInvalidation(cache: ResponseCache): Plugin {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      if (operation?.operation !== 'mutation') return;
      cache.invalidate();
      return { onExecuteDone: () => cache.invalidate() };
    },
  };
}

function parseOrNull(text: string): DocumentNode | null {
  try {
    return parse(text, { noLocation: true });
  } catch {
    return null;
  }
}

function parseAnswer(body: string): { data?: unknown; errors?: unknown } | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Fields whose time is a door key's validity boundary: an answer must not outlive one. */
const boundaryFields = new Set(['availableAt', 'validFrom', 'validTo']);

/** The earliest validity boundary after `now` anywhere in the answer, or Infinity. */
export function nextBoundaryAfter(value: unknown, now: number): number {
  let earliest = Number.POSITIVE_INFINITY;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
    } else if (typeof node === 'object' && node !== null) {
      for (const [name, child] of Object.entries(node)) {
        if (boundaryFields.has(name) && typeof child === 'string') {
          const at = Date.parse(child);
          if (at > now && at < earliest) earliest = at;
        } else {
          visit(child);
        }
      }
    }
  };
  visit(value);
  return earliest;
}

/** The parts of a Fastify reply the cache writes through. */
export type CacheReply = {
  code(status: number): CacheReply;
  header(name: string, value: string): CacheReply;
  getHeader(name: string): unknown;
  type(contentType: string): CacheReply;
  send(body: string): CacheReply;
};

/**
 * Answers a cacheable request from the cache, or runs `execute` (Yoga) and keeps its answer.
 * Answers that are not a single JSON result (errors, streams) pass through untouched, and answers
 * that set a cookie are not kept.
 */
export async function answerThroughCache(
  cache: ResponseCache,
  key: string,
  reply: CacheReply,
  execute: () => Response | Promise<Response>,
): Promise<CacheReply | Response> {
  const hit = cache.lookup(key);
  if (hit) return reply.code(200).type(hit.contentType).send(hit.body);
  const startedAt = cache.generation();
  const response = await execute();
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !/^application\/(graphql-response\+)?json/.test(contentType)) {
    return response;
  }
  const body = await response.text();
  // An answer that set a cookie belongs to that one response; replaying it would skip the cookie.
  const setsCookie =
    response.headers.has('set-cookie') || reply.getHeader('set-cookie') !== undefined;
  if (!setsCookie) cache.store(key, startedAt, { body, contentType });
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') reply.header(name, value);
  });
  return reply.code(200).send(body);
}
