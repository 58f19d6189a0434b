import { isFinalOrderStatus, orderStatusOf } from '../../derive/order-status.ts';
import { GatewayError } from '../../errors/gateway-error.ts';
import type { GatewayContext } from '../../graphql/context.ts';
import { createLoaders } from '../../graphql/loaders.ts';
import type { OrderView } from '../../graphql/mappers.ts';
import type { SubscriptionResolvers } from '../../graphql/resolvers.generated.ts';
import type { OrderDto } from '../../upstream/dto.ts';
import { fetchOrder } from '../../upstream/orders.ts';

/**
 * Spec §4: an order is pending until ordered or failed. Each poll reads the core API afresh
 * (never through a loader, which would answer the first read forever); an unknown status fails
 * the subscription with `UNKNOWN`; an order the slug does not own, or none at all, with `NOT_FOUND`. Subscribers of the
 * same order under the same slug share one poll (the slug is the read's credential, so it is
 * part of the key); each resolves the shared answer in its own context (its language). Each
 * update selects the stay afresh (`Order.reservation`): a subscription's context lives as long as
 * its stream, so it gets new loaders per update, or they would answer the first read forever.
 */
export const orderSubscriptions: Pick<SubscriptionResolvers, 'orderStatus'> = {
  orderStatus: {
    subscribe: (_, { slug, orderId }, { upstream, config, polls }) =>
      polls.follow<OrderDto>(`order ${slug} ${orderId}`, {
        ...config.orderStatusPolling,
        read: async () => {
          const order = await fetchOrder(upstream, slug, orderId);
          // A wrong id is not an outage: the client must not retry it.
          if (!order) throw GatewayError.of('NOT_FOUND');
          return order;
        },
        keyOf: (order) => `${orderStatusOf(order)} ${order.errorCode ?? ''}`,
        isFinal: (order) => isFinalOrderStatus(orderStatusOf(order)),
      }),
    resolve: (order: OrderDto, { slug }: { slug: string }, context: GatewayContext): OrderView => {
      context.loaders = createLoaders(context.upstream);
      return { ...order, slug };
    },
  },
};
