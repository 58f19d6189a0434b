import type { CancellationPolicyDto, OrderItemDto, ProductDto } from '../upstream/dto.ts';
import { toGraphQLEnum } from './enums.ts';
import { isCancelledStatus } from './time.ts';

/** Spec §3: only items in these statuses are shown. */
export const listedOrderItemStatuses: ReadonlySet<string> = new Set([
  'pending',
  'processed',
  'confirmed',
  'delivered',
]);

export function listedOrderItems(
  items: readonly OrderItemDto[] | null | undefined,
): OrderItemDto[] {
  return (items ?? []).filter((item) => listedOrderItemStatuses.has(item.status));
}

/** Spec §5: only available products are shown. */
export function availableProducts(
  products: readonly ProductDto[] | null | undefined,
): ProductDto[] {
  return (products ?? []).filter((product) => product.isAvailable ?? product.isOrderable ?? true);
}

export type CancellationType = 'REFUNDABLE' | 'NON_REFUNDABLE' | 'ONLINE_TRAVEL_AGENCY';

/**
 * Spec §3: an OTA booking is cancelled at the agency; a booking with a free-cancellation window
 * is refundable (even once the window has closed: the screen states the deadline); any other
 * booking is non-refundable.
 */
export function cancellationTypeOf(policy: CancellationPolicyDto): CancellationType {
  if (policy.isOTA) return 'ONLINE_TRAVEL_AGENCY';
  if (policy.freeCancellationEndDate || policy.isFreeCancellationAvailable) return 'REFUNDABLE';
  return 'NON_REFUNDABLE';
}

export type ReservationStatus = 'CONFIRMED' | 'CANCELED' | 'UNKNOWN';

/** Spec §4: confirmed, canceled (either spelling, so the list and the stay agree), else unknown. */
export function reservationStatusOf(status: string | null | undefined): ReservationStatus {
  return isCancelledStatus(status)
    ? 'CANCELED'
    : toGraphQLEnum(status, ['CONFIRMED'] as const, 'UNKNOWN');
}
