/**
 * The core API's answers as the gateway reads them (the `data` of the envelope). These are the
 * `mappers` of codegen.ts: each GraphQL type's resolvers receive the DTO it is built from.
 *
 * Answers the OpenAPI document already describes are taken from it (openapi.generated.ts), so a
 * contract change breaks the type check. The hand-written types below are the gateway's
 * tolerant reading (optional fields, defaults in resolvers) of calls the document does not
 * describe yet; `upstreamMatches` keeps them compatible with the generated ones.
 */
import type { Connection, Edge } from '../graphql/connection.ts';
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

export type MoneyView = { amount: number; currencyCode: string };

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
  pciProxyPublicKey?: string | null;
  entrance?: string | null;
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
  customerRewardId?: string | null;
};

export type OrderItemDto = {
  id: string;
  productId?: string | null;
  consumptionDate?: string | null;
  consumptionEndDate?: string | null;
  priceGross: number;
  currency?: string | null;
  status: string;
};

export type OrderedItemConnectionView = Connection<OrderItemDto>;
export type OrderedItemEdgeView = Edge<OrderItemDto>;

export type CancellationPolicyDto = {
  type?: string | null;
  isFreeCancellationAvailable?: boolean | null;
  isOTA?: boolean | null;
  freeCancellationEndDate?: string | null;
};

/** The policy plus what its derived fields need from the reservation. */
export type CancellationPolicyView = CancellationPolicyDto & { timeZone: string };

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

/** The reservation's integrations: the unit's own override the building's. */
export type IntegrationsView = {
  unit: UnitIntegrationsDto | null;
  property: PropertyIntegrationsDto | null;
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

/**
 * Compile-time proof that every answer the OpenAPI document describes fits the types the
 * resolvers read: if the core API renames or retypes a field the gateway uses, this fails.
 */
export type UpstreamMatches = [
  AssertAssignable<UpstreamReservation, ReservationDto>,
  AssertAssignable<UpstreamReservationSummary, Pick<ReservationDto, 'id' | 'slug'>>,
];
type AssertAssignable<Actual extends Expected, Expected> = Actual;
