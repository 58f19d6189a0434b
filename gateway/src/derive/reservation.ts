import type { ReservationPart } from '../graphql/mappers.ts';
import { ReservationStatus } from '../graphql/schema-types.generated.ts';
import type {
  CancellationPolicyDto,
  OrderItemDto,
  ProductDto,
  ReservationDto,
} from '../upstream/dto.ts';
import { toGraphQLEnum } from './enums.ts';
import { isOpenForOrders, stayStageOf } from './stay-stage.ts';
import { isCancelledStatus, localDateOf, type StayFlagsInput, timeZoneOrDefault } from './time.ts';

/** `value` as `reservation` shows it: its global id is that stay's (graphql/global-id.ts). */
export function partOf<T extends object>(
  reservation: Pick<ReservationDto, 'id'>,
  value: T,
): ReservationPart<T> {
  return { ...value, reservationId: reservation.id };
}

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

/** Spec §4: confirmed, canceled (either spelling, so the list and the stay agree), else unknown. */
export function reservationStatusOf(status: string | null | undefined): ReservationStatus {
  return isCancelledStatus(status)
    ? 'CANCELED'
    : toGraphQLEnum(status, ReservationStatus, 'UNKNOWN');
}

export type ReservationPageState = 'ACTIVE' | 'EXPIRED';

/**
 * Spec §4's stay pages: expired once the stay is cancelled or its departure day has passed in the
 * property's time zone; active until then, the departure day included (check-out, doors until
 * 23:00). Not found is the absence of a reservation.
 */
export function pageStateOf(stay: StayFlagsInput): ReservationPageState {
  if (isCancelledStatus(stay.status)) return 'EXPIRED';
  const today = localDateOf(stay.now, stay.timeZone);
  return localDateOf(stay.endDate, stay.timeZone) < today ? 'EXPIRED' : 'ACTIVE';
}

/** What a stay's date rules read of a reservation, at `now`. */
export function stayFlagsOf(reservation: ReservationDto, now: Date): StayFlagsInput {
  return {
    startDate: reservation.startDateLocal ?? reservation.startDate,
    endDate: reservation.endDateLocal ?? reservation.endDate,
    status: reservation.status,
    checkOutDate: reservation.checkOutDate,
    timeZone: timeZoneOrDefault(reservation.property?.timeZone),
    now,
  };
}

/**
 * Why a stay takes no orders, or undefined when it does: a cancelled one is `STAY_CANCELLED`, one
 * checked out or past its departure day `STAY_ENDED`. Refused before the core API is asked, so an
 * order never reaches a stay it would only fail for later.
 */
export function orderRefusalOf(
  reservation: ReservationDto,
  now: Date,
): 'STAY_CANCELLED' | 'STAY_ENDED' | undefined {
  const stage = stayStageOf(stayFlagsOf(reservation, now));
  if (stage === 'CANCELLED') return 'STAY_CANCELLED';
  return isOpenForOrders(stage) ? undefined : 'STAY_ENDED';
}

/**
 * Custom products a guest orders in the app: requests and dummy offers. Informational ones have
 * nothing to order, third-party ones are bought at their `actionUrl`.
 */
export const orderableCustomProductTypes: ReadonlySet<string> = new Set(['request', 'dummy']);
