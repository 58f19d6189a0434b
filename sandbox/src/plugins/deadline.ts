import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { ApiError, badRequest } from '../errors.ts';
import { addErrorResponses, addOptionalHeader } from './route-schema.ts';

/**
 * `X-Request-Deadline` (an RFC 3339 instant): the moment after which the caller no longer waits
 * for the answer. A request that reaches its work later (held up in a stalled queue, or behind
 * another request with the same idempotency key) is refused with 504 `DEADLINE_EXCEEDED` and does
 * nothing: a door the guest was told did not open must not open unseen when the queue drains.
 *
 * Checked when the request arrives and again just before its handler, on the real clock (a
 * deadline is the caller's wall-clock time, not the sandbox clock that tests move). Requests
 * without the header run as before.
 */
export const deadlineHeader = 'x-request-deadline';

const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

/** The header as every route declares it: `format` for tools, `pattern` for exactly what is read. */
const DeadlineHeader = Type.String({
  format: 'date-time',
  pattern: rfc3339.source,
  description:
    'An RFC 3339 instant after which the caller no longer waits (accepted on every route). A request that reaches its work later is refused with 504 DEADLINE_EXCEEDED and changes nothing; a malformed one is 400 INVALID_REQUEST_DEADLINE.',
});

export const deadlinePlugin = fp(
  async (fastify) => {
    const refuseLate = async (request: FastifyRequest) => {
      const raw = request.headers[deadlineHeader];
      if (raw === undefined) return;
      const deadline = typeof raw === 'string' && rfc3339.test(raw) ? Date.parse(raw) : Number.NaN;
      if (Number.isNaN(deadline)) {
        throw badRequest(
          'INVALID_REQUEST_DEADLINE',
          'X-Request-Deadline must be an RFC 3339 instant, e.g. 2026-11-23T10:00:05.000Z',
          deadlineHeader,
        );
      }
      if (Date.now() >= deadline) {
        throw new ApiError(
          504,
          'DEADLINE_EXCEEDED',
          'The request reached the API after its deadline; nothing was done',
        );
      }
    };
    fastify.addHook('onRoute', (route) => {
      addOptionalHeader(route, deadlineHeader, DeadlineHeader);
      addErrorResponses(route, [400, 504]);
    });
    fastify.addHook('onRequest', refuseLate);
    // Registered after the idempotency plugin: a request that waited for its key's turn is
    // checked again once it has it.
    fastify.addHook('preHandler', refuseLate);
  },
  { name: 'deadline', dependencies: ['idempotency'] },
);
