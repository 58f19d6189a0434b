import { randomBytes } from 'node:crypto';
import cors from '@fastify/cors';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  authorisedCard,
  brandOf,
  cvvLengthFor,
  declinedAtAuthorisation,
  expirationDateOf,
  hasExpired,
  passesLuhn,
} from '../../domain/cards.ts';
import { newId } from '../../domain/ids.ts';
import { isAllowedPayPageOrigin } from '../../domain/pay-page-origins.ts';
import { ApiError, badRequest } from '../../errors.ts';
import { CardAuthorised, CardPaymentRequest } from '../../schemas/card-payment.ts';
import { Envelope, errorResponses } from '../../schemas/common.ts';

/**
 * The card provider's hosted pay page, which the spec reaches outside the core API: it turns a
 * card into a transactionId and a masked number. The number itself is never stored or logged
 * (Fastify's request log carries method and URL, not bodies; error messages never echo it).
 */
export const cardPaymentRoutes: FastifyPluginAsyncTypebox<{ allowedOrigins: string[] }> = async (
  fastify,
  options,
) => {
  // The guest app's card form posts here from its own origin, as browsers do to a hosted pay
  // page. @fastify/cors answers preflights through a catch-all OPTIONS route, so the delegator
  // grants CORS to this path alone: no other core API route is opened to browsers.
  await fastify.register(cors, {
    delegator: (request, callback) => {
      const isPayPage = request.url.split('?')[0] === '/card-payments';
      callback(null, {
        origin: isPayPage
          ? (origin, decide) =>
              decide(
                null,
                origin !== undefined && isAllowedPayPageOrigin(origin, options.allowedOrigins),
              )
          : false,
        methods: ['POST'],
      });
    },
  });

  fastify.post(
    '/card-payments',
    {
      schema: {
        tags: ['cards'],
        'x-sandbox-addition': true,
        summary: "The card provider's pay page: authorise a card, answer a transactionId",
        description:
          'Test cards: 4242 4242 4242 4242 (Visa) and 5555 5555 5555 4444 (Mastercard) authorise; 4000 0000 0000 0002 is declined (402 CARD_NOT_AUTHORISED); 4000 0000 0000 9995 authorises but every later charge fails (orders fail with ERROR_ORDER_PAYMENT).',
        body: CardPaymentRequest,
        response: { 201: Envelope(CardAuthorised), ...errorResponses(400, 402) },
      },
    },
    async (request, reply) => {
      const now = fastify.clock.now();
      const digits = request.body.number.replaceAll(' ', '');
      if (digits.length < 12 || digits.length > 19 || !passesLuhn(digits)) {
        throw badRequest('INVALID_CARD_NUMBER', 'Please check card number', 'number');
      }
      const brand = brandOf(digits);
      if (request.body.cvv.length !== cvvLengthFor(brand)) {
        throw badRequest('INVALID_CVV', 'Please check CVV', 'cvv');
      }
      const expirationDate = expirationDateOf(request.body.expiry);
      if (expirationDate === null) {
        throw badRequest('INVALID_EXPIRY', 'The month must be 01-12', 'expiry');
      }
      if (hasExpired(expirationDate, now)) {
        throw badRequest('CARD_EXPIRED', "Date shouldn't be in past", 'expiry');
      }
      if (digits === declinedAtAuthorisation) {
        throw new ApiError(402, 'CARD_NOT_AUTHORISED', 'Card is not authorised', 'number');
      }
      const card = authorisedCard(
        { digits, brand, expirationDate, name: request.body.name.trim() },
        newId(),
        `txn_${randomBytes(12).toString('hex')}`,
        now,
      );
      await fastify.db.insertInto('creditCards').values(card).execute();
      return reply.status(201).send({
        data: {
          transactionId: card.transactionId,
          numberMasked: card.numberMasked,
          type: card.type,
          expirationDate: card.expirationDate,
          authorizationState: 'authorized' as const,
        },
      });
    },
  );
};
