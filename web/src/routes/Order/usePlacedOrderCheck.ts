import { useCallback, useState } from 'react';
import { graphql, readInlineData } from 'react-relay';
import type { OrderRequest } from '../../ordering/orderDraft.ts';
import { useOutcomeCheck } from '../../relay/useOutcomeCheck.ts';
import type {
  usePlacedOrderCheck_reservation$data,
  usePlacedOrderCheck_reservation$key,
} from './__generated__/usePlacedOrderCheck_reservation.graphql.ts';
import type { usePlacedOrderCheckQuery } from './__generated__/usePlacedOrderCheckQuery.graphql.ts';

/**
 * The stay's ordered items, as the confirmation saw them when it opened and as they are after an
 * order's answer was lost. Inline, so the confirmation reads it once, when it opens.
 */
const orderedItemsFragment = graphql`
  fragment usePlacedOrderCheck_reservation on Reservation @inline {
    orderedItems(first: 100) {
      edges {
        node {
          orderItemId
          productId
        }
      }
    }
  }
`;

const placedOrderCheckQuery = graphql`
  query usePlacedOrderCheckQuery($slug: String!) {
    reservation(slug: $slug) {
      ...usePlacedOrderCheck_reservation
    }
  }
`;

type OrderedItem = usePlacedOrderCheck_reservation$data['orderedItems']['edges'][number]['node'];

function orderedItemsOf(ref: usePlacedOrderCheck_reservation$key): readonly OrderedItem[] {
  return readInlineData(orderedItemsFragment, ref).orderedItems.edges.map((edge) => edge.node);
}

/**
 * True when items of `request` are on the stay that were not there before it was sent: the order
 * went through. A custom product's item names no product of the shop (the core API lists it
 * under the custom product), so any new item is its order.
 */
export function isOrderOnStay(
  request: OrderRequest,
  before: ReadonlySet<string>,
  now: readonly OrderedItem[],
): boolean {
  const added = now.filter((item) => !before.has(item.orderItemId));
  if (request.kind === 'customProduct') return added.length > 0;
  const ordered = new Set(request.items.map((item) => item.productId));
  return added.some((item) => ordered.has(item.productId));
}

/**
 * After `OUTCOME_UNKNOWN` on an order: reads the stay's ordered items again from the network and
 * answers whether the order is among them. The items the confirmation opened with are kept from
 * its first render, before anything was sent (the re-read updates the same records in the store).
 */
export function usePlacedOrderCheck(reservation: usePlacedOrderCheck_reservation$key) {
  const [before] = useState(
    () => new Set(orderedItemsOf(reservation).map((item) => item.orderItemId)),
  );
  const check = useOutcomeCheck<usePlacedOrderCheckQuery>(placedOrderCheckQuery);
  const isPlaced = useCallback(
    (slug: string, request: OrderRequest) =>
      check({ slug }, (data) =>
        data.reservation ? isOrderOnStay(request, before, orderedItemsOf(data.reservation)) : false,
      ),
    [check, before],
  );
  return isPlaced;
}
