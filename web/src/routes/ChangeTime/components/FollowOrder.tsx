import { useCallback } from 'react';
import type { KnownErrorCode } from '../../../relay/errorMessages.ts';
import {
  type OrderStatusUpdate,
  useOrderStatusSubscription,
} from '../../Order/useOrderStatusSubscription.ts';

type Props = {
  orderId: string;
  slug: string;
  onSettled: (outcome: { ok: true } | { ok: false; code: KnownErrorCode }) => void;
};

/** Follows the time change's order until it is ordered or failed (renders nothing). */
export function FollowOrder({ orderId, slug, onSettled }: Props) {
  const onUpdate = useCallback(
    ({ status, error }: OrderStatusUpdate) => {
      if (status === 'ORDERED') onSettled({ ok: true });
      else if (status === 'FAILED' || status === 'UNKNOWN')
        onSettled({ ok: false, code: error?.code ?? 'ORDER' });
    },
    [onSettled],
  );
  const onFailure = useCallback(
    (code: KnownErrorCode) => onSettled({ ok: false, code }),
    [onSettled],
  );
  useOrderStatusSubscription({ orderId, slug, onUpdate, onFailure });
  return null;
}
