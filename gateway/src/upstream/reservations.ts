/**
 * Reading reservations: the stay by slug (everything the stay screens show, in one call), the
 * online check-in lookup and the check-in state. One function per call, so resolvers and loaders
 * never assemble paths, headers or `$expand` lists themselves.
 */
import type { UpstreamClient } from './client.ts';
import type { ReservationDto, ReservationStateDto } from './dto.ts';

/** Everything the stay screens read, in one call (spec §7, GET /check-in/{slug}). */
export const reservationExpand = [
  'customer.referralVoucherCodes',
  'creditCards',
  'orderItems',
  'property.integrations',
  'cancellationPolicy',
  'propertyKeys',
  'propertyUnit.integrations',
  'propertyUnit.address',
  'propertyUnitCategory',
  'products.productGroup',
  'sustainability',
].join(',');

export function fetchReservationBySlug(
  upstream: UpstreamClient,
  slug: string,
): Promise<ReservationDto | undefined> {
  return upstream.find<ReservationDto>({
    method: 'GET',
    path: '/check-in/{slug}',
    params: { slug },
    query: { $expand: reservationExpand },
    slug,
  });
}

/** The online check-in lookup; the answer is the reservation's summary with its slug. */
export async function findCheckInReservation(
  upstream: UpstreamClient,
  lastName: string,
  bookingNumber: string,
): Promise<Pick<ReservationDto, 'id' | 'slug'> | undefined> {
  const found = await upstream.find<Pick<ReservationDto, 'id' | 'slug'> | null>({
    method: 'GET',
    path: '/check-in',
    query: { channelConfirmationNumber: bookingNumber, lastName },
  });
  return found ?? undefined;
}

export function fetchReservationState(
  upstream: UpstreamClient,
  reservationId: string,
): Promise<ReservationStateDto> {
  return upstream.call<ReservationStateDto>({
    method: 'GET',
    path: '/reservation-state/{id}',
    params: { id: reservationId },
  });
}
