import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCode } from '../errors/catalogue.ts';
import { type Refusal, sendRefusal } from './refusals.ts';

/**
 * The one error handler of every route (Yoga answers GraphQL's own errors; this is for what
 * reaches Fastify: malformed JSON, a body too large or of another media type, a schema refusal,
 * the rate limit, a bug in a route). Every answer is `{ errors: [{ message, extensions: { code }
 * }] }` in the media type the client accepts, as GraphQL answers are, with a code of the schema's
 * `ErrorCode` (never Fastify's `FST_…` codes, which are its internals). A refusal of the request
 * (4xx) says what was wrong; a failure of the gateway (5xx) is logged with the request's context
 * and answered without its details, which could name internals.
 */
async function errorHandling(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    const context = {
      requestId: request.id,
      method: request.method,
      route: request.routeOptions.url,
    };
    if (status >= 500) {
      request.log.error({ err: error, ...context }, 'request failed');
      return sendRefusal(request, reply, {
        status,
        code: 'UNKNOWN',
        message: 'Something went wrong',
      });
    }
    request.log.info({ ...context, statusCode: status, code: error.code }, 'request refused');
    return sendRefusal(request, reply, refusalOf(error, status, request, reply));
  });
}

const codeByStatus: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
};

/** Fastify's refusals in the gateway's words: each names what to send instead. */
function refusalOf(
  error: FastifyError,
  status: number,
  request: FastifyRequest,
  reply: FastifyReply,
): Refusal {
  const refusal = (message: string): Refusal => ({
    status,
    code: codeByStatus[status] ?? 'BAD_REQUEST',
    message,
  });
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return refusal('The request body is not valid JSON.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return refusal('The request body is empty: send a JSON object.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return refusal(
        `The request body is larger than the limit of ${request.routeOptions.bodyLimit} bytes.`,
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return refusal(
        `The media type ${request.headers['content-type'] ?? '(none)'} is not accepted: send application/json.`,
      );
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return refusal('The request body does not match its Content-Length.');
  }
  if (status === 429) {
    // @fastify/rate-limit sets `Retry-After` on the reply before it refuses.
    const retryAfter = Number(reply.getHeader('retry-after') ?? Number.NaN);
    return {
      ...refusal('Too many requests from this address: wait, then try again.'),
      ...(Number.isFinite(retryAfter) ? { extensions: { retryAfterSeconds: retryAfter } } : {}),
    };
  }
  // Other refusals (a route's schema, a route's own 4xx) name the problem in their message.
  return refusal(error.message);
}

export const errorHandler = fp(errorHandling, { name: 'gateway-error-handler', fastify: '5.x' });
