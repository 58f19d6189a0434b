import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { parseExpand } from '../../domain/expand.ts';
import { notFound } from '../../errors.ts';
import {
  presentReservation,
  presentReservationSummary,
  reservationChangesAt,
} from '../../presenters/reservation.ts';
import {
  findReservationBundle,
  findReservationByBooking,
} from '../../repositories/reservations.ts';
import { Envelope, errorResponses, LanguageHeaders } from '../../schemas/common.ts';
import {
  Reservation,
  ReservationSummary,
  reservationExpansions,
  SlugParams,
} from '../../schemas/reservation.ts';

const reservationNotFound = () =>
  notFound('RESERVATION_NOT_FOUND', 'No reservation found for this booking number and last name');

export const checkInRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/check-in',
    {
      schema: {
        tags: ['check-in'],
        summary: 'Find a reservation by booking number and last name (online check-in)',
        querystring: Type.Object({
          channelConfirmationNumber: Type.String({ minLength: 1, maxLength: 64 }),
          lastName: Type.String({
            minLength: 1,
            maxLength: 100,
            description: 'Matched case-insensitively',
          }),
        }),
        headers: LanguageHeaders,
        response: { 200: Envelope(ReservationSummary), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { channelConfirmationNumber, lastName } = request.query;
      const found = await findReservationByBooking(
        fastify.db,
        channelConfirmationNumber.trim(),
        lastName,
      );
      if (!found) throw reservationNotFound();
      return { data: presentReservationSummary(found) };
    },
  );

  fastify.get(
    '/check-in/:slug',
    {
      schema: {
        tags: ['check-in'],
        summary: 'The full reservation behind a slug, with the expansions asked for',
        params: SlugParams,
        querystring: Type.Object({
          $expand: Type.Optional(
            Type.String({
              maxLength: 1000,
              description: `Comma-separated, any of: ${reservationExpansions.join(', ')}`,
            }),
          ),
        }),
        headers: LanguageHeaders,
        response: { 200: Envelope(Reservation), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const expand = parseExpand(request.query.$expand, reservationExpansions);
      const { slug } = request.params;
      const now = fastify.clock.now();
      // The serialized answer is cached until a write or until the clock alone would change it
      // (see reservationChangesAt): the guest app polls this call and it must stay cheap.
      const answer = await fastify.readCache.get(
        `check-in:${slug}:${[...expand].sort().join(',')}`,
        async () => {
          const bundle = await fastify.readCache.get(`reservation:${slug}`, () =>
            findReservationBundle(fastify.db, slug),
          );
          if (!bundle) return null;
          const body = String(reply.serialize({ data: presentReservation(bundle, expand, now) }));
          return {
            body: Buffer.from(body),
            from: now.getTime(),
            until: reservationChangesAt(bundle, now),
          };
        },
        (cached) =>
          cached === null || (cached.from <= now.getTime() && now.getTime() < cached.until),
      );
      if (!answer)
        throw notFound('RESERVATION_NOT_FOUND', `No reservation with slug '${slug}'`, 'slug');
      // Already serialized by this route's own response serializer, so it matches the schema.
      return reply.type('application/json; charset=utf-8').send(answer.body as never);
    },
  );
};
