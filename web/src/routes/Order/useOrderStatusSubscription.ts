import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { KnownErrorCode } from '../../relay/errorMessages.ts';
import { errorCodeOf } from '../../relay/errors.ts';
import { readUserError, type UserError } from '../../relay/userError.ts';
import type {
  OrderStatus,
  useOrderStatusSubscription as OrderStatusSubscription,
} from './__generated__/useOrderStatusSubscription.graphql.ts';

const orderStatusSubscription = graphql`
  subscription useOrderStatusSubscription($orderId: ID!, $slug: String!) {
    orderStatus(orderId: $orderId, slug: $slug) {
      orderId
      status
      error {
        ...userError_error
      }
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
 * (useCallback or a state setter).
 */
export function useOrderStatusSubscription({ orderId, slug, onUpdate, onFailure }: Options): void {
  const config = useMemo<GraphQLSubscriptionConfig<OrderStatusSubscription>>(
    () => ({
      subscription: orderStatusSubscription,
      variables: { orderId, slug },
      onNext: (response) => {
        if (!response) return;
        const { status, error } = response.orderStatus;
        onUpdate({
          status: status === '%future added value' ? 'UNKNOWN' : status,
          error: readUserError(error),
        });
      },
      onError: (error) => onFailure(errorCodeOf(error)),
    }),
    [orderId, slug, onUpdate, onFailure],
  );
  useSubscription<OrderStatusSubscription>(config);
}
