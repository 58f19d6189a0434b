/**
 * The core API's answers as the gateway reads them (the `data` of the envelope), in the core
 * API's own terms: nothing here knows the GraphQL schema (graphql/mappers.ts says which of these,
 * or which view of them, each GraphQL type's resolvers receive).
 *
 * Answers the OpenAPI document already describes are taken from it (openapi.generated.ts), so a
 * contract change breaks the type check. The hand-written types below are the gateway's
 * tolerant reading (optional fields, defaults in resolvers) of calls the document does not
 * describe yet; `upstreamMatches` keeps them compatible with the generated ones.
 */
import type { paths } from './openapi.generated.ts';

/** The `data` of a path's 200 answer, as the OpenAPI document describes it. */
export type UpstreamData<
  Path extends keyof paths,
  Method extends 'get',
> = paths[Path][Method] extends {
  responses: { 200: { content: { 'application/json': { data: infer Data } } } };
}
  ? Data
  : never;

export type UpstreamReservation = UpstreamData<'/check-in/{slug}', 'get'>;
export type UpstreamReservationSummary = UpstreamData<'/check-in', 'get'>;

export type PropertyDto = {
  id: string;
  key: string;
  name: string;
  city: string;
  zipCode?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  googleMapsUrl?: string | null;
  timeZone?: string | null;
  phone?: string | null;
  whatsappNumber?: string | null;
  currencyCode?: string | null;
  language?: string | null;
  isWhiteLabel?: boolean | null;
  /** Whether an unpaid stay may be paid in the app; false: at the property. */
  acceptsAppPayments?: boolean | null;
  pciProxyPublicKey?: string | null;
  entrance?: string | null;
  hostDisplayName?: string | null;
  hostId?: string | null;
  integrations?: PropertyIntegrationsDto | null;
};

export type PropertyContactsDto = {
  id: string;
  key: string;
  phone?: string | null;
  whatsappNumber?: string | null;
};

export type ReferralVoucherCodeDto = { value: string };

export type CustomerDto = {
  id: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  userId?: string | null;
  externalUserId?: string | null;
  options?: string[] | null;
  intercomVerificationHash?: string | null;
  referralVoucherCodes?: ReferralVoucherCodeDto[] | null;
};

export type CreditCardDto = {
  id: string;
  numberMasked: string;
  name?: string | null;
  createdAt?: string | null;
  format?: string | null;
  state?: string | null;
  type?: string | null;
  authorizationState?: string | null;
  transactionId?: string | null;
};

/** POST /check-in/{slug}/payments: a stay's open balance charged to a card. */
export type StayPaymentDto = {
  id: string;
  amount: number;
  currencyCode: string;
  creditCardId: string;
  paidAt: string;
};

export type ProductGroupDto = { key?: string | null; name?: string | null };

export type ProductDto = {
  id: string;
  name: string;
  type?: string | null;
  serviceId?: string | null;
  priceGross: number;
  currency?: string | null;
  chargeInterval?: string | null;
  chargeMethod?: string | null;
  group?: string | null;
  productGroup?: ProductGroupDto | null;
  isOrderable?: boolean | null;
  isAvailable?: boolean | null;
  /** The guest's reward that makes the product free for this stay (the core API decides). */
  customerRewardId?: string | null;
  /** Prepared for the arrival (a stocked fridge, flowers): sold until the guest arrives. */
  isForArrival?: boolean | null;
};

export type OrderItemDto = {
  id: string;
  productId?: string | null;
  customProductId?: string | null;
  consumptionDate?: string | null;
  consumptionEndDate?: string | null;
  priceGross: number;
  currency?: string | null;
  status: string;
  /** The reward that made the item free. */
  customerRewardId?: string | null;
  /** The price is an estimate ("from"), settled with the provider later. */
  isEstimate?: boolean | null;
  /** What a transfer request asked for; null for other lines. */
  request?: {
    direction: string;
    date: string;
    time: string;
    flightNumber?: string | null;
    address?: string | null;
  } | null;
};

export type CancellationPolicyDto = {
  type?: string | null;
  isFreeCancellationAvailable?: boolean | null;
  isOTA?: boolean | null;
  freeCancellationEndDate?: string | null;
};

export type ImageDto = { url: string; sequenceNumber?: number | null };

export type AddressDto = {
  addressLine1?: string | null;
  addressLine2?: string | null;
  zipCode?: string | null;
  city?: string | null;
};

export type UnitDto = {
  id: string;
  name?: string | null;
  number?: string | null;
  floor?: string | number | null;
  features?: string | string[] | null;
  images?: ImageDto[] | null;
  type?: string | null;
  availableAt?: string | null;
  emissionsCo2ePerNight?: number | null;
  cmsSlug?: string | null;
  address?: (AddressDto & { isOverride?: boolean | null }) | null;
  integrations?: UnitIntegrationsDto | null;
};

