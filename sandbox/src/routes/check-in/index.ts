import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { parseExpand } from '../../domain/expand.ts';
import { requestedLanguage } from '../../domain/language.ts';
import { notFound } from '../../errors.ts';
import { presentReservationSummary } from '../../presenters/reservation.ts';
import { readReservationAnswer } from '../../read-models/reservation-answer.ts';
import { settleDueOrders } from '../../repositories/order-settlement.ts';
import { findReservationByBooking } from '../../repositories/reservations.ts';
import {
  Envelope,
  errorResponses,
  LanguageHeaders,
  NameList,
  PersonName,
} from '../../schemas/common.ts';
import {
  Reservation,
  ReservationSummary,
  reservationExpansions,
  SlugParams,
} from '../../schemas/reservation.ts';
import { readNameList } from '../name-lists.ts';

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
          lastName: PersonName('Matched case-insensitively'),
        }),
        headers: LanguageHeaders,
        response: { 200: Envelope(ReservationSummary), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { channelConfirmationNumber, lastName } = request.query;
      const found = await findReservationByBooking(
        fastify.db,
        channelConfirmationNumber.trim().toUpperCase(),
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
          $expand: NameList(
            reservationExpansions,
            'Comma-separated; a dotted name implies its parent (propertyUnit.address expands propertyUnit)',
          ),
        }),
        headers: LanguageHeaders,
        response: { 200: Envelope(Reservation), ...errorResponses(400, 404) },
      },
      preValidation: readNameList('$expand', (raw) => parseExpand(raw, reservationExpansions)),
    },
    async (request, reply) => {
      const expand = parseExpand(request.query.$expand, reservationExpansions);
      const { slug } = request.params;
      // Orders resolve on the sandbox clock; settle due ones so their items show their outcome.
      await settleDueOrders(fastify.db, fastify.readCache, fastify.clock.now());
      const language = requestedLanguage(request.headers['x-language-code']);
      const answer = await readReservationAnswer(fastify, slug, expand, language, (payload) =>
        String(reply.serialize(payload)),
      );
      if (!answer) {
        throw notFound('RESERVATION_NOT_FOUND', `No reservation with slug '${slug}'`, 'slug');
      }
      // Serialized by this route's own response serializer (reply.serialize), so it fits the schema.
      return reply.type('application/json; charset=utf-8').send(answer.body as never);
    },
  );
};
