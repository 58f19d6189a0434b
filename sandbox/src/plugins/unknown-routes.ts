import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import createRouter, { type HTTPMethod } from 'find-my-way';

/**
 * Answers for requests no route takes: 405 with an `Allow` header when the path exists with
 * other methods (RFC 9110 §15.5.6), so a client (or a generated test suite) can tell a wrong
 * method from a wrong URL, and 404 `ROUTE_NOT_FOUND` otherwise.
 *
 * Fastify matches a path only for the method it was asked with, so the routes are mirrored into
 * a router of their own (find-my-way, the one Fastify routes with, with the same options).
 * Catch-all routes (@fastify/cors answers preflights with `OPTIONS *`) are left out: they would
 * make every path look known. Registered before any route, so it sees them all.
 */
export const unknownRoutesPlugin = fp(
  async (fastify, options: { maxParamLength: number }) => {
    const paths = createRouter({ maxParamLength: options.maxParamLength });
    const methods = new Set<HTTPMethod>();

    fastify.addHook('onRoute', (route) => {
      if (route.url.endsWith('*')) return;
      for (const method of [route.method].flat() as HTTPMethod[]) {
        methods.add(method);
        paths.on(method, route.url, () => {});
      }
    });

    const answerWrongMethod = (request: FastifyRequest, reply: FastifyReply) => {
      const allowed = [...methods].filter((method) => paths.find(method, request.url) !== null);
      if (allowed.length === 0) return undefined;
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({
          errors: [
            {
              code: 'METHOD_NOT_ALLOWED',
              message: `${request.method} is not a method of this path; it has ${allowed.join(', ')}`,
            },
          ],
        });
    };

    // Before the body is read: a wrong method with a body it cannot parse is still a 405.
    fastify.addHook('onRequest', async (request, reply) => {
      if (request.is404) return answerWrongMethod(request, reply);
    });

    // Also reached through reply.callNotFound() (the CORS preflight route for a plain OPTIONS).
    fastify.setNotFoundHandler((request, reply) => {
      return (
        answerWrongMethod(request, reply) ??
        reply.status(404).send({
          errors: [
            {
              code: 'ROUTE_NOT_FOUND',
              message: `No route ${request.method} ${request.url.split('?')[0]}`,
            },
          ],
        })
      );
    });
  },
  { name: 'unknown-routes' },
);
