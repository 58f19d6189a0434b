import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../errors.ts';
import { settleDueOrders } from '../../repositories/order-settlement.ts';
import { findOrder, placeCustomProductOrder } from '../../repositories/orders.ts';
import {
  Envelope,
  errorResponses,
  IdempotentWriteHeaders,
  LanguageHeaders,
} from '../../schemas/common.ts';
import { TransferRequest } from '../../schemas/product.ts';
import { Order } from '../../schemas/reservation-change.ts';

const IdParam = Type.String({ minLength: 1, maxLength: 64 });

/** Order status, polled by the gateway's subscription, and ordering a custom product. */
export const orderRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'Status of an order: pending, then ordered or failed (with errorCode)',
        params: Type.Object({ id: IdParam }),
        headers: Type.Object({
          ...LanguageHeaders.properties,
          'x-slug': Type.String({
            minLength: 1,
            maxLength: 100,
            description: 'Slug of the reservation the order belongs to',
          }),
        }),
        response: { 200: Envelope(Order), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await settleDueOrders(fastify.db, fastify.readCache, fastify.clock.now());
      const order = await findOrder(fastify.db, request.params.id);
      // Another reservation's order is answered like a missing one: the slug is the credential.
      if (!order || order.slug !== request.headers['x-slug']) {
        throw notFound(
          'ORDER_NOT_FOUND',
          `No order '${request.params.id}' on this reservation`,
          'id',
        );
      }
      return { data: { id: order.id, status: order.status, errorCode: order.errorCode } };
    },
  );

  fastify.post(
    '/custom-products/:productId/order',
    {
      schema: {
        tags: ['orders'],
        summary: 'Order a custom product for a reservation (pending, like any order)',
        description:
          'Request and dummy products of the reservation’s property can be ordered; informational and third-party ones, and other properties’ products, are refused with 409 PRODUCT_NOT_ORDERABLE, as is any order for a cancelled (RESERVATION_CANCELED) or finished (STAY_ENDED) stay. A priced product is charged to the reservation card. A transfer request (productType transfer-service) needs `request` (addition): direction, date within the stay, time, and the flight number (from the airport) or the pickup address (to the airport), else 400 REQUEST_DETAILS_REQUIRED naming the field; it is recorded with the order line (`orderItems[].request`).',
        params: Type.Object({ productId: IdParam }),
        headers: IdempotentWriteHeaders,
        body: Type.Object(
          {
            reservationId: Type.String({ minLength: 1, maxLength: 64 }),
            request: Type.Optional(TransferRequest),
          },
          { additionalProperties: false },
        ),
        response: { 201: Envelope(Order), ...errorResponses(400, 404, 409, 422) },
      },
      config: {
        idempotency: {
          scope: async (request) =>
            `reservation:${(request.body as { reservationId: string }).reservationId}`,
        },
      },
    },
    async (request, reply) => {
      const order = await placeCustomProductOrder(
        fastify.db,
        request.params.productId,
        request.body.reservationId,
        request.body.request,
        fastify.clock.now(),
      );
      return reply
        .status(201)
        .send({ data: { id: order.id, status: order.status, errorCode: order.errorCode } });
    },
  );
};