export type UnitCategoryDto = {
  id: string;
  name: string;
  type?: string | null;
  capacity?: number | null;
  description?: string | null;
  features?: string | string[] | null;
  images?: ImageDto[] | null;
  propertyId?: string | null;
  cmsSlug?: string | null;
  emissionsCo2ePerNight?: number | null;
};

export type PropertyKeyDto = {
  id: string;
  name?: string | null;
  type?: string | null;
  accessType?: string | null;
  sequenceNumber?: number | null;
  validFromDate?: string | null;
  validToDate?: string | null;
  keypadButton?: string | null;
  code?: string | null;
  errorCode?: string | null;
  availableAt?: string | null;
};

export type CommonDoorDto = {
  type: string;
  floorNumber?: string | number | null;
  signText?: string | null;
};

export type UnitIntegrationsDto = {
  wirelessAccessPoint?: { ssid: string; password?: string | null } | null;
  accessGuidelines?: { accessType?: string | null } | null;
};

export type PropertyIntegrationsDto = UnitIntegrationsDto & {
  commonDoors?: CommonDoorDto[] | null;
};

export type ReservationStateDto = { state?: string | null; idVerificationState?: string | null };

export type ReservationDto = {
  id: string;
  slug: string;
  confirmationNumber: string;
  /** Instants of arrival and departure (check-in and check-out time). */
  startDate: string;
  endDate: string;
  /** The same days as calendar dates in the property's time zone. */
  startDateLocal?: string | null;
  endDateLocal?: string | null;
  checkInDate?: string | null;
  checkOutDate?: string | null;
  adultsCount?: number | null;
  childrenCount?: number | null;
  propertyId?: string | null;
  propertyUnitId?: string | null;
  totalPrice?: number | null;
  currencyCode?: string | null;
  status?: string | null;
  checkInState?: string | null;
  idVerificationState?: string | null;
  /** False while the stay is unpaid: door codes are withheld (`not-paid`). */
  isPaid?: boolean | null;
  customer?: CustomerDto | null;
  property?: PropertyDto | null;
  propertyKeys?: PropertyKeyDto[] | null;
  creditCards?: CreditCardDto[] | null;
  creditCard?: CreditCardDto | null;
  orderItems?: OrderItemDto[] | null;
  products?: ProductDto[] | null;
  cancellationPolicy?: CancellationPolicyDto | null;
  propertyUnit?: UnitDto | null;
  propertyUnitCategory?: UnitCategoryDto | null;
};

// ---------------------------------------------------------------------------------------------
// Doors, availability, content and check-in steps. The answers come straight
// from the OpenAPI document; views add what a resolver needs from its parent.

export type PropertyContentDto = UpstreamData<'/property-content', 'get'>;
export type HelpArticleDto = PropertyContentDto['articles']['access'][number];
export type AccessGuideDto = PropertyContentDto['accessGuides'][number];
export type ProductContentDto = UpstreamData<'/product-content', 'get'>;
export type PartnerVenueDto = NonNullable<ProductContentDto['breakfast']>;
export type GymPartnerDto = NonNullable<ProductContentDto['gym']>;
export type CustomProductDto = UpstreamData<'/custom-products', 'get'>[number];

export type ProductAvailabilityDto = UpstreamData<'/product-availability/{productTypeOrId}', 'get'>;
/** The answer's shape is chosen by `productType`; each member is told apart by a field of its own. */
export type CleaningAvailabilityDto = Extract<
  ProductAvailabilityDto,
  { cleaningAllowance: number }
>;
export type DailyAvailabilityDto = Extract<ProductAvailabilityDto, { days: unknown }>;
export type ProductDayDto = DailyAvailabilityDto['days'][number];
export type UpgradeAvailabilityDto = Extract<
  ProductAvailabilityDto,
  { productType: 'unit-category-upgrade' }
>;
export type UpgradeOptionDto = UpgradeAvailabilityDto['options'][number];
export type TimeslotAvailabilityDto = Extract<ProductAvailabilityDto, { date: string }>;
export type ArrivalDepartureTimeslotDto = TimeslotAvailabilityDto['timeslots'][number];
export type ExtensionAvailabilityDto = Extract<
  ProductAvailabilityDto,
  { productType: 'reservation-extension-request' }
>;
export type ExtensionOptionDto = ExtensionAvailabilityDto['options'][number];
export type UnitAvailabilityDateDto = UpstreamData<'/property-unit-availability', 'get'>[number];

export type CategoryAvailabilityDto = UpstreamData<'/property-unit-category-availability', 'get'>;
export type RateDto = CategoryAvailabilityDto['rates'][number];

