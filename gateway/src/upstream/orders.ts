/**
 * Orders of extras and their status (read with the slug in `x-slug`). One function per call, so
 * resolvers and loaders never assemble paths, headers or `$expand` lists themselves.
 */
import type { UpstreamClient } from './client.ts';
import type { OrderDto, OrderItemChangedDto, OrderLineInput, OrderPlacedDto } from './dto.ts';
import { changeReservation } from './reservation-changes.ts';

/** Orders products; the same `idempotencyKey` and lines again answer the first order. */
export function orderProducts(
  upstream: UpstreamClient,
  slug: string,
  orderItems: readonly OrderLineInput[],
  idempotencyKey: string,
): Promise<OrderPlacedDto> {
  const lines = orderItems.map((item) => ({
    productId: item.productId,
    ...(item.consumptionDate ? { consumptionDate: item.consumptionDate } : {}),
    ...(item.consumptionEndDate ? { consumptionEndDate: item.consumptionEndDate } : {}),
    ...(item.quantity ? { quantity: item.quantity } : {}),
    ...(item.propertyUnitCategoryId ? { propertyUnitCategoryId: item.propertyUnitCategoryId } : {}),
  }));
  return changeReservation<OrderPlacedDto>(upstream, slug, { orderItems: lines }, idempotencyKey);
}

/** What a transfer request asks for, in the core API's words. */
export type TransferRequestBody = {
  direction: 'to-airport' | 'from-airport';
  date: string;
  time: string;
  flightNumber?: string;
  address?: string;
};

export function orderCustomProduct(
  upstream: UpstreamClient,
  customProductId: string,
  reservationId: string,
  idempotencyKey: string,
  request?: TransferRequestBody,
): Promise<OrderDto> {
  return upstream.call<OrderDto>({
    method: 'POST',
    path: '/custom-products/{productId}/order',
    params: { productId: customProductId },
    body: request ? { reservationId, request } : { reservationId },
    idempotencyKey,
  });
}

export function fetchOrder(
  upstream: UpstreamClient,
  slug: string,
  orderId: string,
): Promise<OrderDto | undefined> {
  return upstream.find<OrderDto>({
    method: 'GET',
    path: '/orders/{id}',
    params: { id: orderId },
    slug,
  });
}

/**
 * Moves a bought early check-in or late check-out to another timeslot of its day, in place (the
 * core API charges nothing again); the same `idempotencyKey` and change again answer the first.
 */
export function changeOrderItemTime(
  upstream: UpstreamClient,
  slug: string,
  change: { orderItemId: string; consumptionDate: string },
  idempotencyKey: string,
): Promise<OrderItemChangedDto> {
  return changeReservation<OrderItemChangedDto>(
    upstream,
    slug,
    { orderItemChange: change },
    idempotencyKey,
  );
}
