import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../errors/catalogue.ts';

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

const code: ErrorCode = 'BAD_REQUEST';

/** The GraphQL-over-HTTP error shape, so clients read every refusal the same way. */
function refuse(reply: FastifyReply, refusal: Refusal): FastifyReply {
  return reply
    .code(400)
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message: refusal.message, extensions: { code } }] });
}

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
 * empty string), an operation member that is not a string, GET parameters that are not JSON or
 * are repeated, and variables or extensions beyond the limits.
 */
export async function refuseUnworkableRequests(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const refusal = request.method === 'GET' ? refusalOfQueryString(request) : refusalOfBody(request);
  // An async hook that answered returns the reply, so Fastify runs no handler after it.
  return refusal ? refuse(reply, refusal) : undefined;
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
  // Yoga takes a parsed body only when it has members; for `{}` it would read the consumed stream
  // again and answer a JSON syntax error. As text it is read once: a request without a document.
  if (Object.keys(params).length === 0) request.body = '{}';
  return (
    refusalOfValue('variables', params.variables) ?? refusalOfValue('extensions', params.extensions)
  );
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
