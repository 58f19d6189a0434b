import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The one error handler of every route (Yoga answers GraphQL's own errors; this is for what
 * reaches Fastify: a body too large, a schema refusal, a bug in a route). A refusal of the
 * request (4xx) keeps its message, which names the problem, in Fastify's usual shape; a failure
 * of the gateway (5xx) is logged with the request's context and answered without its details,
 * which could name internals.
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
      return reply.code(status).send({
        statusCode: status,
        error: STATUS_CODES[status],
        message: 'Something went wrong',
      });
    }
    request.log.info({ ...context, statusCode: status, code: error.code }, 'request refused');
    return reply.code(status).send({
      statusCode: status,
      ...(error.code ? { code: error.code } : {}),
      error: STATUS_CODES[status],
      message: error.message,
    });
  });
}

export const errorHandler = fp(errorHandling, { name: 'gateway-error-handler', fastify: '5.x' });
