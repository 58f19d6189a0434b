import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ElevatorRequestTable } from '../../db/types.ts';
import { keyAccess } from '../../domain/door-keys.ts';
import { elevatorStatus } from '../../domain/elevator.ts';
import { newId } from '../../domain/ids.ts';
import { keyRefusal } from '../../domain/key-refusal.ts';
import { badRequest, notFound } from '../../errors.ts';
import { reservationScope } from '../../plugins/idempotency.ts';
import { stayForKeys } from '../../presenters/reservation.ts';
import { recordKeyAttempt, refuseTooManyKeyAttempts } from '../../repositories/access-requests.ts';
import { findReservationWithProperty } from '../../repositories/check-in-steps.ts';
import {
  findElevatorRequest,
  findLatestElevatorRequest,
  findPropertyKey,
  insertElevatorRequest,
} from '../../repositories/elevator.ts';
import { findBoughtStayTimes } from '../../repositories/stay-times.ts';
import { Envelope, errorResponses, IdempotentWriteHeaders } from '../../schemas/common.ts';
import { ElevatorRequest, ElevatorRequestBody, SlugHeaders } from '../../schemas/elevator.ts';

const tags = ['access'];

function present(request: ElevatorRequestTable, now: Date) {
  return {
    id: request.id,
    propertyKeyId: request.propertyKeyId,
    status: elevatorStatus(new Date(request.requestedAt), now),
    requestedAt: request.requestedAt,
  };
}

/** Elevator calls from the stay page (sandbox additions: the spec lists no call for them). */
export const elevatorRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/elevator-requests',
    {
      schema: {
        tags,
        'x-sandbox-addition': true,
        summary: 'Call the elevator with a key of type elevator',
        description:
          'The key must belong to the reservation’s property and be valid now (paid, window open, check-in completed); refusals are 403 NOT_PAID, NOT_AVAILABLE_YET or NOT_AVAILABLE. Status then goes sent → on-the-way (3 s) → arrived (15 s) on the sandbox clock; calling again before it arrives answers the same call. Limited like door unlocks: after 5 calls of a key by the reservation within a minute (sandbox clock, repeats and refusals included): 429 TOO_MANY_REMOTE_UNLOCK_ATTEMPTS.',
        headers: IdempotentWriteHeaders,
        body: ElevatorRequestBody,
        response: {
          201: Envelope(ElevatorRequest),
          ...errorResponses(400, 403, 404, 422, 429, 504),
        },
      },
      config: {
        idempotency: {
          scope: reservationScope((request) => (request.body as { slug: string }).slug),
        },
      },
    },
    async (request, reply) => {
      const { propertyKeyId, slug } = request.body;
      const now = fastify.clock.now();
      const found = await findReservationWithProperty(fastify.db, slug);
      if (!found)
        throw notFound('RESERVATION_NOT_FOUND', `No reservation with slug '${slug}'`, 'slug');
      const { reservation, property } = found;
      const key = await findPropertyKey(fastify.db, propertyKeyId);
      if (!key || key.propertyId !== property.id) {
        throw notFound('PROPERTY_KEY_NOT_FOUND', 'No such key at this property', 'propertyKeyId');
      }
      if (key.type !== 'elevator') {
        throw badRequest(
          'NOT_AN_ELEVATOR',
          `Key '${key.name}' is not an elevator`,
          'propertyKeyId',
        );
      }
      // Limited like door unlocks: every press counts, a repeat while it comes included.
      await refuseTooManyKeyAttempts(fastify.db, key.id, reservation.id, now);
      const boughtTimes = await findBoughtStayTimes(fastify.db, reservation);
      const access = keyAccess(key.validity, stayForKeys(reservation, boughtTimes), property, now);
      await recordKeyAttempt(fastify.db, {
        propertyKeyId: key.id,
        reservationId: reservation.id,
        requestedAt: now.toISOString(),
        outcome: access.kind === 'valid' ? 'unlocked' : 'refused',
      });
      if (access.kind === 'error') throw keyRefusal(access);
      // Pressing the button again while the elevator is on its way does not call it twice.
      const latest = await findLatestElevatorRequest(fastify.db, key.id, reservation.id);
      if (latest && elevatorStatus(new Date(latest.requestedAt), now) !== 'arrived') {
        return reply.status(201).send({ data: present(latest, now) });
      }
      const call: ElevatorRequestTable = {
        id: newId(),
        propertyKeyId: key.id,
        reservationId: reservation.id,
        requestedAt: now.toISOString(),
      };
      await insertElevatorRequest(fastify.db, call);
      return reply.status(201).send({ data: present(call, now) });
    },
  );

  fastify.get(
    '/elevator-requests/:id',
    {
      schema: {
        tags,
        'x-sandbox-addition': true,
        summary: 'Where the called elevator is: sent, on-the-way or arrived',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        headers: SlugHeaders,
        response: { 200: Envelope(ElevatorRequest), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const call = await findElevatorRequest(
        fastify.db,
        request.params.id,
        request.headers['x-slug'],
      );
      if (!call) {
        throw notFound('ELEVATOR_REQUEST_NOT_FOUND', 'No such elevator call for this stay', 'id');
      }
      return { data: present(call, fastify.clock.now()) };
    },
  );
};
