import {
  type ClassifiedError,
  catalogueError,
  classifyUpstreamFailure,
} from '../errors/catalogue.ts';
import { GatewayError } from '../errors/gateway-error.ts';
import type { OrderDto } from '../upstream/dto.ts';

export type OrderStatus = 'PENDING' | 'ORDERED' | 'FAILED';

const statusByUpstream: Record<string, OrderStatus> = {
  pending: 'PENDING',
  ordered: 'ORDERED',
  failed: 'FAILED',
};

/** Spec §4: pending, then ordered or failed; any other status is an error, not a guess. */
export function orderStatusOf(order: Pick<OrderDto, 'status'>): OrderStatus {
  const status = statusByUpstream[order.status];
  if (!status) throw GatewayError.of('UNKNOWN');
  return status;
}

export function isFinalOrderStatus(status: OrderStatus): boolean {
  return status !== 'PENDING';
}

/**
 * Why a failed order failed, through the catalogue: ERROR_ORDER_PAYMENT is `payment`, ERROR_ORDER
 * (and a failure without a code) is `order`. Null while the order has not failed.
 */
export function orderFailureOf(order: OrderDto): ClassifiedError | null {
  if (orderStatusOf(order) !== 'FAILED') return null;
  if (!order.errorCode) return catalogueError('ORDER');
  const classified = classifyUpstreamFailure({
    kind: 'api-error',
    status: 200,
    code: order.errorCode,
    message: '',
  });
  return classified.code === 'UNKNOWN' ? catalogueError('ORDER') : classified;
}
