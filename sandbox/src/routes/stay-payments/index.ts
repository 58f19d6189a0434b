import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toMajor } from '../../domain/money.ts';
import { notFound } from '../../errors.ts';
import { reservationScope } from '../../plugins/idempotency.ts';
import { findReservationWithProperty } from '../../repositories/check-in-steps.ts';
import { payStayBalance } from '../../repositories/stay-payments.ts';
import { Envelope, errorResponses, IdempotentWriteHeaders } from '../../schemas/common.ts';
import { SlugParams } from '../../schemas/reservation.ts';
import { StayPayment, StayPaymentRequest } from '../../schemas/stay-payment.ts';

/** Paying an unpaid stay's open balance in the app (a sandbox addition). */
export const stayPaymentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/check-in/:slug/payments',
    {
      schema: {
        tags: ['check-in'],
        'x-sandbox-addition': true,
        summary: 'Pay an unpaid stay’s open balance with one of the guest’s cards',
        description:
          'Charges the stay’s total price at once to the card, which becomes the stay’s card; the stay is then paid (`isPaid`), so its door keys follow their windows. 409 ALREADY_PAID, PAYMENT_AT_PROPERTY (the property takes it at the desk: `property.acceptsAppPayments` false), RESERVATION_CANCELED, STAY_ENDED, CARD_EXPIRED; 404 CARD_NOT_FOUND (not a card of the stay’s guest, field creditCardId); 402 ERROR_ORDER_PAYMENT when the charge fails (test card 4000 0000 0000 9995). Nothing is written on a refusal.',
        params: SlugParams,
        headers: IdempotentWriteHeaders,
        body: StayPaymentRequest,
        response: { 201: Envelope(StayPayment), ...errorResponses(400, 402, 404, 409, 422) },
      },
      config: {
        idempotency: {
          scope: reservationScope((request) => (request.params as { slug: string }).slug),
        },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const stay = await findReservationWithProperty(fastify.db, slug);
      if (!stay)
        throw notFound('RESERVATION_NOT_FOUND', `No reservation with slug '${slug}'`, 'slug');
      const payment = await payStayBalance(
        fastify.db,
        stay,
        request.body.creditCardId,
        fastify.clock.now(),
      );
      return reply.status(201).send({
        data: {
          id: payment.id,
          amount: toMajor(payment.amountMinor),
          currencyCode: payment.currencyCode,
          creditCardId: payment.creditCardId,
          paidAt: payment.paidAt,
        },
      });
    },
  );
};
