import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reservationScope } from '../../plugins/idempotency.ts';
import { unlockDoor } from '../../repositories/access-requests.ts';
import { AccessGrantedAnswer, AccessRequestBody } from '../../schemas/access-request.ts';
import { Envelope, errorResponses, IdempotentWriteHeaders } from '../../schemas/common.ts';

/** Remote door unlocks for a reservation's keys. */
export const accessRequestRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/access-requests',
    {
      schema: {
        tags: ['doors'],
        summary: 'Unlock a door of the reservation remotely',
        description:
          'The key must be one of the reservation (its unit or the building) and valid now: refusals are 403 NOT_PAID, NOT_AVAILABLE_YET (message names the instant) or NOT_AVAILABLE, and are recorded. After 5 attempts by the reservation on a key within a minute (sandbox clock): 429 TOO_MANY_REMOTE_UNLOCK_ATTEMPTS.',
        headers: IdempotentWriteHeaders,
        body: AccessRequestBody,
        response: {
          201: Envelope(AccessGrantedAnswer),
          ...errorResponses(400, 403, 404, 409, 422, 429, 504),
        },
      },
      config: {
        idempotency: {
          scope: reservationScope((request) => (request.body as { slug: string }).slug),
        },
      },
    },
    async (request, reply) => {
      const record = await unlockDoor(
        fastify.db,
        request.body.slug,
        request.body.propertyKeyId,
        fastify.clock.now(),
      );
      return reply.status(201).send({
        data: {
          id: record.id,
          propertyKeyId: record.propertyKeyId,
          status: 'unlocked' as const,
          unlockedAt: record.requestedAt,
        },
      });
    },
  );
};
