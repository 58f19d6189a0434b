import { orderFailureOf, orderStatusOf } from '../../derive/order-status.ts';
import { GatewayError } from '../../errors/gateway-error.ts';
import { userErrorOf } from '../../errors/user-error.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import type { OrderResolvers } from '../../graphql/resolvers.generated.ts';
import { reservationAfterWrite } from '../../steps/reservation-writes.ts';

export const Order: OrderResolvers = {
  id: (order) => toGlobalId('Order', order.id),
  orderId: (order) => order.id,
  status: (order) => orderStatusOf(order),
  error: (order) => {
    const failure = orderFailureOf(order);
    return failure ? userErrorOf(new GatewayError(failure)) : null;
  },
  // Read again, not from the request's first read: the order may have changed the stay since.
  reservation: (order, _, { loaders }) => reservationAfterWrite(loaders, order.slug),
};
