import type { OrderItemView, ReservationPart } from '../graphql/mappers.ts';
import { ReservationStatus } from '../graphql/schema-types.generated.ts';
import type { CancellationPolicyDto, OrderItemDto, ReservationDto } from '../upstream/dto.ts';
import { toGraphQLEnum } from './enums.ts';
import { listedOrderItems } from './stay/offers.ts';
import { isCancelledStatus, timeZoneOrDefault } from './time.ts';

/** `value` as `reservation` shows it: its global id is that stay's (graphql/global-id.ts). */
export function partOf<T extends object>(
  reservation: Pick<ReservationDto, 'id'>,
  value: T,
): ReservationPart<T> {
  return { ...value, reservationId: reservation.id };
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

/** Spec §4: confirmed, canceled (either spelling, so the list and the stay agree), else unknown. */
export function reservationStatusOf(status: string | null | undefined): ReservationStatus {
  return isCancelledStatus(status)
    ? 'CANCELED'
    : toGraphQLEnum(status, ReservationStatus, 'UNKNOWN');
}

/**
 * Custom products a guest orders in the app: requests and dummy offers. Informational ones have
 * nothing to order, third-party ones are bought at their `actionUrl`.
 */
export const orderableCustomProductTypes: ReadonlySet<string> = new Set(['request', 'dummy']);

/**
 * An ordered item as the stay shows it: in the property's time zone, with the product it bought
 * (the reservation's `products` list every product of the property, on sale or not, so a product
 * taken off sale keeps its name) and the property whose custom products name the others.
 */
export function orderItemViewOf(reservation: ReservationDto, item: OrderItemDto): OrderItemView {
  const product = item.productId
    ? (reservation.products ?? []).find((candidate) => candidate.id === item.productId)
    : undefined;
  return partOf(reservation, {
    ...item,
    timeZone: timeZoneOrDefault(reservation.property?.timeZone),
    product: product ?? null,
    propertyId: reservation.property?.id ?? reservation.propertyId ?? null,
  });
}

/** What the stay lists as bought (spec §3's statuses), each as `orderItemViewOf` shows it. */
export function boughtItemsOf(reservation: ReservationDto): OrderItemView[] {
  return listedOrderItems(reservation.orderItems).map((item) => orderItemViewOf(reservation, item));
}
