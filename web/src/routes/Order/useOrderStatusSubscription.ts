import { useMemo, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { KnownErrorCode } from '../../relay/errorMessages.ts';
import { errorCodeOf } from '../../relay/errors.ts';
import { readUserError, type UserError } from '../../relay/userError.ts';
import type {
  OrderStatus,
  useOrderStatusSubscription as OrderStatusSubscription,
} from './__generated__/useOrderStatusSubscription.graphql.ts';
import type { useOrderStatusSubscriptionQuery as OrderStatusQuery } from './__generated__/useOrderStatusSubscriptionQuery.graphql.ts';

const orderStatusSubscription = graphql`
  subscription useOrderStatusSubscription($orderId: ID!, $slug: String!) {
    orderStatus(orderId: $orderId, slug: $slug) {
      orderId
      status
      error {
        ...userError_error
      }
      reservation {
        ...stayUpdate_reservation
      }
    }
  }
`;

/** The order and its stay as they stand, read once when the stream reached its time limit. */
const orderStatusQuery = graphql`
  query useOrderStatusSubscriptionQuery($orderId: ID!, $slug: String!) {
    reservation(slug: $slug) {
      order(orderId: $orderId) {
        orderId
        status
        error {
          ...userError_error
        }
      }
      ...stayUpdate_reservation
    }
  }
`;

export type OrderStatusUpdate = {
  status: Exclude<OrderStatus, '%future added value'> | 'UNKNOWN';
  error: UserError | null;
};

type Options = {
  orderId: string;
  slug: string;
  onUpdate: (update: OrderStatusUpdate) => void;
  /** The stream failed for good (after its reconnection attempts). */
  onFailure: (code: KnownErrorCode) => void;
};

/**
 * Follows an order from PENDING to ORDERED or FAILED over the gateway's SSE stream. The config
 * is memoized on the variables, so a re-render does not resubscribe; pass stable callbacks
 * (useCallback or a state setter). The gateway ends a stream that outlives its time limit with
 * `SUBSCRIPTION_EXPIRED`: the order is then read once, reported, and followed again while it is
 * still pending. Every update carries the stay as the order has left it
 * (`stayUpdate_reservation`), so once the order settles every screen of the stay shows what it
 * changed (the new room and its codes, the new departure, the bought extra) without asking again.
 */
export function useOrderStatusSubscription({ orderId, slug, onUpdate, onFailure }: Options): void {
  const environment = useRelayEnvironment();
  // Bumped to subscribe again after the gateway ended the stream at its time limit.
  const [round, setRound] = useState(0);
  const config = useMemo<GraphQLSubscriptionConfig<OrderStatusSubscription>>(() => {
    const report = (status: OrderStatus, error: Parameters<typeof readUserError>[0]) =>
      onUpdate({
        status: status === '%future added value' ? 'UNKNOWN' : status,
        error: readUserError(error),
      });
    const readAgain = () =>
      fetchQuery<OrderStatusQuery>(
        environment,
        orderStatusQuery,
        { orderId, slug },
        { fetchPolicy: 'network-only' },
      ).subscribe({
        next: ({ reservation }) => {
          const order = reservation?.order;
          if (!order) return onFailure('UNKNOWN');
          report(order.status, order.error);
          if (order.status === 'PENDING') setRound((value) => value + 1);
        },
        error: (error: unknown) => onFailure(errorCodeOf(error)),
      });
    return {
      subscription: orderStatusSubscription,
      variables: { orderId, slug },
      onNext: (response) => {
        if (!response) return;
        report(response.orderStatus.status, response.orderStatus.error);
      },
      onError: (error) => {
        const code = errorCodeOf(error);
        if (code === 'SUBSCRIPTION_EXPIRED') readAgain();
        else onFailure(code);
      },
      // Part of the config so a new round subscribes again.
      cacheConfig: { metadata: { round } },
    };
  }, [environment, orderId, slug, onUpdate, onFailure, round]);
  useSubscription<OrderStatusSubscription>(config);
}