/** The `data` of a path's POST answer (201 or 200), as the OpenAPI document describes it. */
type UpstreamPostData<Path extends keyof paths> = paths[Path] extends {
  post: { responses: infer Responses };
}
  ? Responses extends { 201: { content: { 'application/json': { data: infer Data } } } }
    ? Data
    : Responses extends { 200: { content: { 'application/json': { data: infer Data } } } }
      ? Data
      : never
  : never;

/** The lock's green light. */
export type DoorUnlockDto = UpstreamPostData<'/access-requests'>;
export type ElevatorRequestDto = UpstreamData<'/elevator-requests/{id}', 'get'>;
export type CheckInProgressDto = UpstreamPostData<'/check-in/{slug}/guest-details'>;
export type IdentityVerificationDto = UpstreamPostData<'/check-in/{slug}/identity-verifications'>;

/**
 * Compile-time proof that every answer the OpenAPI document describes fits the types the
 * resolvers read: if the core API renames or retypes a field the gateway uses, this fails.
 */
export type UpstreamMatches = [
  AssertAssignable<UpstreamReservation, ReservationDto>,
  AssertAssignable<UpstreamReservationSummary, Pick<ReservationDto, 'id' | 'slug'>>,
];
type AssertAssignable<Actual extends Expected, Expected> = Actual;

// ---------------------------------------------------------------------------------------------
// Sign-in, the account, orders and reservation changes.

/** POST /authentication: a code was sent (request, resend) or the code was right (verify). */
export type CodeSentDto = { idempotencyKey: string };
export type AccessGrantedDto = { accessToken: string };

export type CustomerStatisticsDto = UpstreamData<'/customer-statistics', 'get'>;

export type RewardDto = UpstreamData<'/future-customer-rewards', 'get'>[number];
export type ReservationSummaryDto = UpstreamData<'/reservations', 'get'>[number];

/** GET /orders/{id} and POST /custom-products/{id}/order. */
export type OrderDto = {
  id: string;
  status: string;
  errorCode?: string | null;
};

/** PATCH /check-in/{slug}: each of the five variants answers its own fields. */
export type OrderPlacedDto = { orderId?: string | null };
export type OrderItemChangedDto = { orderItem: OrderItemDto };
export type CardsChangedDto = { creditCards: CreditCardDto[]; creditCard: CreditCardDto };
export type CanceledDto = { status: string; canceledAt: string; isFreeCancellation: boolean };

export type OrderLineInput = {
  productId: string;
  /** A day (`YYYY-MM-DD`) or, for timeslot products, the slot's start instant. */
  consumptionDate?: string | null;
  consumptionEndDate?: string | null;
  quantity?: number | null;
  /** The unit category a unit category upgrade moves the stay to. */
  propertyUnitCategoryId?: string | null;
};

export type CardInputDto = {
  name: string;
  type: string;
  expirationDate: string;
  numberMasked: string;
  transactionId: string;
};

/** The `data` of a write's success answer (200 or 201), as the OpenAPI document describes it. */
type UpstreamWriteData<Path extends keyof paths, Method extends 'post' | 'patch'> = SuccessData<
  paths[Path][Method]
>;
type SuccessData<Operation> = Operation extends {
  responses: { 200: { content: { 'application/json': { data: infer Data } } } };
}
  ? Data
  : Operation extends {
        responses: { 201: { content: { 'application/json': { data: infer Data } } } };
      }
    ? Data
    : never;
type CheckInChange = UpstreamWriteData<'/check-in/{slug}', 'patch'>;
type Authentication = UpstreamWriteData<'/authentication', 'post'>;

/**
 * The hand-written answers above read statuses and codes as plain strings on purpose (an unknown
 * order status must reach the resolver to raise its error); this proves the documented answers
 * still fit them.
 */
export type AccountAndOrderUpstreamMatches = [
  AssertAssignable<UpstreamData<'/customers', 'get'>[number], CustomerDto>,
  AssertAssignable<UpstreamData<'/orders/{id}', 'get'>, OrderDto>,
  AssertAssignable<UpstreamWriteData<'/custom-products/{productId}/order', 'post'>, OrderDto>,
  AssertAssignable<Extract<Authentication, { idempotencyKey: string }>, CodeSentDto>,
  AssertAssignable<Extract<Authentication, { accessToken: string }>, AccessGrantedDto>,
  AssertAssignable<Extract<CheckInChange, { orderId: string }>, OrderPlacedDto>,
  AssertAssignable<Extract<CheckInChange, { orderItem: unknown }>, OrderItemChangedDto>,
  AssertAssignable<Extract<CheckInChange, { creditCard: unknown }>, CardsChangedDto>,
  AssertAssignable<Extract<CheckInChange, { canceledAt: string }>, CanceledDto>,
];
