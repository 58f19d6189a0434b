/**
 * The core API calls of spec §7, one function each, so resolvers and loaders never assemble
 * paths, headers or `$expand` lists themselves. Phase 2 adds its calls here the same way.
 */
import type { UpstreamClient } from './client.ts';
import type {
  AccessGrantedDto,
  CanceledDto,
  CardInputDto,
  CardsChangedDto,
  CategoryAvailabilityDto,
  CheckInProgressDto,
  CodeSentDto,
  CustomerDto,
  CustomerStatisticsDto,
  CustomProductDto,
  DoorUnlockDto,
  ElevatorRequestDto,
  IdentityVerificationDto,
  OrderDto,
  OrderLineInput,
  OrderPlacedDto,
  ProductAvailabilityDto,
  ProductContentDto,
  PropertyContactsDto,
  PropertyContentDto,
  PropertyDto,
  ReservationDto,
  ReservationStateDto,
  ReservationSummaryDto,
  RewardDto,
  UnitAvailabilityDateDto,
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

/** The property fields the schema shows (spec §7 reads a property with `$select`). */
export const propertySelect = [
  'id',
  'key',
  'name',
  'city',
  'zipCode',
  'addressLine1',
  'addressLine2',
  'googleMapsUrl',
  'timeZone',
  'currencyCode',
  'language',
  'isWhiteLabel',
  'pciProxyPublicKey',
  'entrance',
  'hostDisplayName',
  'hostId',
].join(',');

export function fetchProperty(
  upstream: UpstreamClient,
  id: string,
): Promise<PropertyDto | undefined> {
  return upstream.find<PropertyDto>({
    method: 'GET',
    path: '/properties/{id}',
    params: { id },
    query: { $select: propertySelect },
  });
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

// ---------------------------------------------------------------------------------------------
// Doors, availability, content and check-in steps (phase 2, area B).

/** A property by key, with its contacts in the same answer (so `contacts` costs no extra call). */
export async function findPropertyByKey(
  upstream: UpstreamClient,
  key: string,
): Promise<PropertyDto | undefined> {
  const list = await upstream.call<PropertyDto[]>({
    method: 'GET',
    path: '/properties',
    query: { key, $select: `${propertySelect},phone,whatsappNumber` },
  });
  return list.find((entry) => entry.key === key);
}

/** Help articles in the caller's language; undefined when the property has none. */
export function fetchPropertyContent(
  upstream: UpstreamClient,
  propertyId: string,
): Promise<PropertyContentDto | undefined> {
  return upstream.find<PropertyContentDto>({
    method: 'GET',
    path: '/property-content',
    query: { propertyId },
  });
}

export function fetchPartnerContent(
  upstream: UpstreamClient,
  propertyId: string,
): Promise<ProductContentDto> {
  return upstream.call<ProductContentDto>({
    method: 'GET',
    path: '/product-content',
    query: { propertyId, $expand: 'breakfast,gym' },
  });
}

export function fetchCustomProducts(
  upstream: UpstreamClient,
  propertyId: string,
): Promise<CustomProductDto[]> {
  return upstream.call<CustomProductDto[]>({
    method: 'GET',
    path: '/custom-products',
    query: { propertyId, $expand: 'productGroup' },
  });
}

/** Undefined when the property does not sell the product (404). */
export function fetchProductAvailability(
  upstream: UpstreamClient,
  reservationId: string,
  productType: string,
): Promise<ProductAvailabilityDto | undefined> {
  return upstream.find<ProductAvailabilityDto>({
    method: 'GET',
    path: '/product-availability/{productTypeOrId}',
    params: { productTypeOrId: productType },
    query: { reservationId },
  });
}

export function fetchUnitAvailability(
  upstream: UpstreamClient,
  reservationId: string,
): Promise<UnitAvailabilityDateDto[]> {
  return upstream.call<UnitAvailabilityDateDto[]>({
    method: 'GET',
    path: '/property-unit-availability',
    query: { reservationId },
  });
}

export type CategoryAvailabilityQuery = {
  unitCategoryId: string;
  startDate: string;
  endDate: string;
  adultCount: number;
  childrenCount?: number | null;
  voucherCode?: string | null;
};

export function fetchCategoryAvailability(
  upstream: UpstreamClient,
  query: CategoryAvailabilityQuery,
): Promise<CategoryAvailabilityDto> {
  return upstream.call<CategoryAvailabilityDto>({
    method: 'GET',
    path: '/property-unit-category-availability',
    query: {
      startDateLocal: query.startDate,
      endDateLocal: query.endDate,
      propertyUnitCategoryId: query.unitCategoryId,
      adultCount: query.adultCount,
      childrenCount: query.childrenCount ?? 0,
      voucherCode: query.voucherCode || undefined,
    },
  });
}

export type KeyRequest = { slug: string; propertyKeyId: string };

/** Remote unlock; a success is the lock's green light. */
export function requestDoorUnlock(
  upstream: UpstreamClient,
  { slug, propertyKeyId }: KeyRequest,
): Promise<DoorUnlockDto> {
  return upstream.call<DoorUnlockDto>({
    method: 'POST',
    path: '/access-requests',
    body: { propertyKeyId, slug },
  });
}

export function requestElevator(
  upstream: UpstreamClient,
  { slug, propertyKeyId }: KeyRequest,
): Promise<ElevatorRequestDto> {
  return upstream.call<ElevatorRequestDto>({
    method: 'POST',
    path: '/elevator-requests',
    body: { propertyKeyId, slug },
  });
}

export function fetchElevatorRequest(
  upstream: UpstreamClient,
  slug: string,
  requestId: string,
): Promise<ElevatorRequestDto> {
  return upstream.call<ElevatorRequestDto>({
    method: 'GET',
    path: '/elevator-requests/{id}',
    params: { id: requestId },
    slug,
  });
}

export function submitGuestDetails(
  upstream: UpstreamClient,
  slug: string,
  details: unknown,
): Promise<CheckInProgressDto> {
  return upstream.call<CheckInProgressDto>({
    method: 'POST',
    path: '/check-in/{slug}/guest-details',
    params: { slug },
    body: details,
  });
}

export function startIdentityVerification(
  upstream: UpstreamClient,
  slug: string,
): Promise<IdentityVerificationDto> {
  return upstream.call<IdentityVerificationDto>({
    method: 'POST',
    path: '/check-in/{slug}/identity-verifications',
    params: { slug },
  });
}

// ---------------------------------------------------------------------------------------------
// Auth, viewer, orders and reservation mutations (phase 2, area A). Account calls send the
// bearer (`auth: true`); reservation changes carry the slug in the path, order reads in `x-slug`.

/** Sends a one-time code; with the `idempotencyKey` of an earlier request, sends a new one. */
export function requestLoginCode(
  upstream: UpstreamClient,
  request: { email: string; botCheckToken: string; idempotencyKey?: string },
): Promise<CodeSentDto> {
  return upstream.call<CodeSentDto>({
    method: 'POST',
    path: '/authentication',
    body: {
      email: request.email,
      strategy: 'otp',
      turnstileToken: request.botCheckToken,
      ...(request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : {}),
    },
  });
}

export function verifyLoginCode(
  upstream: UpstreamClient,
  request: { email: string; code: string; idempotencyKey?: string | null },
): Promise<AccessGrantedDto> {
  return upstream.call<AccessGrantedDto>({
    method: 'POST',
    path: '/authentication',
    body: {
      email: request.email,
      strategy: 'otp',
      otp: request.code,
      ...(request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : {}),
    },
  });
}

/** The signed-in customer: the first entry of the list, undefined when the list is empty. */
export async function fetchSignedInCustomer(
  upstream: UpstreamClient,
): Promise<CustomerDto | undefined> {
  const customers = await upstream.call<CustomerDto[]>({
    method: 'GET',
    path: '/customers',
    query: { $expand: 'referralVoucherCodes' },
    headers: { 'x-platform': 'web' },
    auth: true,
  });
  return customers[0];
}

export function fetchCustomerStatistics(upstream: UpstreamClient): Promise<CustomerStatisticsDto> {
  return upstream.call<CustomerStatisticsDto>({
    method: 'GET',
    path: '/customer-statistics',
    auth: true,
  });
}

export function fetchFutureRewards(upstream: UpstreamClient): Promise<RewardDto[]> {
  return upstream.call<RewardDto[]>({
    method: 'GET',
    path: '/future-customer-rewards',
    query: { newStructure: true },
    auth: true,
  });
}

/** Stays not over yet at `now`: confirmed, started and cancelled ones, with property and category. */
export function fetchActiveReservations(
  upstream: UpstreamClient,
  now: Date,
): Promise<ReservationSummaryDto[]> {
  return upstream.call<ReservationSummaryDto[]>({
    method: 'GET',
    path: '/reservations',
    query: {
      status: 'confirmed,started,canceled',
      $expand: 'property,propertyUnitCategory',
      'endDate[gte]': now.toISOString(),
    },
    auth: true,
  });
}

export function giveMarketingConsent(
  upstream: UpstreamClient,
  customerId: string,
): Promise<CustomerDto> {
  return upstream.call<CustomerDto>({
    method: 'PATCH',
    path: '/customers/{id}',
    params: { id: customerId },
    body: { isMarketingConsentGiven: true },
    auth: true,
  });
}

export function fetchOrder(
  upstream: UpstreamClient,
  slug: string,
  orderId: string,
): Promise<OrderDto | undefined> {
  return upstream.find<OrderDto>({
    method: 'GET',
    path: '/orders/{id}',
    params: { id: orderId },
    slug,
  });
}

function changeReservation<T>(upstream: UpstreamClient, slug: string, body: object): Promise<T> {
  return upstream.call<T>({ method: 'PATCH', path: '/check-in/{slug}', params: { slug }, body });
}

export function orderProducts(
  upstream: UpstreamClient,
  slug: string,
  orderItems: readonly OrderLineInput[],
): Promise<OrderPlacedDto> {
  const lines = orderItems.map((item) => ({
    productId: item.productId,
    ...(item.consumptionDate ? { consumptionDate: item.consumptionDate } : {}),
    ...(item.consumptionEndDate ? { consumptionEndDate: item.consumptionEndDate } : {}),
    ...(item.quantity ? { quantity: item.quantity } : {}),
  }));
  return changeReservation<OrderPlacedDto>(upstream, slug, { orderItems: lines });
}

export function orderCustomProduct(
  upstream: UpstreamClient,
  customProductId: string,
  reservationId: string,
): Promise<OrderDto> {
  return upstream.call<OrderDto>({
    method: 'POST',
    path: '/custom-products/{productId}/order',
    params: { productId: customProductId },
    body: { reservationId },
  });
}

export function addCreditCard(
  upstream: UpstreamClient,
  slug: string,
  card: CardInputDto,
): Promise<CardsChangedDto> {
  return changeReservation<CardsChangedDto>(upstream, slug, { creditCards: [card] });
}

export function changeStayDates(
  upstream: UpstreamClient,
  slug: string,
  dates: { startDate: string; endDate: string },
): Promise<unknown> {
  return changeReservation<unknown>(upstream, slug, dates);
}

export function checkOutReservation(upstream: UpstreamClient, slug: string): Promise<unknown> {
  return changeReservation<unknown>(upstream, slug, { checkOutDone: true });
}

export function cancelReservation(upstream: UpstreamClient, slug: string): Promise<CanceledDto> {
  return changeReservation<CanceledDto>(upstream, slug, { status: 'canceled' });
}
