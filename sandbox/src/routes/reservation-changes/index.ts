import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { zonedInstant } from '../../domain/time.ts';
import { badRequest, notFound } from '../../errors.ts';
import { presentCreditCard, presentOrderItem } from '../../presenters/reservation.ts';
import { changeBoughtTime } from '../../repositories/bought-time-changes.ts';
import { findReservationWithProperty } from '../../repositories/check-in-steps.ts';
import { placeProductOrder } from '../../repositories/orders.ts';
import {
  attachCards,
  cancel,
  changeDates,
  checkOut,
} from '../../repositories/reservation-changes.ts';
import { ReservationStateAnswer } from '../../schemas/account.ts';
import {
  Envelope,
  errorResponses,
  IdempotentWriteHeaders,
  LanguageHeaders,
} from '../../schemas/common.ts';
import { SlugParams } from '../../schemas/reservation.ts';
import { ReservationChange, ReservationChangeAnswer } from '../../schemas/reservation-change.ts';

type Change = Static<typeof ReservationChange>;

const variants = {
  order: ['orderItems'],
  timeChange: ['orderItemChange'],
  cards: ['creditCards'],
  dates: ['startDate', 'endDate'],
  checkOut: ['checkOutDone'],
  cancel: ['status'],
} as const satisfies Record<string, readonly (keyof Change)[]>;

type Variant = keyof typeof variants;

/** Which of the variants the body is; a body mixing them, or none, is a 400 naming a field. */
function variantOf(body: Change): Variant {
  const present = (Object.keys(variants) as Variant[]).filter((variant) =>
    variants[variant].some((field) => body[field] !== undefined),
  );
  const [variant, other] = present;
  if (variant === undefined) {
    throw badRequest(
      'EMPTY_CHANGE',
      'Send one of: orderItems, orderItemChange, creditCards, startDate and endDate, checkOutDone, status',
      'body',
    );
  }
  if (other !== undefined) {
    throw badRequest(
      'MIXED_CHANGE',
      `Send one change at a time; ${variants[other][0]} cannot come with ${variants[variant][0]}`,
      variants[other][0],
    );
  }
  return variant;
}

const reservationNotFound = (slug: string) =>
  notFound('RESERVATION_NOT_FOUND', `No reservation with slug '${slug}'`, 'slug');

/** The changes a guest makes to a stay, and its online check-in state. */
export const reservationChangeRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.patch(
    '/check-in/:slug',
    {
      schema: {
        tags: ['check-in'],
        summary: 'Change a stay: order extras, add a card, new dates, check out, or cancel',
        description:
          '`orderItems` answers `{ orderId }` at once with the order pending (GET /orders/{id}); `orderItemChange` (addition) moves a bought early check-in or late check-out to another timeslot of its day; `creditCards` takes transactions of POST /card-payments; `startDate`+`endDate` must be free on the unit, and a paid stay’s card is charged the difference of its total, or refunded it (a sandbox addition: the spec’s call only answers the new dates; 402 `ERROR_ORDER_PAYMENT` when the card cannot be charged, nothing changed); `checkOutDone` only from the day of departure; `status: canceled` only before the stay starts.',
        params: SlugParams,
        headers: IdempotentWriteHeaders,
        body: ReservationChange,
        response: {
          200: Envelope(ReservationChangeAnswer),
          ...errorResponses(400, 402, 404, 409, 422),
        },
      },
      config: {
        idempotency: {
          scope: async (request) => {
            const { slug } = request.params as { slug: string };
            const found = await findReservationWithProperty(fastify.db, slug);
            return found && `reservation:${found.reservation.id}`;
          },
        },
      },
    },
    async (request) => {
      const body = request.body;
      const variant = variantOf(body);
      const { slug } = request.params;
      const stay = await findReservationWithProperty(fastify.db, slug);
      if (!stay) throw reservationNotFound(slug);
      const now = fastify.clock.now();
      switch (variant) {
        case 'order': {
          const orderId = await placeProductOrder(
            fastify.db,
            stay.reservation,
            stay.property,
            body.orderItems ?? [],
            now,
          );
          return { data: { orderId } };
        }
        case 'timeChange': {
          const change = body.orderItemChange;
          if (change === undefined) throw new Error('unreachable: the variant has its field');
          const item = await changeBoughtTime(fastify.db, stay, change, now);
          return { data: { orderItem: presentOrderItem(item) } };
        }
        case 'cards': {
          const cards = await attachCards(fastify.db, stay.reservation, body.creditCards ?? []);
          return {
            data: {
              creditCards: cards.creditCards.map(presentCreditCard),
              creditCard: presentCreditCard(cards.creditCard),
            },
          };
        }
        case 'dates': {
          const { startDate, endDate } = body;
          if (startDate === undefined)
            throw badRequest('INVALID_INPUT', 'startDate is required', 'startDate');
          if (endDate === undefined)
            throw badRequest('INVALID_INPUT', 'endDate is required', 'endDate');
          const dates = await changeDates(fastify.db, stay, { startDate, endDate }, now);
          const { timeZone, checkInTime, checkOutTime } = stay.property;
          return {
            data: {
              startDate: zonedInstant(dates.startDate, checkInTime, timeZone).toISOString(),
              endDate: zonedInstant(dates.endDate, checkOutTime, timeZone).toISOString(),
              startDateLocal: dates.startDate,
              endDateLocal: dates.endDate,
            },
          };
        }
        case 'checkOut':
          return { data: { checkOutDate: await checkOut(fastify.db, stay, now) } };
        case 'cancel':
          return {
            data: { status: 'canceled' as const, ...(await cancel(fastify.db, stay, now)) },
          };
      }
    },
  );

  fastify.get(
    '/reservation-state/:id',
    {
      schema: {
        tags: ['check-in'],
        summary: 'Online check-in state and identity verification state of a reservation',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        headers: LanguageHeaders,
        response: { 200: Envelope(ReservationStateAnswer), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const found = await fastify.db
        .selectFrom('reservations')
        .select(['checkInState', 'idVerificationState'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!found) {
        throw notFound('RESERVATION_NOT_FOUND', `No reservation '${request.params.id}'`, 'id');
      }
      return {
        data: { state: found.checkInState, idVerificationState: found.idVerificationState },
      };
    },
  );
};
