import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendRefusal } from '../http/refusals.ts';

/**
 * Bounds on the JSON values a GraphQL request carries besides its document (`variables`,
 * `extensions`). The web client's largest input (an order of a few lines) is 4 levels deep and a
 * few dozen values; these leave ample room. Checked before any other work, iteratively, so a
 * hostile body cannot overflow the stack of whatever would walk it next (the response cache's
 * key, graphql's variable coercion, a log line).
 */
export const variableLimits = {
  /** Levels of objects and arrays inside `variables` (and `extensions`). */
  maxDepth: 10,
  /** Object members plus array items inside `variables` (and `extensions`), all levels. */
  maxValues: 1000,
} as const;

type Refusal = { message: string };

/** The members of a GraphQL-over-HTTP request, each spelling of a document id included. */
const requestMembers = new Set([
  'query',
  'operationName',
  'variables',
  'extensions',
  'documentId',
  'doc_id',
  'id',
]);

/**
 * The members naming the operation to run: the document's text, its persisted id (under each
 * spelling trusted-documents.ts accepts) and the operation's name. Each is a string or absent;
 * anything else is refused before a plugin reads it (the response cache's key builder
 * stringified a 5,000-deep `operationName` into a stack overflow, an anonymous 500).
 */
const operationMembers = ['query', 'operationName', 'documentId', 'doc_id', 'id'] as const;

/**
 * Fastify `preValidation` hook of the GraphQL route: refuses, with a 400 naming the problem and
 * before Yoga or the response cache see it, a POST body that is not a JSON object (`null`, `42`,
 * a batch: Yoga would otherwise re-read the consumed stream and answer with a parse error of an
 * empty string), a request naming no document (`{}`, a misspelt `qeury`), an operation member that
 * is not a string, GET parameters that are not JSON or are repeated, and variables or extensions
 * beyond the limits. The refusal is `errors[]` in the media type the client accepts.
 */
export async function refuseUnworkableRequests(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const refusal = request.method === 'GET' ? refusalOfQueryString(request) : refusalOfBody(request);
  // An async hook that answered returns the reply, so Fastify runs no handler after it.
  return refusal
    ? sendRefusal(request, reply, { status: 400, code: 'BAD_REQUEST', message: refusal.message })
    : undefined;
}

function refusalOfBody(request: FastifyRequest): Refusal | undefined {
  const contentType = request.headers['content-type'] ?? '';
  // Other media types (multipart, url-encoded, text) are Yoga's and CSRF prevention's to refuse.
  if (!/^application\/(graphql-response\+)?json/i.test(contentType)) return undefined;
  const body = request.body;
  if (Array.isArray(body)) return { message: 'Batched operations are not accepted: send one.' };
  if (typeof body !== 'object' || body === null) {
    return { message: 'The request body must be a JSON object with a query or documentId.' };
  }
  const params = body as Record<string, unknown>;
  for (const name of operationMembers) {
    const value = params[name];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      return { message: `The ${name} must be a string.` };
    }
  }
  return (
    refusalOfMissingDocument(params) ??
    refusalOfValue('variables', params.variables) ??
    refusalOfValue('extensions', params.extensions)
  );
}

/**
 * A request must name its document, as text or by id; one that names neither (`{}`, a misspelt
 * `qeury`) is told so, naming any member it sent that no request has.
 */
function refusalOfMissingDocument(params: Record<string, unknown>): Refusal | undefined {
  const hasText = typeof params.query === 'string' && params.query.length > 0;
  const persisted = (params.extensions as { persistedQuery?: unknown } | undefined)?.persistedQuery;
  const hasId =
    ['documentId', 'doc_id', 'id'].some((name) => typeof params[name] === 'string') ||
    (typeof persisted === 'object' && persisted !== null);
  if (hasText || hasId) return undefined;
  const unknown = Object.keys(params).filter((name) => !requestMembers.has(name));
  const named =
    unknown.length > 0
      ? ` Unknown member: ${unknown.map((name) => JSON.stringify(name)).join(', ')}.`
      : '';
  return {
    message: `The request has no document: send its text as "query", or its persisted id as "documentId".${named}`,
  };
}

function refusalOfQueryString(request: FastifyRequest): Refusal | undefined {
  const query = request.query as Record<string, unknown>;
  // A repeated parameter arrives as an array: which one Yoga would pick is not the client's say.
  for (const name of operationMembers) {
    const value = query[name];
    if (value !== undefined && typeof value !== 'string') {
      return { message: `The ${name} parameter must be given once.` };
    }
  }
  // A bare `GET /graphql` is GraphiQL's page (outside production) or Yoga's to answer.
  const asksForOperation = Object.keys(query).length > 0;
  if (asksForOperation && (typeof query.query !== 'string' || query.query === '')) {
    const withoutDocument = refusalOfMissingDocument({
      ...query,
      extensions: parsedOrUndefined(query.extensions),
    });
    if (withoutDocument) return withoutDocument;
  }
  for (const name of ['variables', 'extensions'] as const) {
    const text = query[name];
    if (text === undefined || text === '') continue;
    if (typeof text !== 'string') return { message: `The ${name} parameter must be given once.` };
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return { message: `The ${name} parameter is not valid JSON.` };
    }
    const refusal = refusalOfValue(name, value);
    if (refusal) return refusal;
  }
  return undefined;
}

function parsedOrUndefined(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Walks the value with an explicit stack: the depth it measures is what it must not recurse on. */
export function refusalOfValue(name: string, value: unknown): Refusal | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    return { message: `The ${name} must be a JSON object.` };
  }
  const pending: { value: object; depth: number }[] = [{ value, depth: 1 }];
  let values = 0;
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (next.depth > variableLimits.maxDepth) {
      return {
        message: `The ${name} are nested too deeply (at most ${variableLimits.maxDepth} levels).`,
      };
    }
    for (const child of Object.values(next.value)) {
      values++;
      if (values > variableLimits.maxValues) {
        return {
          message: `The ${name} hold too many values (at most ${variableLimits.maxValues}).`,
        };
      }
      if (typeof child === 'object' && child !== null) {
        pending.push({ value: child, depth: next.depth + 1 });
      }
    }
  }
  return undefined;
}
