/**
 * The core API calls of spec §7, one function each, so resolvers and loaders never assemble
 * paths, headers or `$expand` lists themselves. Phase 2 adds its calls here the same way.
 */
import type { UpstreamClient } from './client.ts';
import type {
  PropertyContactsDto,
  PropertyDto,
  ReservationDto,
  ReservationStateDto,
  UnitCategoryDto,
} from './dto.ts';

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

export function fetchProperty(
  upstream: UpstreamClient,
  id: string,
): Promise<PropertyDto | undefined> {
  return upstream.find<PropertyDto>({ method: 'GET', path: '/properties/{id}', params: { id } });
}

export async function fetchPropertyContacts(
  upstream: UpstreamClient,
  key: string,
): Promise<PropertyContactsDto | undefined> {
  const list = await upstream.call<PropertyContactsDto[]>({
    method: 'GET',
    path: '/properties',
    query: { key, $select: 'id,whatsappNumber,phone,key' },
  });
  return list.find((entry) => entry.key === key);
}

export function fetchUnitCategory(
  upstream: UpstreamClient,
  id: string,
): Promise<UnitCategoryDto | undefined> {
  return upstream.find<UnitCategoryDto>({
    method: 'GET',
    path: '/property-unit-categories/{id}',
    params: { id },
  });
}
